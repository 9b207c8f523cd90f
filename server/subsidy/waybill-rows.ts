// The rows of a waybill import checked one by one (bill-families-and-screens.md §3.5, §5 "Waybill
// import"; docs/subsidy.md). The columns — field, title, kind, length, pattern, required — come
// from the other-rewardBill definition (waybill-columns.ts); the header row is matched by title.
// Every problem is named by row and title (第3行「总运单号」：…); the first MAX_SHOWN_PROBLEMS are
// kept and all are counted. Pure: runs in a worker thread (tasks/import-waybills.ts).
import type { Sheet } from '../bills/excel/read-workbook.ts';
import { isBlank } from '#core/values.ts';

export const MAX_SHOWN_PROBLEMS = 100;
/** Decimals a gross weight may have (kg to the gram; decision, docs/subsidy.md). */
export const WEIGHT_DECIMALS = 3;

export interface WaybillColumn {
  field: string;
  title: string;
  kind: 'text' | 'date' | 'dateTime' | 'decimal';
  maxLength?: number;
  pattern?: string;
  required: boolean;
  /** The field names the master bill number (总运单号): sub-waybill numbers are refused. */
  masterBill?: boolean;
}

export interface RowProblem {
  row: number;
  message: string;
}

export type CheckedRows =
  { ok: true; rows: string[][]; rowNumbers: number[] } | { ok: false; problems: RowProblem[]; count: number } | { ok: false; template: string[] };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A real calendar date-time from its parts, or null. */
function dateTimeText(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): string | null {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

const DATE_TEXT = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

/** A cell as yyyy-MM-dd HH:mm:ss: a date cell (its wall clock, read as UTC) or a text. */
function dateTimeOf(cell: unknown): string | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    return dateTimeText(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate(), cell.getUTCHours(), cell.getUTCMinutes(), cell.getUTCSeconds());
  }
  const match = DATE_TEXT.exec(String(cell).trim());
  if (!match) return null;
  const [, y, m, d, h = '0', mi = '0', s = '0'] = match;
  return dateTimeText(Number(y), Number(m), Number(d), Number(h), Number(mi), Number(s));
}

/** A decimal text from a cell: numbers as JavaScript writes them shortest (12.5, not 12.4999…). */
function decimalOf(cell: unknown): string | null {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return null;
    const text = String(cell);
    return /^\d+(\.\d+)?$/.test(text) ? text : null;
  }
  const text = String(cell).trim();
  return /^\d+(\.\d+)?$/.test(text) ? text : null;
}

function textOf(cell: unknown): string {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  if (cell instanceof Date) return dateTimeOf(cell) ?? '';
  return String(cell).trim();
}

/**
 * A master air waybill number (总运单号, decision in docs/subsidy.md): a 3-digit airline prefix,
 * an optional hyphen and an 8-digit serial whose last digit is the first seven modulo 7 (the IATA
 * check digit). Anything else — a forwarder's house or sub-waybill number (分运单号) — is refused.
 * Answers the number written NNN-NNNNNNNN, or null.
 */
export function masterBillNo(text: string): string | null {
  const match = /^(\d{3})-?(\d{8})$/.exec(text);
  if (!match) return null;
  const serial = match[2];
  if (Number(serial.slice(0, 7)) % 7 !== Number(serial[7])) return null;
  return `${match[1]}-${serial}`;
}

export const SUB_WAYBILL = '只能填写总运单号（3 位航空公司代码加 8 位序号，如 784-12345675），不能填写分运单号';

function requiredText(column: WaybillColumn): string {
  return `请填写${column.title}`;
}

const patterns = new Map<string, RegExp>();
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) patterns.set(source, (pattern = new RegExp(source, 'u')));
  return pattern;
}

/** The value to store, or the problem's text. */
function cellValue(column: WaybillColumn, cell: unknown): { value: string } | { problem: string } {
  if (isBlank(cell)) return column.required ? { problem: requiredText(column) } : { value: '' };
  switch (column.kind) {
    case 'dateTime': {
      const value = dateTimeOf(cell);
      return value ? { value } : { problem: `${column.title}不是有效的日期时间（如 2026-11-24 08:30:00）` };
    }
    case 'date': {
      const value = dateTimeOf(cell);
      return value ? { value: value.slice(0, 10) } : { problem: `${column.title}不是有效的日期（如 2026-11-24）` };
    }
    case 'decimal': {
      const value = decimalOf(cell);
      const [whole, fraction = ''] = (value ?? '').split('.');
      if (value === null || fraction.length > WEIGHT_DECIMALS || whole.length > 12) {
        return { problem: `${column.title}须为数字，最多 ${WEIGHT_DECIMALS} 位小数` };
      }
      if (!/[1-9]/.test(value)) return { problem: `${column.title}须大于 0` };
      return { value: `${BigInt(whole)}${fraction.replace(/0+$/, '') ? `.${fraction.replace(/0+$/, '')}` : ''}` };
    }
    default: {
      const text = textOf(cell);
      if (text === '') return column.required ? { problem: requiredText(column) } : { value: '' };
      if (column.maxLength !== undefined && [...text].length > column.maxLength) return { problem: `${column.title}长度不能超过${column.maxLength}个字符` };
      if (column.masterBill) {
        const master = masterBillNo(text);
        return master ? { value: master } : { problem: SUB_WAYBILL };
      }
      if (column.pattern !== undefined && !patternOf(column.pattern).test(text)) return { problem: `${column.title}格式不正确` };
      return { value: text };
    }
  }
}

export interface CheckProgress {
  /** Called now and then with the rows checked so far. */
  (checked: number): void;
}

/** Checks every row; answers the values in column order, or the problems, or the missing titles. */
export function checkWaybillRows(sheet: Sheet, columns: readonly WaybillColumn[], progress?: CheckProgress): CheckedRows {
  const indexes = columns.map((column) => sheet.header.indexOf(column.title));
  const missing = columns.filter((_column, i) => indexes[i] < 0).map((column) => column.title);
  if (missing.length > 0) return { ok: false, template: missing };
  const master = columns.findIndex((column) => column.masterBill);
  const seen = new Map<string, number>();
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  const problems: RowProblem[] = [];
  let count = 0;
  const problem = (row: number, title: string, text: string) => {
    count += 1;
    if (problems.length < MAX_SHOWN_PROBLEMS) problems.push({ row, message: `第${row}行「${title}」：${text}` });
  };
  sheet.rows.forEach((row, n) => {
    const values: string[] = [];
    columns.forEach((column, i) => {
      const checked = cellValue(column, row.cells[indexes[i]]);
      if ('problem' in checked) problem(row.rowNumber, column.title, checked.problem);
      else values.push(checked.value);
    });
    if (values.length === columns.length && master >= 0) {
      const first = seen.get(values[master]);
      if (first !== undefined) problem(row.rowNumber, columns[master].title, `${values[master]} 与第${first}行重复`);
      else seen.set(values[master], row.rowNumber);
    }
    // Once a row is refused nothing is stored: keep only what the answer shows.
    if (count === 0) {
      rows.push(values);
      rowNumbers.push(row.rowNumber);
    }
    if (progress && n % 500 === 499) progress(n + 1);
  });
  progress?.(sheet.rows.length);
  return count > 0 ? { ok: false, problems, count } : { ok: true, rows, rowNumbers };
}
