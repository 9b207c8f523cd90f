// A one-sheet workbook: a bold header row of titles, then the rows. Used for exports and for
// the templates users fill in. A text a user typed may begin like a formula (=, +, -, @, a tab
// or a carriage return): it is written with a leading apostrophe so that no spreadsheet ever
// evaluates it (OWASP "CSV injection"); numbers stay numbers. Imports drop that apostrophe again
// (sheet-values.ts).
import type ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { loadExcelJs } from './exceljs.ts';

export interface SheetColumn {
  header: string;
  /** Characters; the definition's pixel widths are divided by 7. */
  width?: number;
}

export type CellValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as written: a formula-like text behind an apostrophe. */
export function safeCell(value: CellValue): CellValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Sheet names may not contain : \ / ? * [ ] and are at most 31 characters. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** The sheet's columns as exceljs takes them: a column without a width gets one from its title. */
export function sheetColumns(columns: readonly SheetColumn[]): { header: string; width: number }[] {
  return columns.map((column) => ({ header: column.header, width: column.width ?? Math.max(12, column.header.length * 2 + 4) }));
}

/** The header row's look: bold, and kept in view while the rows scroll (fresh objects: exceljs keeps what it is given). */
export function headerFont(): Partial<ExcelJS.Font> {
  return { bold: true };
}

export function headerFrozen(): Partial<ExcelJS.WorksheetView>[] {
  return [{ state: 'frozen', ySplit: 1 }];
}

export async function writeWorkbook(
  name: string,
  columns: readonly SheetColumn[],
  rows: ReadonlyArray<readonly CellValue[]>,
  made: Date = new Date(),
): Promise<Buffer> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  workbook.creator = 'ceb-portal';
  workbook.created = made;
  workbook.modified = made;
  const sheet = workbook.addWorksheet(sheetName(name));
  sheet.columns = sheetColumns(columns);
  sheet.getRow(1).font = headerFont();
  sheet.views = headerFrozen();
  for (const row of rows) sheet.addRow(row.map(safeCell));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** When every template says it was made: a template's bytes depend on its columns only. */
export const TEMPLATE_MADE = new Date(Date.UTC(2024, 0, 1));

/**
 * A template (the header row only), byte for byte the same each time it is asked for, so that
 * the stored copy is reused (server/bills/files/generated-files.ts): exceljs stamps the workbook's
 * properties and every zip entry with the moment of writing, so the properties get a fixed
 * moment and the parts are zipped again with a fixed time (fflate, in exceljs' order, without
 * the directory entries).
 */
export async function writeTemplate(name: string, columns: readonly SheetColumn[]): Promise<Buffer> {
  const parts = unzipSync(await writeWorkbook(name, columns, [], TEMPLATE_MADE));
  const files = Object.fromEntries(Object.entries(parts).filter(([path]) => !path.endsWith('/')));
  return Buffer.from(zipSync(files, { level: 6, mtime: TEMPLATE_MADE }));
}
