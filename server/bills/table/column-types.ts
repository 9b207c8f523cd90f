// The database column of a field: text with the field's length, numeric for decimals, integer
// (bigint beyond 9 digits) for whole numbers; dates as their yyyy-MM-dd[ HH:mm:ss] text, which
// sorts and compares like the moment it names. Works unchanged on SQLite and PostgreSQL.
import type { ColumnDataType, Expression } from 'kysely';
import type { FieldInfo } from '../../../src/engine/definition/index.ts';

export type ColumnType = ColumnDataType | Expression<unknown>;

export function columnType(field: FieldInfo): ColumnDataType {
  if (field.kind === 'number') return 'numeric';
  if (field.kind === 'integer') return field.digits !== undefined && field.digits > 9 ? 'bigint' : 'integer';
  if (field.format === 'date') return 'varchar(10)';
  if (field.format === 'date-time') return 'varchar(19)';
  return field.maxLength !== undefined && field.maxLength > 0 ? `varchar(${field.maxLength})` : 'text';
}

/** System columns have fixed types, whatever title or length a family gives them. */
export const SYSTEM_COLUMN_TYPES: Readonly<Record<string, ColumnDataType>> = {
  company_code: 'varchar(50)',
  state: 'varchar(10)',
  create_time: 'varchar(19)',
  update_time: 'varchar(19)',
  app_time: 'varchar(19)',
  return_info: 'text',
};
