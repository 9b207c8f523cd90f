// Workbooks an attacker or a careless user sends: a "zip bomb" that passes for a workbook by its
// bytes but unpacks to far more than it weighs, and big but honest workbooks.
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';

const WORKBOOK_PARTS = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  'xl/workbook.xml':
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/** A workbook whose sheet unpacks to `megabytes` MB (whitespace), packed to a few KB. */
export function zipBomb(megabytes: number, header = '订单编号'): Buffer {
  const sheet = `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${header}</t></is></c></row>${' '.repeat(megabytes * 1024 * 1024)}</sheetData></worksheet>`;
  const files: Record<string, Uint8Array> = { 'xl/worksheets/sheet1.xml': strToU8(sheet) };
  for (const [name, text] of Object.entries(WORKBOOK_PARTS)) files[name] = strToU8(text);
  return Buffer.from(zipSync(files, { level: 9 }));
}

/** A header row and `rows` rows of `row(index)`. */
export async function bigWorkbook(header: string[], rows: number, row: (index: number) => unknown[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  sheet.addRow(header);
  for (let index = 0; index < rows; index += 1) sheet.addRow(row(index));
  return Buffer.from(await book.xlsx.writeBuffer());
}
