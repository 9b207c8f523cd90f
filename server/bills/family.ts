// A family as the server uses it: its definition plus everything derived once at start — the
// fields, the table names, the column whitelist of lists, the compiled validator.
import type { ValidateFunction } from 'ajv';
import { billApiPath, ENTERPRISE_API } from '#core/api-path.ts';
import {
  headerFields,
  headTableName,
  lineFields,
  lineTableName,
  linesSchema,
  linkField,
  storageFamily,
  writableSchema,
  LINES_PROPERTY,
  type BillDefinition,
  type DataSchema,
  type FieldInfo,
} from '#core/definition/index.ts';
import { compileBillSchema, compileWritablePart } from './validation/bill-ajv.ts';

export interface BillFamily {
  id: string;
  definition: BillDefinition;
  title: string;
  headTable: string;
  /** null for a family without lines. */
  lineTable: string | null;
  headFields: FieldInfo[];
  lineFields: FieldInfo[];
  linesTitle: string;
  /** The field that names a bill to a user (first link column, e.g. orderNo). */
  link: FieldInfo;
  /** Columns a list may filter and sort on (snake_case → field): filters, sortable, system. */
  queryColumns: Map<string, FieldInfo>;
  /** Dictionary codes of header and line fields. */
  dictionaryCodes: string[];
  /** The writable header (without the lines), compiled on first use. */
  readonly validateHeader: ValidateFunction;
  /** One writable line, compiled on first use; null for a family without lines. */
  readonly validateLine: ValidateFunction | null;
  /** The line item schema as a data schema of its own (a line's problems are described with it). */
  lineSchema: DataSchema;
  /** Lines one bill may hold (lines.maxItems of the data schema). */
  maxLines: number;
  /** The menu uri whose button codes guard the family's actions. */
  moduleUri: string;
  /** /api/enterprise + api.base */
  basePath: string;
}

function queryColumns(definition: BillDefinition, fields: FieldInfo[]): Map<string, FieldInfo> {
  const { filters, sortable, defaultSort } = definition.ui.list;
  const names = new Set<string>([...filters.map((filter) => filter.field), ...sortable, defaultSort.field]);
  const columns = new Map<string, FieldInfo>();
  for (const field of fields) {
    // The company is the caller's, never a condition a caller chooses.
    if (field.name === 'companyCode') continue;
    if (field.system || names.has(field.name)) columns.set(field.column, field);
  }
  return columns;
}

/** Lines a bill may hold when the definition does not say (the meta-schema wants it said). */
const DEFAULT_MAX_LINES = 1000;

/** The writable schema split in two: the header alone, and one line alone. */
function splitSchemas(definition: BillDefinition): { header: Record<string, unknown>; line: Record<string, unknown> | null } {
  const writable = writableSchema(definition.schema) as { properties: Record<string, { items?: Record<string, unknown> }> };
  const { [LINES_PROPERTY]: lines, ...properties } = writable.properties;
  return { header: { ...writable, properties }, line: lines?.items ?? null };
}

function lineSchemaOf(definition: BillDefinition): DataSchema {
  const items = linesSchema(definition.schema)?.items;
  return {
    $id: `${definition.family}-line`,
    title: linesSchema(definition.schema)?.title ?? '表体',
    type: 'object',
    properties: items?.properties ?? {},
    required: items?.required ?? [],
  };
}

/**
 * A family of a definition. Its validators are compiled when a save, an import or a line first
 * needs them: compiling all 27 families took about half a second of every start and of every
 * app a test builds, and the definitions sync at start builds the families only for their menus
 * and states. A definition ajv cannot compile is refused before start by validate-schemas.
 */
export function createFamily(definition: BillDefinition): BillFamily {
  let split: ReturnType<typeof splitSchemas> | undefined;
  const schemas = () => (split ??= splitSchemas(definition));
  let header: ValidateFunction | undefined;
  let line: ValidateFunction | null | undefined;
  const fields = headerFields(definition.schema);
  const lines = lineFields(definition.schema);
  const dictionaryCodes = [...new Set([...fields, ...lines].flatMap((field) => (field.dictionary ? [field.dictionary] : [])))];
  return {
    id: definition.family,
    definition,
    title: definition.schema.title,
    // A view (ui.source) reads and writes the tables of its source family.
    headTable: headTableName(storageFamily(definition)),
    lineTable: linesSchema(definition.schema) ? lineTableName(storageFamily(definition)) : null,
    headFields: fields,
    lineFields: lines,
    linesTitle: linesSchema(definition.schema)?.title ?? '表体',
    link: linkField(definition),
    queryColumns: queryColumns(definition, fields),
    dictionaryCodes,
    get validateHeader() {
      return (header ??= compileBillSchema(schemas().header as DataSchema));
    },
    get validateLine() {
      if (line === undefined) {
        const part = schemas().line;
        line = part ? compileWritablePart(part) : null;
      }
      return line;
    },
    lineSchema: lineSchemaOf(definition),
    maxLines: typeof linesSchema(definition.schema)?.maxItems === 'number' ? (linesSchema(definition.schema)?.maxItems as number) : DEFAULT_MAX_LINES,
    moduleUri: definition.ui.route,
    basePath: `${ENTERPRISE_API}${definition.ui.api.base}`,
  };
}

/** Header fields a client may write (not read-only, not system). */
export function writableHeadFields(family: BillFamily): FieldInfo[] {
  return family.headFields.filter((field) => !field.readOnly);
}

export function writableLineFields(family: BillFamily): FieldInfo[] {
  return family.lineFields.filter((field) => !field.readOnly);
}

/** The URL of a definition path: under the family's base, or under /api/enterprise when it starts with "/". */
export function familyUrl(family: BillFamily, path: string): string {
  return billApiPath(family.definition, path);
}
