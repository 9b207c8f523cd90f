// The first page of a list opened cold (bookmark, new tab, reload), asked as soon as its
// definition is in (issue 26 point 3): the list call then runs on the server while the browser
// is still building the page (a second of work on a slow machine), rather than after it. The
// list takes the answer when it asks the very same call (path and body) within a few seconds;
// any other call, or a later one, goes to the server as before. One answer serves one list.
import { post } from '../../http/index.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { listCallOf, openingQuery } from '#core/list/list-query.ts';
import { defaultFilterValues, describeFilters } from '#core/list/search-filters.ts';

/** Where a list's tab keeps its query across a reload (the tab's memory, by this name). */
export const KEPT_LIST_QUERY = 'listQuery';

/** How long an early answer waits for its list (ms): a list built later asks afresh. */
export const FIRST_ROWS_KEPT_MS = 10_000;

interface EarlyCall {
  answer: Promise<unknown>;
  at: number;
}

const early = new Map<string, EarlyCall>();

const keyOf = (path: string, body: unknown) => `${path}\n${JSON.stringify(body)}`;

/**
 * Asks the first page of `definition`'s list as the list page will: its tab's kept query (a
 * reload), else the default filters. `kept` is what the tab keeps under KEPT_LIST_QUERY.
 */
export function startFirstRows(definition: BillDefinition, kept: unknown, now: number = Date.now()): void {
  const filters = describeFilters(definition);
  const query = openingQuery(definition, filters, kept, defaultFilterValues(filters, new Date(now)));
  const { path, body } = listCallOf(definition, filters, query);
  const key = keyOf(path, body);
  for (const [other, call] of early) if (now - call.at > FIRST_ROWS_KEPT_MS) early.delete(other);
  if (early.has(key)) return;
  const answer = post<unknown>(path, body);
  // Nobody may take it (the user moved on): its failure is the HTTP layer's to report, not an unhandled rejection.
  answer.catch(() => {});
  early.set(key, { answer, at: now });
}

/** The early answer to exactly this call, once, if it was asked less than FIRST_ROWS_KEPT_MS ago. */
export function takeFirstRows(path: string, body: unknown, now: number = Date.now()): Promise<unknown> | null {
  const key = keyOf(path, body);
  const call = early.get(key);
  if (!call) return null;
  early.delete(key);
  return now - call.at <= FIRST_ROWS_KEPT_MS ? call.answer : null;
}

/** Drops every early answer (tests; a session change). */
export function forgetFirstRows(): void {
  early.clear();
}
