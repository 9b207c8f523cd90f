// The meta-schemas of schemas/meta in the browser: the same ajv set-up and Chinese messages as
// validate-schemas (scripts/validate-schemas/ajv-factory.ts, ajv-problems.ts), each file known by
// its path so that the relative "$ref"s between them resolve as they do there.
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../../scripts/validate-schemas/ajv-factory.ts';
import { ajvErrorsToProblems } from '../../../scripts/validate-schemas/ajv-problems.ts';
import type { Problem } from '../../../scripts/validate-schemas/problem.ts';
import { fileUri } from '../../../scripts/validate-schemas/schema-uri.ts';

const metaTexts = import.meta.glob<Record<string, unknown>>('../../../schemas/meta/*.json', { import: 'default', eager: true });

export type MetaSchemaFile = 'bill-data.schema.json' | 'bill-ui.schema.json' | 'form-data.schema.json' | 'form-ui.schema.json';

let compiled: Map<MetaSchemaFile, ValidateFunction> | null = null;

/** Every meta-schema in one ajv, each under the URI validate-schemas gives its file. */
function metaAjv(strict: boolean): Ajv {
  const ajv = createAjv('draft-07', strict, { strictRequired: false });
  for (const [key, schema] of Object.entries(metaTexts)) ajv.addSchema({ ...schema, $id: fileUri(key.slice(key.indexOf('schemas/'))) });
  return ajv;
}

function validators(): Map<MetaSchemaFile, ValidateFunction> {
  if (compiled) return compiled;
  // As validate-schemas compiles them: a bill's two meta-schemas strictly (load-bills.ts), a form's
  // through the lenient instance of the files' declared "$schema" (check-definitions.ts).
  const [strict, lenient] = [metaAjv(true), metaAjv(false)];
  const take = (ajv: Ajv, file: MetaSchemaFile): [MetaSchemaFile, ValidateFunction] => [
    file,
    ajv.getSchema(fileUri(`schemas/meta/${file}`)) as ValidateFunction,
  ];
  compiled = new Map([
    take(strict, 'bill-data.schema.json'),
    take(strict, 'bill-ui.schema.json'),
    take(lenient, 'form-data.schema.json'),
    take(lenient, 'form-ui.schema.json'),
  ]);
  return compiled;
}

/** What the meta-schema `meta` says of a definition file's value, as `file#pointer: message` problems. */
export function metaProblems(file: string, value: unknown, meta: MetaSchemaFile): Problem[] {
  const validate = validators().get(meta);
  if (!validate || validate(value)) return [];
  return ajvErrorsToProblems(file, validate.errors);
}
