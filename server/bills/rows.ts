// Between database rows (snake_case columns) and API objects (camelCase properties). Numbers
// come back as numbers on both dialects (PostgreSQL answers numeric as text); dictionary
// fields get their display name beside them (currency → currencyName) and the state its name
// (stateName), as the list rows of spec §3.1.
import type { FieldInfo } from '#core/definition/index.ts';
import { isNumericField } from '#core/fields/index.ts';
import type { BillFamily } from './family.ts';
import type { DictionaryValues } from './options/dictionaries.ts';
import type { StateList } from './options/states.ts';

export type DbRow = Record<string, unknown>;
export type ApiRow = Record<string, unknown>;

export interface DisplayNames {
  dictionaries: DictionaryValues;
  states: StateList;
}

function readValue(field: FieldInfo, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (isNumericField(field)) return Number(value);
  return value;
}

function fieldsToApi(fields: readonly FieldInfo[], row: DbRow, names: DisplayNames): ApiRow {
  const out: ApiRow = {};
  for (const field of fields) {
    const value = readValue(field, row[field.column]);
    out[field.name] = value;
    if (field.dictionary) out[`${field.name}Name`] = value === null ? null : (names.dictionaries.name(field.dictionary, String(value)) ?? null);
  }
  return out;
}

/** The bill's header as the API answers it; `fields`: only these (an export reads the columns it writes). */
export function headToApi(family: BillFamily, row: DbRow, names: DisplayNames, fields: readonly FieldInfo[] = family.headFields): ApiRow {
  const out = fieldsToApi(fields, row, names);
  out.stateName = names.states.name(String(row.state));
  return out;
}

export function lineToApi(family: BillFamily, row: DbRow, names: DisplayNames): ApiRow {
  return { id: Number(row.id), headId: Number(row.head_id), ...fieldsToApi(family.lineFields, row, names) };
}

/** The columns of the given fields from a validated body; a field not given is stored as null. */
export function toColumns(fields: readonly FieldInfo[], data: Record<string, unknown>): DbRow {
  const out: DbRow = {};
  for (const field of fields) out[field.column] = Object.hasOwn(data, field.name) ? data[field.name] : null;
  return out;
}
