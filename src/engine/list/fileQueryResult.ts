// What an Excel file query answers besides its page (server/bills/excel/file-query-answer.ts,
// issue 23 point 5): the state counts of the bills the files found — the state filter shows
// them instead of the whole list's — and the numbers in the files that matched no bill.
import { readListAnswer, type ListPage } from '#core/list/list-page.ts';
import type { StateCount } from './stateCounts.ts';

export interface FileQueryResult {
  /** null when the server sent none (the state filter then shows no numbers). */
  counts: StateCount[] | null;
  /** The first of the numbers that matched nothing, in the files' order. */
  unmatched: string[];
  /** How many numbers matched nothing (may exceed `unmatched.length`). */
  unmatchedCount: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function readFileQueryResult(answer: unknown): FileQueryResult {
  if (!isRecord(answer)) return { counts: null, unmatched: [], unmatchedCount: 0 };
  const counts = Array.isArray(answer.stateCounts) ? (answer.stateCounts.filter(isRecord) as unknown as StateCount[]) : null;
  const unmatched = Array.isArray(answer.unmatched) ? answer.unmatched.map(String) : [];
  const count = Number(answer.unmatchedCount);
  return { counts, unmatched, unmatchedCount: Number.isSafeInteger(count) && count >= unmatched.length ? count : unmatched.length };
}

/** The page of a file query: a simple-paging family's answer has no total (the client estimates it, spec §7.2). */
export function readFileQueryPage(answer: unknown, pageIndex: number, pageSize: number): ListPage {
  const simple = isRecord(answer) && Array.isArray(answer.datas) && typeof answer.total !== 'number';
  return readListAnswer(simple ? answer.datas : answer, pageIndex, pageSize);
}
