// The database column of a field: text with the field's length, numeric for decimals, integer
// (bigint beyond 9 digits) for whole numbers; dates as their yyyy-MM-dd[ HH:mm:ss] text, which
// sorts and compares like the moment it names. Works unchanged on SQLite and PostgreSQL.
import { sql, type ColumnDataType, type ColumnDefinitionBuilder } from 'kysely';
import type { FieldInfo } from '#core/definition/index.ts';

export function columnType(field: FieldInfo): ColumnDataType {
  if (field.kind === 'number') return 'numeric';
  if (field.kind === 'integer') return field.digits !== undefined && field.digits > 9 ? 'bigint' : 'integer';
  if (field.format === 'date') return 'varchar(10)';
  if (field.format === 'date-time') return 'varchar(19)';
  return field.maxLength !== undefined && field.maxLength > 0 ? `varchar(${field.maxLength})` : 'text';
}

/**
 * The bound a number column keeps whatever writes it (docs/security.md): a value written in
 * x-maxLength characters is below 10^x-maxLength. The validator is the precise check; this is
 * the database refusing what slipped past it. Made with the column (tables and columns created
 * before keep none).
 */
export function columnBound(field: FieldInfo): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  if ((field.kind !== 'number' && field.kind !== 'integer') || field.digits === undefined) return (column) => column;
  const limit = sql.raw(`1e${Math.min(field.digits, 300)}`);
  return (column) => column.check(sql`abs(${sql.ref(field.column)}) < ${limit}`);
}

/** System columns have fixed types, whatever title or length a family gives them. */
export const SYSTEM_COLUMN_TYPES: Readonly<Record<string, ColumnDataType>> = {
  company_code: 'varchar(50)',
  state: 'varchar(10)',
  create_time: 'varchar(19)',
  update_time: 'varchar(19)',
  app_time: 'varchar(19)',
  return_info: 'text',
  version: 'integer',
};
