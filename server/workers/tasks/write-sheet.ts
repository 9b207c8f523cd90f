// A one-sheet workbook written in a worker thread (the statistics and subsidy exports: exceljs on
// ten thousand rows takes long enough to hold up other requests): the rows come in, only the
// file's bytes go back (moved).
import { writeWorkbook, type CellValue, type SheetColumn } from '../../bills/excel/write-workbook.ts';
import { movedBytes } from '../moved-bytes.ts';

export interface WriteSheetInput {
  name: string;
  columns: SheetColumn[];
  rows: CellValue[][];
}

export async function writeSheet(input: WriteSheetInput): Promise<Uint8Array> {
  return movedBytes(await writeWorkbook(input.name, input.columns, input.rows));
}
