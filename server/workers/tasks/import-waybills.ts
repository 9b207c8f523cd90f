// A subsidy waybill import read and checked in a worker thread (docs/subsidy.md): the bounded
// streaming reader (bills/excel/read-workbook.ts) stops at the row limit, the unpacked-size limit
// or a malformed file; every row is checked against the import's columns (from the
// other-rewardBill definition). Progress goes to a SharedArrayBuffer the request thread reads
// while this runs (PROGRESS_SLOTS). The answer is the values to store, or the first problems and
// their count, or why the file cannot be read.
import { EMPTY_FILE } from '../../bills/excel/file-query.ts';
import { readFirstSheet } from '../../bills/excel/read-workbook.ts';
import { checkWaybillRows, type RowProblem, type WaybillColumn } from '../../subsidy/waybill-rows.ts';
import { OLD_EXCEL, tooLargeText } from './import-workbook.ts';

/** Int32 slots of the progress buffer. */
export const PROGRESS_SLOTS = { phase: 0, read: 1, total: 2, checked: 3 } as const;
export const PROGRESS_LENGTH = 4;
export const PHASES = ['read', 'check', 'store'] as const;

export interface WaybillImportInput {
  content: Uint8Array;
  columns: WaybillColumn[];
  maxRows: number;
  maxUnpackedBytes: number;
  progress: SharedArrayBuffer;
}

export type WaybillImportOutput =
  { kind: 'rows'; rows: string[][]; rowNumbers: number[] } | { kind: 'problems'; problems: RowProblem[]; count: number } | { kind: 'refused'; message: string };

export function tooManyWaybills(maxRows: number): string {
  return `每个工作表最多导入${maxRows}行运单数据，请分批导入`;
}

export function badTemplate(missing: readonly string[]): string {
  return `数据格式不正确或者模板不正确：缺少列 ${missing.join('、')}，请下载模板填写`;
}

export function importWaybills(input: WaybillImportInput): WaybillImportOutput {
  const progress = new Int32Array(input.progress);
  Atomics.store(progress, PROGRESS_SLOTS.total, -1);
  const reading = readFirstSheet(input.content, {
    maxRows: input.maxRows,
    maxColumns: Math.max(64, input.columns.length * 4),
    maxUnpackedBytes: input.maxUnpackedBytes,
    onRow: (rows) => Atomics.store(progress, PROGRESS_SLOTS.read, rows),
    onDimension: (rows) => Atomics.store(progress, PROGRESS_SLOTS.total, Math.min(rows, input.maxRows + 1)),
  });
  if (!reading.ok) {
    const messages = {
      unreadable: EMPTY_FILE,
      oldFormat: OLD_EXCEL,
      tooManyRows: tooManyWaybills(input.maxRows),
      tooLarge: tooLargeText(input.maxUnpackedBytes),
    };
    return { kind: 'refused', message: messages[reading.reason] };
  }
  const { sheet } = reading;
  Atomics.store(progress, PROGRESS_SLOTS.read, sheet.rows.length);
  Atomics.store(progress, PROGRESS_SLOTS.total, sheet.rows.length);
  Atomics.store(progress, PROGRESS_SLOTS.phase, 1);
  if (sheet.rows.length === 0) return { kind: 'refused', message: EMPTY_FILE };
  const checked = checkWaybillRows(sheet, input.columns, (rows) => Atomics.store(progress, PROGRESS_SLOTS.checked, rows));
  if (checked.ok) return { kind: 'rows', rows: checked.rows, rowNumbers: checked.rowNumbers };
  if ('template' in checked) return { kind: 'refused', message: badTemplate(checked.template) };
  return { kind: 'problems', problems: checked.problems, count: checked.count };
}
