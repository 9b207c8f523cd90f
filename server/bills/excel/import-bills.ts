// Import (spec §7.3): the rows of a filled template become bills in the draft state. Every row
// is validated with the family's schema; one bad row stores nothing, and the answer names each
// problem by row and column: 第3行「订单编号」：请填写订单编号 (the first MAX_SHOWN_PROBLEMS of
// them, with the count of all). Rows sharing a link value (the same 订单编号) are one bill with
// one line per row. Runs in a worker thread (server/workers/tasks/import-workbook.ts).
import type { FieldProblem } from '#core/definition/index.ts';
import type { BillFamily } from '../family.ts';
import type { DictionaryValues } from '../options/dictionaries.ts';
import { validateBill, type BillData } from '../validation/validate-bill.ts';
import type { Sheet, SheetRow } from './read-workbook.ts';
import { sheetValue } from './sheet-values.ts';
import { templateColumns, type TemplateColumn } from './template-columns.ts';

export const MAX_IMPORT_ROWS = 20_000;
/** Problems an answer lists at most; the rest are only counted. */
export const MAX_SHOWN_PROBLEMS = 100;

export interface RowProblem {
  row: number;
  field: string;
  title: string;
  message: string;
}

/** The sheet rows of one imported bill: its first row, and the row of each of its lines. */
export interface BillRows {
  head: number;
  lines: number[];
}

export type ParsedImport =
  { ok: true; bills: BillData[]; rows: BillRows[] } | { ok: false; problems: RowProblem[]; problemCount: number } | { ok: false; template: true };

interface Group {
  rows: SheetRow[];
  lineRows: SheetRow[];
}

function columnIndexes(sheet: Sheet, columns: TemplateColumn[]): Map<TemplateColumn, number> {
  const found = new Map<TemplateColumn, number>();
  for (const column of columns) {
    const index = sheet.header.indexOf(column.title);
    if (index >= 0) found.set(column, index);
  }
  return found;
}

function partOf(row: SheetRow, indexes: Map<TemplateColumn, number>, part: 'head' | 'line', dictionaries: DictionaryValues) {
  const out: Record<string, unknown> = {};
  for (const [column, index] of indexes) {
    if (column.part !== part) continue;
    const value = sheetValue(column.field, row.cells[index], dictionaries);
    if (value !== undefined) out[column.field.name] = value;
  }
  return out;
}

function groupRows(family: BillFamily, sheet: Sheet, indexes: Map<TemplateColumn, number>, dictionaries: DictionaryValues): Group[] {
  const linkIndex = [...indexes].find(([column]) => column.part === 'head' && column.field.name === family.link.name)?.[1];
  const groups = new Map<string, Group>();
  const ungrouped: Group[] = [];
  for (const row of sheet.rows) {
    const key = linkIndex === undefined || !family.lineTable ? '' : String(row.cells[linkIndex] ?? '').trim();
    const group = key === '' ? undefined : groups.get(key);
    const target = group ?? { rows: [], lineRows: [] };
    if (!group && key === '') ungrouped.push(target);
    else if (!group) groups.set(key, target);
    target.rows.push(row);
    if (Object.keys(partOf(row, indexes, 'line', dictionaries)).length > 0) target.lineRows.push(row);
  }
  return [...groups.values(), ...ungrouped].sort((a, b) => a.rows[0].rowNumber - b.rows[0].rowNumber);
}

function titleOf(columns: TemplateColumn[], problem: FieldProblem, line: boolean): string {
  return columns.find((column) => column.field.name === problem.field && (column.part === 'line') === line)?.title ?? problem.title;
}

export function parseImport(family: BillFamily, sheet: Sheet, dictionaries: DictionaryValues): ParsedImport {
  const columns = templateColumns(family);
  const indexes = columnIndexes(sheet, columns);
  if (indexes.size === 0) return { ok: false, template: true };
  const bills: BillData[] = [];
  const rows: BillRows[] = [];
  const problems: RowProblem[] = [];
  let problemCount = 0;
  for (const group of groupRows(family, sheet, indexes, dictionaries)) {
    const body: BillData = partOf(group.rows[0], indexes, 'head', dictionaries);
    if (family.lineTable) body.lines = group.lineRows.map((row) => partOf(row, indexes, 'line', dictionaries));
    const checked = validateBill(family, body, dictionaries);
    if (checked.ok) {
      // Once a row is refused nothing will be stored: keep only what the answer shows.
      if (problemCount === 0) {
        bills.push(checked.data);
        rows.push({ head: group.rows[0].rowNumber, lines: group.lineRows.map((row) => row.rowNumber) });
      }
      continue;
    }
    problemCount += checked.problems.length;
    for (const problem of checked.problems) {
      if (problems.length >= MAX_SHOWN_PROBLEMS) break;
      const line = problem.line !== undefined;
      const row = line ? (group.lineRows[problem.line as number] ?? group.rows[0]).rowNumber : group.rows[0].rowNumber;
      const title = titleOf(columns, problem, line);
      problems.push({ row, field: problem.field, title, message: `第${row}行「${title}」：${problem.text}` });
    }
  }
  problems.sort((a, b) => a.row - b.row);
  return problemCount > 0 ? { ok: false, problems, problemCount } : { ok: true, bills, rows };
}

/** A problem found after the sheet was read (a link naming no bill), at its row and column. */
export function rowProblemAt(family: BillFamily, rows: BillRows, problem: FieldProblem): RowProblem {
  const line = problem.line !== undefined;
  const row = line ? (rows.lines[problem.line as number] ?? rows.head) : rows.head;
  const title = titleOf(templateColumns(family), problem, line);
  return { row, field: problem.field, title, message: `第${row}行「${title}」：${problem.text}` };
}
