// One form's checks, the same in the browser and on the server (docs/forms.md): the body reduced
// to what a client writes (read-only fields dropped, blanks as not given, numbers typed as text
// coerced — §5 "Capital fields are coerced to numbers"), the data schema's keywords through a
// checker of ajv's shape (ajv on the server, schemaCheck in the browser), worded by
// describeFieldErrors (with each field's own required message), then the "tick at least one"
// rules of x-atLeastOne.
import type { ErrorObject } from 'ajv';
import { describeFieldErrors, type FieldProblem } from '../definition/messages.ts';
import { writableSchema } from '../definition/writable-schema.ts';
import { isBlank } from '../values.ts';
import type { FormDataSchema } from './types.ts';

/** A checker with ajv's call shape (a ValidateFunction or core/definition's schemaCheck). */
export interface FormCheck {
  (this: unknown, data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The schema a form's save is checked with: writable fields only, without the form-level rules. */
export function formWritableSchema(schema: FormDataSchema): Record<string, unknown> {
  const { 'x-atLeastOne': _rules, $comment: _comment, ...rest } = writableSchema(schema) as Record<string, unknown>;
  return rest;
}

/** The body as a client may write it: writable fields only, blanks left out, decimal text as numbers. */
export function cleanForm(schema: FormDataSchema, body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties)) {
    if (field.readOnly === true || !Object.hasOwn(body, name)) continue;
    const value = body[name];
    if (isBlank(value)) continue;
    const numeric = field.type === 'number' || field.type === 'integer';
    data[name] = numeric && typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value.trim()) : value;
  }
  return data;
}

/** The x-atLeastOne rules the data breaks, reported on the group's first field. */
export function atLeastOneProblems(schema: FormDataSchema, data: Readonly<Record<string, unknown>>): FieldProblem[] {
  return (schema['x-atLeastOne'] ?? [])
    .filter((rule) => !rule.fields.some((name) => data[name] === true))
    .map((rule) => {
      const field = rule.fields[0];
      return { path: field, field, title: schema.properties[field]?.title ?? field, message: rule.message, text: rule.message };
    });
}

/** Every problem of an already cleaned body; `context` is passed to the checker (dictionaries). */
export function formProblems(schema: FormDataSchema, data: Readonly<Record<string, unknown>>, check: FormCheck, context?: unknown): FieldProblem[] {
  const valid = check.call(context, data);
  const problems = valid ? [] : describeFieldErrors(check.errors ?? [], schema);
  return [...problems, ...atLeastOneProblems(schema, data)];
}

/** The first problem's words: 请完善必填信息 when a required field is missing (§5), else the problem. */
export const MSG_FORM_INCOMPLETE = '请完善必填信息';
