// One schema everywhere (docs/detail-page.md): per family — made once and cached by family id —
// the checks of the header, of one line and of single header fields, with the engine's
// keywords and formats. They walk the schema (schema-check.ts) rather than compile it as ajv
// does on the server, because the portal runs under a Content-Security-Policy without
// 'unsafe-eval' (docs/security.md); the problems come out in the server's words and order
// (core/definition/messages.ts). Nothing here validates on a keystroke: the header on
// save, one line when a cell or the line form is left, one field when it loses focus. A line
// whose fields are valid is checked as the server checks it: its value relations hold
// (core/definition/relation-check.ts); the header's relations are checked on save, with the lines.
import type { ErrorObject } from 'ajv';
import {
  describeFieldErrors,
  headerFields,
  lineFields,
  lineRelationProblems,
  LINES_PROPERTY,
  linesSchema,
  schemaCheck,
  writableSchema,
  type BillDefinition,
  type FieldInfo,
  type FieldProblem,
  type SchemaCheck,
} from '#core/definition/index.ts';
import { isBlank } from '#core/values.ts';
import { fractionProblem, numberLimit } from './inputLimits.ts';

type ValidateFunction = SchemaCheck;

interface FamilyValidators {
  definition: BillDefinition;
  headerFields: FieldInfo[];
  lineFields: FieldInfo[];
  header: ValidateFunction;
  line: ValidateFunction | null;
  fields: Map<string, ValidateFunction>;
}

const compiled = new Map<string, FamilyValidators>();

function compile(schema: Record<string, unknown>): ValidateFunction {
  return schemaCheck(schema);
}

function writableHeader(definition: BillDefinition): Record<string, unknown> {
  const writable = writableSchema(definition.schema) as { properties: Record<string, unknown> };
  const { [LINES_PROPERTY]: _lines, ...properties } = writable.properties;
  return { ...writable, properties };
}

function writableLine(definition: BillDefinition): Record<string, unknown> | null {
  const lines = (writableSchema(definition.schema) as { properties: Record<string, { items?: Record<string, unknown> }> }).properties[LINES_PROPERTY];
  return lines?.items ?? null;
}

/** The compiled validators of a family (compiled on first use, then reused). */
export function familyValidators(definition: BillDefinition): FamilyValidators {
  const known = compiled.get(definition.family);
  if (known && known.definition === definition) return known;
  const line = writableLine(definition);
  const validators: FamilyValidators = {
    definition,
    headerFields: headerFields(definition.schema).filter((field) => !field.readOnly),
    lineFields: lineFields(definition.schema).filter((field) => !field.readOnly),
    header: compile(writableHeader(definition)),
    line: line ? compile(line) : null,
    fields: new Map(),
  };
  compiled.set(definition.family, validators);
  return validators;
}

/** Writable fields only, blanks dropped: what the server validates (server/bills/validation). */
export function cleanValues(fields: readonly FieldInfo[], data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (!isBlank(data[field.name])) out[field.name] = data[field.name];
  return out;
}

export function validateHeader(definition: BillDefinition, data: Readonly<Record<string, unknown>>): FieldProblem[] {
  const validators = familyValidators(definition);
  const clean = cleanValues(validators.headerFields, data);
  return validators.header(clean)
    ? fractionProblems(validators.headerFields, clean, '')
    : describeFieldErrors(validators.header.errors ?? [], definition.schema);
}

/**
 * Numbers with more fraction digits than their field holds (a grid cell keeps what is typed;
 * the header's input refuses them as they are typed): 单价最多5位小数.
 */
function fractionProblems(fields: readonly FieldInfo[], data: Readonly<Record<string, unknown>>, prefix: string, index?: number): FieldProblem[] {
  return fields.flatMap((field) => {
    const text = fractionProblem(data[field.name], numberLimit(field.schema), field.title);
    if (!text) return [];
    const path = index === undefined ? field.name : `${LINES_PROPERTY}.${index}.${field.name}`;
    return [{ path, field: field.name, title: field.title, message: `${prefix}${text}`, text, ...(index === undefined ? {} : { line: index }) }];
  });
}

/**
 * The problems of the line at `index` (zero-based, among all lines of the bill): its fields
 * first, then, once they are valid, its fraction digits and value relations (总价 = 数量 × 单价).
 */
export function validateLine(definition: BillDefinition, row: Readonly<Record<string, unknown>>, index: number): FieldProblem[] {
  const validators = familyValidators(definition);
  if (!validators.line) return [];
  const clean = cleanValues(validators.lineFields, row);
  if (!validators.line(clean)) {
    return describeFieldErrors(
      (validators.line.errors ?? []).map((error): ErrorObject => ({ ...error, instancePath: `/${LINES_PROPERTY}/${index}${error.instancePath}` })),
      definition.schema,
    );
  }
  const prefix = `${linesSchema(definition.schema)?.title ?? '表体'}第${index + 1}行：`;
  const digits = fractionProblems(validators.lineFields, clean, prefix, index);
  return digits.length > 0 ? digits : lineRelationProblems(definition.schema, clean, index);
}

/** The problems of one header field on its own (when it loses focus). */
export function validateHeaderField(definition: BillDefinition, name: string, value: unknown): FieldProblem[] {
  const validators = familyValidators(definition);
  const field = validators.headerFields.find((candidate) => candidate.name === name);
  if (!field) return [];
  let validate = validators.fields.get(name);
  if (!validate) {
    validate = compile({ type: 'object', properties: { [name]: field.schema }, required: field.required ? [name] : [] });
    validators.fields.set(name, validate);
  }
  const clean = cleanValues([field], { [name]: value });
  return validate(clean) ? [] : describeFieldErrors(validate.errors ?? [], definition.schema);
}
