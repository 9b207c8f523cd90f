// The message of a bill family as the server builds it: the mapping read from the family's field
// table (schemas/tables/{family}.table.json, "message"), the official XSD of its side read once,
// and the plan worked out from both. A mapping with problems stops here with them (the same ones
// `npm run validate-schemas` prints), so a broken definition never produces a message.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FieldInfo } from '#core/definition/index.ts';
import type { BillFamily } from '../../bills/family.ts';
import type { DbRow } from '../../bills/rows.ts';
import type { FamilyMessage, MessageBill } from './build-message.ts';
import type { FieldForm, MappingField, MappingRow, MessageMapping, MessageSide } from './mapping-types.ts';
import { planMessage } from './message-plan.ts';
import { parseXsd, type XsdModel } from './xsd-model.ts';

export const DEFAULT_TABLES_DIR = fileURLToPath(new URL('../../../schemas/tables/', import.meta.url));
export const XSD_DIR = fileURLToPath(new URL('../../../schemas/reference/ceb-202205/xsd/', import.meta.url));

export function businessXsdFile(side: MessageSide): string {
  return `${side}-business-node-202205.xsd`;
}

const models = new Map<string, XsdModel>();

/** The model of one side's business XSD, parsed once per process. */
export function xsdModelOf(side: MessageSide, xsdDir = XSD_DIR): XsdModel {
  const path = join(xsdDir, businessXsdFile(side));
  let model = models.get(path);
  if (!model) {
    model = parseXsd(readFileSync(path, 'utf8'));
    models.set(path, model);
  }
  return model;
}

/** The part of a field table the message needs. */
export interface MessageTable {
  message?: MessageMapping;
  rows: MappingRow[];
}

export function readMessageTable(family: string, tablesDir = DEFAULT_TABLES_DIR): MessageTable | undefined {
  const path = join(tablesDir, `${family}.table.json`);
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as MessageTable;
}

export function fieldForm(field: Pick<FieldInfo, 'type' | 'format'>): FieldForm {
  if (field.type === 'number' || field.type === 'integer') return 'number';
  return field.format === undefined ? 'text' : 'date';
}

function mappingFields(fields: readonly FieldInfo[]): MappingField[] {
  return fields.map((field) => ({ name: field.name, form: fieldForm(field) }));
}

/** The family's message, or undefined when its table names none. Throws on a broken mapping. */
export function familyMessageOf(family: BillFamily, tablesDir = DEFAULT_TABLES_DIR): FamilyMessage | undefined {
  const table = readMessageTable(family.id, tablesDir);
  if (!table?.message) return undefined;
  const { plan, problems } = planMessage(xsdModelOf(table.message.file), {
    mapping: table.message,
    rows: table.rows,
    headFields: mappingFields(family.headFields),
    lineFields: family.lineTable ? mappingFields(family.lineFields) : undefined,
  });
  if (!plan || problems.length > 0) {
    const file = `schemas/tables/${family.id}.table.json`;
    throw new Error(`${family.id} 的报文对应有误：\n${problems.map((problem) => `${file}#${problem.pointer}: ${problem.message}`).join('\n')}`);
  }
  return { family: family.id, mapping: table.message, plan };
}

function byName(fields: readonly FieldInfo[], row: DbRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) out[field.name] = row[field.column];
  return out;
}

/** A stored bill (database rows, snake_case columns) as the builder reads it (field names). */
export function storedBill(family: BillFamily, head: DbRow, lines: readonly DbRow[]): MessageBill {
  return { head: byName(family.headFields, head), lines: lines.map((line) => byName(family.lineFields, line)) };
}

/** The messages of the families that map to one, by family id (each worked out once, at start). */
export function familyMessages(families: readonly BillFamily[], tablesDir = DEFAULT_TABLES_DIR): Map<string, FamilyMessage> {
  const messages = new Map<string, FamilyMessage>();
  for (const family of families) {
    const message = familyMessageOf(family, tablesDir);
    if (message) messages.set(family.id, message);
  }
  return messages;
}
