// The families' own JSON Schemas as the OpenAPI document shows them (issue 27 point 4): what a
// bulk call writes is the family's writable schema (the same writableSchema the server validates
// with), and what a read answers is every field with its dictionary name beside it. Only standard
// JSON Schema keywords go out; what the bill vocabulary adds is said the way a client can use it:
// a dictionary becomes a $ref to a schema listing its values with their names (oneOf const/title),
// the bill date formats become patterns, and x-maxLength, x-refersTo, x-sumOf… become sentences of
// the field's description (x-maxLength also stays as itself).
import { LINES_PROPERTY, writableSchema, type FieldInfo, type FieldSchema } from '#core/definition/index.ts';
import type { BillFamily } from '../bills/family.ts';
import type { DictionaryRow } from '../bills/options/dictionaries.ts';
import type { StateList } from '../bills/options/states.ts';
import { parseRefersTo, REFERS_TO } from '../bills/seed/references.ts';

export type JsonSchema = Record<string, unknown>;

/** Keywords a field schema keeps as they are (JSON Schema 2020-12 reads them as draft-07 did). */
const STANDARD_KEYWORDS = ['type', 'title', 'minLength', 'maxLength', 'minimum', 'maximum', 'multipleOf', 'pattern', 'default', 'enum', 'readOnly'] as const;

/** The bill formats (core/definition/vocabulary.ts), which are not RFC 3339's date and date-time. */
const BILL_FORMATS: Record<string, { pattern: string; words: string }> = {
  date: { pattern: '^\\d{4}-\\d{2}-\\d{2}$', words: '日期，格式 yyyy-MM-dd' },
  'date-time': { pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', words: '时间，格式 yyyy-MM-dd HH:mm:ss（北京时间）' },
};

export const pascalName = (id: string): string =>
  id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

export const dictionaryRef = (code: string): string => `#/components/schemas/Dict_${code}`;
export const componentRef = (name: string): { $ref: string } => ({ $ref: `#/components/schemas/${name}` });

/** Component names of a family's schemas. */
export function familySchemaNames(family: BillFamily): { input: string; detail: string; state: string } {
  const base = pascalName(family.id);
  return { input: `${base}Input`, detail: `${base}Detail`, state: `${base}State` };
}

/** Lookups the descriptions need: other families' titles and field titles. */
export interface SchemaContext {
  families: readonly BillFamily[];
  dictionaryNames: ReadonlyMap<string, string>;
}

function fieldTitle(fields: readonly FieldInfo[], name: string): string {
  return fields.find((field) => field.name === name)?.title ?? name;
}

/** The sentences a field's bill keywords say, for its description. */
function fieldNotes(schema: FieldSchema, siblings: readonly FieldInfo[], family: BillFamily, context: SchemaContext): string[] {
  const notes: string[] = [];
  if (typeof schema.description === 'string') notes.push(schema.description);
  const format = typeof schema.format === 'string' ? BILL_FORMATS[schema.format] : undefined;
  if (format) notes.push(format.words);
  if (typeof schema['x-maxLength'] === 'number') notes.push(`数值写成十进制后最多${schema['x-maxLength']}个字符（含小数点与负号）`);
  if (typeof schema.multipleOf === 'number') notes.push(`须为${schema.multipleOf}的整数倍`);
  if (schema['x-dictionary']) notes.push(`取值见字典「${context.dictionaryNames.get(schema['x-dictionary']) ?? schema['x-dictionary']}」`);
  if (schema['x-mobile'] === true) notes.push('手机号码（11位，以1开头）');
  const target = parseRefersTo(schema[REFERS_TO]);
  if (target) {
    const referred = context.families.find((other) => other.id === target.family);
    const title = referred ? fieldTitle([...referred.headFields, ...referred.lineFields], target.field) : target.field;
    notes.push(`须为本企业已有的${referred?.title ?? target.family}的${title}`);
  }
  if (typeof schema['x-sumOfLines'] === 'string') notes.push(`须等于各行「${fieldTitle(family.lineFields, schema['x-sumOfLines'])}」之和`);
  if (Array.isArray(schema['x-sumOf'])) {
    const terms = (schema['x-sumOf'] as string[]).map((term, index) =>
      term.startsWith('-') ? ` − 「${fieldTitle(siblings, term.slice(1))}」` : `${index === 0 ? '' : ' + '}「${fieldTitle(siblings, term)}」`,
    );
    notes.push(`须等于${terms.join('')}`);
  }
  if (Array.isArray(schema['x-productOf'])) {
    notes.push(`须等于${(schema['x-productOf'] as string[]).map((name) => `「${fieldTitle(siblings, name)}」`).join(' × ')}（按本字段的小数位舍入）`);
  }
  return notes;
}

/** One scalar field as a client writes it (`nullable`: as a read answers it, null when empty). */
function fieldSchema(schema: FieldSchema, siblings: readonly FieldInfo[], family: BillFamily, context: SchemaContext, nullable: boolean): JsonSchema {
  const out: JsonSchema = {};
  for (const keyword of STANDARD_KEYWORDS) if (schema[keyword] !== undefined) out[keyword] = schema[keyword];
  const format = typeof schema.format === 'string' ? BILL_FORMATS[schema.format] : undefined;
  if (format) out.pattern = format.pattern;
  if (typeof schema['x-maxLength'] === 'number') out['x-maxLength'] = schema['x-maxLength'];
  const notes = fieldNotes(schema, siblings, family, context);
  if (notes.length > 0) out.description = notes.join('；');
  const dictionary = schema['x-dictionary'];
  if (nullable) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (dictionary) return { ...out, anyOf: [{ $ref: dictionaryRef(dictionary) }, { type: 'null' }] };
    return out;
  }
  return dictionary ? { ...out, $ref: dictionaryRef(dictionary) } : out;
}

