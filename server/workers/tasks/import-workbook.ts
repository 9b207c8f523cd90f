// An import's workbook read and checked in a worker thread (issue "Hardening" 1): the bounded
// reader stops at the import's row limit, at the unpacked-size limit, or on a malformed file,
// and every row is validated with the family's schema; the request thread only stores what
// comes back. The answer is the bills to store, or the first problems and their count, or why
// the file cannot be read.
import { MSG_QUERY_FILE_NOT_EXCEL } from '#core/messages.ts';
import { parseImport, type BillRows, type RowProblem } from '../../bills/excel/import-bills.ts';
import { readFirstSheet, type SheetLimits } from '../../bills/excel/read-workbook.ts';
import { EMPTY_FILE } from '../../bills/excel/file-query.ts';
import { templateColumns } from '../../bills/excel/template-columns.ts';
import { dictionaryValuesOf, type DictionaryRow } from '../../bills/options/dictionaries.ts';
import type { BillData } from '../../bills/validation/validate-bill.ts';
import { workerFamily } from '../worker-families.ts';

export interface ImportInput {
  schemaDir: string;
  familyId: string;
  content: Uint8Array;
  dictionaries: DictionaryRow[];
  maxRows: number;
  maxUnpackedBytes: number;
}

export type ImportOutput =
  { kind: 'bills'; bills: BillData[]; rows: BillRows[] } | { kind: 'problems'; problems: RowProblem[]; count: number } | { kind: 'refused'; message: string };

export const OLD_EXCEL = '暂不支持导入.xls格式的文件，请在Excel中另存为.xlsx后再导入';
export const BAD_TEMPLATE = MSG_QUERY_FILE_NOT_EXCEL;

export function tooManyRowsText(maxRows: number): string {
  return `导入数据不能超过${maxRows}行`;
}

export function tooLargeText(maxUnpackedBytes: number): string {
  return `文件解压后超过${Math.round(maxUnpackedBytes / 1024 / 1024)}MB，请分批导入`;
}

export function importWorkbook(input: ImportInput): ImportOutput {
  const family = workerFamily(input.schemaDir, input.familyId);
  // Columns right of what a template can hold are never read; a header may put them in any order.
  const limits: SheetLimits = {
    maxRows: input.maxRows,
    maxColumns: Math.max(256, templateColumns(family).length * 2),
    maxUnpackedBytes: input.maxUnpackedBytes,
  };
  const reading = readFirstSheet(input.content, limits);
  if (!reading.ok) {
    const messages = {
      unreadable: EMPTY_FILE,
      oldFormat: OLD_EXCEL,
      tooManyRows: tooManyRowsText(input.maxRows),
      tooLarge: tooLargeText(input.maxUnpackedBytes),
    };
    return { kind: 'refused', message: messages[reading.reason] };
  }
  if (reading.sheet.rows.length === 0) return { kind: 'refused', message: EMPTY_FILE };
  const parsed = parseImport(family, reading.sheet, dictionaryValuesOf(input.dictionaries));
  if (parsed.ok) return { kind: 'bills', bills: parsed.bills, rows: parsed.rows };
  if ('template' in parsed) return { kind: 'refused', message: BAD_TEMPLATE };
  return { kind: 'problems', problems: parsed.problems, count: parsed.problemCount };
}
