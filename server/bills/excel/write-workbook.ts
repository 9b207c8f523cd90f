// A one-sheet workbook: a bold header row of titles, then the rows. Used for exports and for
// the templates users fill in. A text a user typed may begin like a formula (=, +, -, @, a tab
// or a carriage return): it is written with a leading apostrophe so that no spreadsheet ever
// evaluates it (OWASP "CSV injection"); numbers stay numbers. Imports drop that apostrophe again
// (sheet-values.ts).
import ExcelJS from 'exceljs';

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
function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}

export async function writeWorkbook(name: string, columns: readonly SheetColumn[], rows: ReadonlyArray<readonly CellValue[]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ceb-portal';
  const sheet = workbook.addWorksheet(sheetName(name));
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? Math.max(12, column.header.length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(row.map(safeCell));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
