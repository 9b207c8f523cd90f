// One ajv instance for bill data: all errors (a form shows every problem at once), verbose
// (error → field title), defaults applied (a missing appType becomes "1" as the form would
// have it), no type coercion, the bill vocabulary of core/definition, and passContext so
// x-dictionary can consult the dictionaries loaded for the request.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { addBillVocabulary, writableSchema, type DataSchema } from '#core/definition/index.ts';

function createBillAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, useDefaults: true, passContext: true });
  addFormats(ajv);
  addBillVocabulary(ajv);
  return ajv;
}

const billAjv = createBillAjv();

/** Compiles the writable part of a family's data schema (read-only fields are not validated). */
export function compileBillSchema(schema: DataSchema): ValidateFunction {
  return billAjv.compile(writableSchema(schema));
}

/** Compiles a schema already reduced to what a client writes (one line of a family). */
export function compileWritablePart(schema: Record<string, unknown>): ValidateFunction {
  return billAjv.compile(schema);
}
