// A form's checks in the browser (docs/forms.md): the same schema and words as the server
// (core/forms), walked rather than compiled (the CSP forbids eval, docs/security.md). The whole
// form on submit; one field when it loses focus (its own keywords and its required message).
import { schemaCheck, type FieldProblem, type SchemaCheck } from '#core/definition/index.ts';
import { cleanForm, formProblems, formWritableSchema, type FormDataSchema } from '#core/forms/index.ts';

const checks = new WeakMap<FormDataSchema, SchemaCheck>();
const fieldChecks = new WeakMap<FormDataSchema, Map<string, SchemaCheck>>();

function checkOf(schema: FormDataSchema): SchemaCheck {
  let check = checks.get(schema);
  if (!check) checks.set(schema, (check = schemaCheck(formWritableSchema(schema))));
  return check;
}

/** Every problem of the form's data (what a save would be refused for). */
export function checkForm(schema: FormDataSchema, data: Readonly<Record<string, unknown>>): FieldProblem[] {
  return formProblems(schema, cleanForm(schema, data), checkOf(schema));
}

/** The problems of one field on its own. */
export function checkFormField(schema: FormDataSchema, name: string, value: unknown): FieldProblem[] {
  const field = schema.properties[name];
  if (!field || field.readOnly === true) return [];
  let byField = fieldChecks.get(schema);
  if (!byField) fieldChecks.set(schema, (byField = new Map()));
  let check = byField.get(name);
  if (!check) {
    const required = (schema.required ?? []).includes(name) ? [name] : [];
    byField.set(name, (check = schemaCheck({ type: 'object', properties: { [name]: field }, required })));
  }
  const data = cleanForm({ ...schema, properties: { [name]: field } }, { [name]: value });
  return check(data) ? [] : formProblems({ ...schema, 'x-atLeastOne': [] }, data, check);
}