function objectSchema(properties: Record<string, JsonSchema>, required: readonly string[], extra: JsonSchema = {}): JsonSchema {
  return { type: 'object', ...extra, properties, ...(required.length > 0 ? { required: [...required] } : {}) };
}

/** What a bulk call writes: the family's writable schema (header, and its lines as an array). */
export function inputSchema(family: BillFamily, context: SchemaContext): JsonSchema {
  const writable = writableSchema(family.definition.schema) as { properties: Record<string, FieldSchema>; required?: string[] };
  const properties: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(writable.properties)) {
    if (name !== LINES_PROPERTY) {
      properties[name] = fieldSchema(schema, family.headFields, family, context, false);
      continue;
    }
    const items = schema.items as { properties: Record<string, FieldSchema>; required?: string[] };
    const lineProperties = Object.fromEntries(
      Object.entries(items.properties).map(([lineName, lineSchema]) => [lineName, fieldSchema(lineSchema, family.lineFields, family, context, false)]),
    );
    const notes = [typeof schema['x-requiredToDeclare'] === 'string' ? schema['x-requiredToDeclare'] : null].filter(Boolean);
    properties[name] = {
      type: 'array',
      title: schema.title ?? family.linesTitle,
      ...(notes.length > 0 ? { description: notes.join('；') } : {}),
      maxItems: family.maxLines,
      items: objectSchema(lineProperties, items.required ?? [], { title: family.linesTitle }),
    };
  }
  return objectSchema(properties, writable.required ?? [], {
    title: family.title,
    description: `${family.title}（表头${family.lineTable ? '与表体' : ''}）。以「${family.link.title}」（${family.link.name}）识别单据：本企业已有此编号则修改该单据（须仍可修改），否则新增暂存单据。`,
  });
}

/** What a read answers: every field (those only the server sets marked readOnly), with names beside codes. */
export function detailSchema(family: BillFamily, context: SchemaContext): JsonSchema {
  const names = familySchemaNames(family);
  const describeAll = (fields: readonly FieldInfo[]) => {
    const properties: Record<string, JsonSchema> = {};
    for (const field of fields) {
      const schema = fieldSchema(field.schema, fields, family, context, true);
      if (field.readOnly) schema.readOnly = true;
      properties[field.name] = field.name === 'state' ? { ...componentRef(names.state), readOnly: true } : schema;
      if (field.dictionary) properties[`${field.name}Name`] = { type: ['string', 'null'], readOnly: true, description: `${field.title}的名称` };
    }
    return properties;
  };
  const properties = describeAll(family.headFields);
  properties.stateName = { type: 'string', readOnly: true, description: '状态名称' };
  if (family.lineTable) {
    const id = { type: 'integer', readOnly: true };
    properties[LINES_PROPERTY] = {
      type: 'array',
      title: family.linesTitle,
      items: objectSchema({ id, headId: id, ...describeAll(family.lineFields) }, ['id', 'headId'], { title: family.linesTitle }),
    };
  }
  return objectSchema(properties, ['id', 'state', 'stateName'], { title: family.title });
}

/** A family's states, from its state list: a code and its name. */
export function stateSchema(family: BillFamily, states: StateList): JsonSchema {
  return {
    type: 'string',
    title: `${family.title}状态`,
    ...(states.states.length > 0 ? { oneOf: states.states.map((state) => ({ const: state.state, title: state.name })) } : {}),
  };
}

/** Dictionaries as schemas, one per code the families use: each value with its name. */
export function dictionarySchemas(codes: readonly string[], rows: readonly DictionaryRow[], names: ReadonlyMap<string, string>): Record<string, JsonSchema> {
  const byCode = new Map<string, DictionaryRow[]>();
  for (const row of rows) byCode.set(row.dic_code, [...(byCode.get(row.dic_code) ?? []), row]);
  const schemas: Record<string, JsonSchema> = {};
  for (const code of [...new Set(codes)].sort()) {
    const items = byCode.get(code) ?? [];
    schemas[`Dict_${code}`] = {
      type: 'string',
      title: names.get(code) ?? code,
      ...(items.length > 0 ? { oneOf: items.map((row) => ({ const: row.value, title: row.name })) } : {}),
    };
  }
  return schemas;
}
