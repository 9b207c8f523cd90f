// Request validation through ajv, with Chinese messages. Bodies are validated strictly (no type
// coercion: a number where a string is expected is a malformed request); query strings arrive
// as text and are coerced to the declared types.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import type { FastifySchemaCompiler } from 'fastify';
import { MESSAGES } from './messages.ts';

export type JsonSchema = Record<string, unknown>;

function createAjv(coerceTypes: boolean): Ajv {
  // verbose gives each error its parentSchema, where the field's Chinese title lives.
  const ajv = new Ajv({ allErrors: false, verbose: true, coerceTypes, useDefaults: true, strict: false });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = createAjv(false);
const queryAjv = createAjv(true);

/** Validators compiled so far in this process (tests check that a start compiles none). */
export const validatorsCompiled = { count: 0 };

/**
 * Fastify asks for every route's validators when the server gets ready: ~190 routes' schemas, half
 * a second or more of each start, though most routes are not called for a long time (and a test
 * file calls a few). So each is compiled on its route's first request instead (ajv: a few
 * milliseconds), then kept; the function Fastify holds carries the errors of its last call, as
 * ajv's own does.
 */
export const validatorCompiler: FastifySchemaCompiler<JsonSchema> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : queryAjv;
  let compiled: ValidateFunction | null = null;
  const validate = (data: unknown): boolean => {
    if (!compiled) {
      compiled = ajv.compile(schema);
      validatorsCompiled.count += 1;
    }
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = null as ValidateFunction['errors'];
  return validate;
};

/** Wraps the schema of `data` into the schema of a POST body `{ data: ... }`. */
export function dataBody(dataSchema: JsonSchema): JsonSchema {
  return { type: 'object', required: ['data'], properties: { data: dataSchema } };
}

function titleOf(schema: unknown): string | null {
  if (schema && typeof schema === 'object' && 'title' in schema && typeof schema.title === 'string') {
    return schema.title;
  }
  return null;
}

function fieldLabel(error: ErrorObject): string | null {
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    const properties = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
    return titleOf(properties?.[missing]) ?? missing;
  }
  const title = titleOf(error.parentSchema);
  if (title) return title;
  const path = error.instancePath.replace(/^\/data\/?/, '').replace(/\//g, '.');
  return path === '' ? null : path;
}

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

function describeProblem(error: ErrorObject): string {
  if (error.keyword === 'required') return '不能为空';
  if (error.keyword === 'type') {
    const types = String((error.params as { type: string }).type).split(',');
    return `应当是${types.map((type) => TYPE_NAMES[type] ?? type).join('或')}类型`;
  }
  const localized: ErrorObject = { ...error };
  localizeZh([localized]);
  return localized.message ?? MESSAGES.badRequest;
}

/** Turns the first ajv error of a request part into one Chinese sentence. */
export function describeValidationError(errors: ErrorObject[], context: string): string {
  const error = errors[0];
  if (!error) return MESSAGES.badRequest;
  if (context === 'body') {
    if (error.instancePath === '' && error.keyword === 'required') return MESSAGES.missingData;
    if ((error.instancePath === '' || error.instancePath === '/data') && error.keyword === 'type') {
      return MESSAGES.badJson;
    }
  }
  const label = fieldLabel(error);
  const problem = describeProblem(error);
  return label ? `${label}：${problem}` : problem;
}
