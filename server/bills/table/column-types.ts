// The database column of a field: its kind's (server/fields: text with the field's length,
// numeric for decimals, integer or bigint for whole numbers, dates as their text). Works
// unchanged on SQLite and PostgreSQL.
import { sql, type ColumnDataType, type ColumnDefinitionBuilder } from 'kysely';
import type { FieldInfo } from '#core/definition/index.ts';
import { fieldKindData, fieldKindOf } from '#core/fields/index.ts';
import { SERVER_FIELD_KINDS } from '../../fields/registry.ts';

export function columnType(field: FieldInfo): ColumnDataType {
  return SERVER_FIELD_KINDS[fieldKindOf(field)].columnType(field);
}

/**
 * The bound a number column keeps whatever writes it (docs/security.md): a value written in
 * x-maxLength characters is below 10^x-maxLength. The validator is the precise check; this is
 * the database refusing what slipped past it. Made with the column (tables and columns created
 * before keep none).
 */
export function columnBound(field: FieldInfo): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  if (!fieldKindData(fieldKindOf(field)).numeric || field.digits === undefined) return (column) => column;
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

/** Head columns the table declares NOT NULL (ensure-tables.ts createHeadTable): a sort on them never meets a NULL. */
export const NOT_NULL_HEAD_COLUMNS: ReadonlySet<string> = new Set(['id', 'company_code', 'state', 'create_time', 'update_time', 'version']);
