// Ajv instances by JSON Schema draft. Our own meta-schemas are draft-07 and compiled in strict
// mode; definitions written by analysts may use 2019-09 or 2020-12 and custom keywords, so they
// get a lenient instance. The OpenAPI "discriminator" keyword is on everywhere: the bill
// meta-schemas use it so that a field or button is checked only against the branch its "type"
// or "kind" names, which gives one precise message instead of one per branch.
import Ajv from 'ajv';
import type { AnySchemaObject, Options } from 'ajv';
import Ajv2019 from 'ajv/dist/2019.js';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type SchemaDraft = 'draft-07' | '2019-09' | '2020-12';

const DRAFT_URIS: ReadonlyArray<[RegExp, SchemaDraft]> = [
  [/^https?:\/\/json-schema\.org\/draft-07\/schema#?$/, 'draft-07'],
  [/^https?:\/\/json-schema\.org\/draft\/2019-09\/schema#?$/, '2019-09'],
  [/^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/, '2020-12'],
];

/** The draft a "$schema" URI names, or undefined when it is not a JSON Schema draft URI. */
export function draftOf(uri: string): SchemaDraft | undefined {
  return DRAFT_URIS.find(([pattern]) => pattern.test(uri))?.[1];
}

/** The draft a schema declares; schemas without "$schema" are read as draft-07. */
export function declaredDraft(schema: AnySchemaObject): SchemaDraft | undefined {
  const uri = schema.$schema;
  return typeof uri === 'string' ? draftOf(uri) : 'draft-07';
}

export function createAjv(draft: SchemaDraft, strict: boolean, extra: Options = {}): Ajv {
  const options: Options = { allErrors: true, strict, allowUnionTypes: true, discriminator: true, ...extra };
  const ajv = draft === '2020-12' ? new Ajv2020(options) : draft === '2019-09' ? new Ajv2019(options) : new Ajv(options);
  addFormats(ajv);
  return ajv;
}
