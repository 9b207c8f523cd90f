// Reads the first sheet of an uploaded workbook: the header row (titles) and the data rows with
// their row numbers as Excel shows them. Cell values are reduced to text, numbers and dates
// (formulas give their result, rich text its plain text).
import ExcelJS from 'exceljs';

export interface SheetRow {
  /** 1-based, as Excel numbers rows: the first data row is 2. */
  rowNumber: number;
  cells: unknown[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

function plainValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return plainValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return plainValue(value.text as ExcelJS.CellValue);
    if ('error' in value) return null;
    return null;
  }
  return value;
}

function isBlankRow(cells: unknown[]): boolean {
  return cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));
}

/** The first sheet, or null when the file is no readable workbook or has no header. */
export async function readFirstSheet(content: Buffer): Promise<Sheet | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount === 0) return null;
  const width = sheet.getRow(1).cellCount;
  const header = Array.from({ length: width }, (_unused, index) => String(plainValue(sheet.getRow(1).getCell(index + 1).value) ?? '').trim());
  if (header.every((title) => title === '')) return null;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Array.from({ length: width }, (_unused, index) => plainValue(row.getCell(index + 1).value));
    if (!isBlankRow(cells)) rows.push({ rowNumber, cells });
  });
  return { header, rows };
}
