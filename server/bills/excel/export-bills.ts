// The export workbook (spec §7.3): the list's columns with their titles, one row per bill;
// each field's kind writes it (dictionary fields and the state as the names a user reads).
// Written row by row as the bills are read in chunks (issue 26 point 7), or — the peer kept
// behind PORTAL_EXPORT_STREAM=0 — built whole in memory from all the rows at once.
import type { FieldInfo } from '#core/definition/index.ts';
import { fieldKindOf } from '#core/fields/index.ts';
import { SERVER_FIELD_KINDS } from '../../fields/registry.ts';
import type { BillFamily } from '../family.ts';
import type { DbRow, DisplayNames } from '../rows.ts';
import { headToApi } from '../rows.ts';
import { StreamedWorkbook } from './stream-workbook.ts';
import { writeWorkbook, type CellValue } from './write-workbook.ts';

function cell(field: FieldInfo | undefined, row: Record<string, unknown>): CellValue {
  if (!field) return null;
  const value = SERVER_FIELD_KINDS[fieldKindOf(field)].exportValue(field, row);
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : String(value);
}

/** The header field of each list column (undefined for a column that names none: an empty cell). */
function columnFields(family: BillFamily): (FieldInfo | undefined)[] {
  return family.definition.ui.list.columns.map((column) => family.headFields.find((candidate) => candidate.name === column.field));
}

/** The table columns an export reads: those its cells are made from, the state (its name) and the id. */
export function exportReadColumns(family: BillFamily): string[] {
  const fields = columnFields(family).filter((field) => field !== undefined);
  return [...new Set(['id', 'state', ...fields.map((field) => field.column)])];
}

export function exportColumns(family: BillFamily) {
  return family.definition.ui.list.columns.map((column) => ({
    header: column.title ?? family.headFields.find((field) => field.name === column.field)?.title ?? column.field,
    width: column.width ? Math.round(column.width / 7) : undefined,
  }));
}

/** The cells of the bills' rows, in the list's columns. */
export function exportCells(family: BillFamily, rows: readonly DbRow[], names: DisplayNames): CellValue[][] {
  const fields = columnFields(family);
  const converted = fields.filter((field) => field !== undefined);
  return rows.map((row) => {
    const api = headToApi(family, row, names, converted);
    return fields.map((field) => cell(field, api));
  });
}

/** The whole workbook built in memory (PORTAL_EXPORT_STREAM=0: the export before issue 26 point 7). */
export async function exportWorkbook(family: BillFamily, rows: readonly DbRow[], names: DisplayNames): Promise<Buffer> {
  return writeWorkbook(family.title, exportColumns(family), exportCells(family, rows, names));
}

/** The workbook of the bills `eachChunk` hands over, written chunk by chunk (streamed export). */
export async function streamExportWorkbook(
  family: BillFamily,
  eachChunk: (write: (rows: readonly DbRow[]) => Promise<void>) => Promise<void>,
  names: DisplayNames,
): Promise<Buffer> {
  const workbook = await StreamedWorkbook.open(family.title, exportColumns(family));
  await eachChunk((rows) => workbook.addRows(exportCells(family, rows, names)));
  return workbook.finish();
}
