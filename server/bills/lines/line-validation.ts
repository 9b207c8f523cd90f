// One line of a family validated on its own (body save), with the schema of `lines.items`
// compiled once per family by the same ajv as whole bills: the same keywords, the same
// messages (请填写{title} / 请选择{title}…), so a line refused here reads as the grid said.
import type { ValidateFunction } from 'ajv';
import { describeFieldErrors, linesSchema, type DataSchema, type FieldProblem } from '../../../src/engine/definition/index.ts';
import type { BillFamily } from '../family.ts';
import type { DictionaryValues } from '../options/dictionaries.ts';
import { compileBillSchema } from '../validation/bill-ajv.ts';
import { cleanBill } from '../validation/validate-bill.ts';

interface LineValidator {
  schema: DataSchema;
  validate: ValidateFunction;
}

const compiled = new Map<BillFamily, LineValidator>();

/** The line item schema as a data schema of its own (titles and keywords untouched). */
export function lineDataSchema(family: BillFamily): DataSchema {
  const items = linesSchema(family.definition.schema)?.items;
  return {
    $id: `${family.id}-line`,
    title: family.linesTitle,
    type: 'object',
    properties: items?.properties ?? {},
    required: items?.required ?? [],
  };
}

function validatorOf(family: BillFamily): LineValidator {
  let validator = compiled.get(family);
  if (!validator) {
    const schema = lineDataSchema(family);
    validator = { schema, validate: compileBillSchema(schema) };
    compiled.set(family, validator);
  }
  return validator;
}

export type LineValidation = { ok: true; data: Record<string, unknown> } | { ok: false; problems: FieldProblem[] };

/** The line's writable fields without blanks (defaults applied), or its problems. */
export function validateLine(family: BillFamily, body: Record<string, unknown>, dictionaries: DictionaryValues): LineValidation {
  const data = cleanBill(family, { lines: [body] }).lines?.[0] ?? {};
  const { schema, validate } = validatorOf(family);
  if (validate.call({ dictionaryHas: dictionaries.has }, data)) return { ok: true, data };
  return { ok: false, problems: describeFieldErrors(validate.errors ?? [], schema) };
}
