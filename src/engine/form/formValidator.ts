// The validator RJSF asks for (its `validator` prop): the bill forms validate with
// billValidator.ts on blur and on save (the form itself has noValidate), so RJSF only needs this
// to decide schema questions — and it answers them with the same code-free checks
// (schema-check.ts), never compiling a schema: the portal's CSP has no 'unsafe-eval'.
import { toErrorSchema, type RJSFSchema, type RJSFValidationError, type ValidationData, type ValidatorType } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { schemaCheck, type SchemaCheck } from '#core/definition/index.ts';

const checks = new WeakMap<object, SchemaCheck>();

function checkOf(schema: RJSFSchema): SchemaCheck {
  let check = checks.get(schema);
  if (!check) checks.set(schema, (check = schemaCheck(schema as Record<string, unknown>)));
  return check;
}

function propertyOf(error: ErrorObject): string {
  const segments = error.instancePath.split('/').slice(1);
  if (error.keyword === 'required') segments.push((error.params as { missingProperty: string }).missingProperty);
  return segments.map((segment) => `.${segment}`).join('');
}

function toRjsfError(error: ErrorObject): RJSFValidationError {
  const property = propertyOf(error);
  const message = error.keyword;
  return { name: error.keyword, property, message, params: error.params, schemaPath: error.schemaPath, stack: `${property} ${message}`.trim() };
}

export const billFormValidator: ValidatorType = {
  validateFormData(formData: unknown, schema: RJSFSchema): ValidationData<unknown> {
    const check = checkOf(schema);
    check(formData);
    const errors = (check.errors ?? []).map(toRjsfError);
    return { errors, errorSchema: toErrorSchema(errors) };
  },
  isValid(schema: RJSFSchema, formData: unknown): boolean {
    return checkOf(schema)(formData);
  },
  rawValidation<Result = unknown>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
    const check = checkOf(schema);
    check(formData);
    return { errors: (check.errors ?? undefined) as Result[] | undefined };
  },
};
