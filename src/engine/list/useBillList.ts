// The state of one list page: the query shown, the page of rows, the state counts, and loading
// flags. Every change runs one list call; the new query is kept only when its call succeeds, so
// a failed call leaves rows, page and filters as they were (the HTTP layer has said why).
// The counts follow what the rows show (issue 23 point 5): new search terms and every 查询
// count again; an Excel file query brings the counts of what its files found (and the numbers
// that found nothing), and leaving it counts the search again. `refresh` asks the counts alone
// and reloads the rows only when they moved (receipts changed states while the list was open).
// Rows first (issue 26 point 1): the rows come without the exact total, which a second call
// counts; the pager says 统计中 meanwhile, and a total is reused while only the page or the sort
// changes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRecordsChanged } from '../tab/recordsChanged.ts';
import { isHttpError, post } from '../../http/index.ts';
import { definitionModule, type BillDefinition } from '#core/definition/index.ts';
import { initialQuery, listCallOf, searchTermsOf, totalCallOf, type ListQuery } from '#core/list/list-query.ts';
import { readListAnswer, readListTotal, withTotal, type ListPage } from '#core/list/list-page.ts';
import type { FilterValues, SearchFilter } from '#core/list/search-filters.ts';
import { readFileQueryPage, readFileQueryResult, type FileQueryResult } from './fileQueryResult.ts';
import { fetchStateCounts, sameCounts, type StateCount } from './stateCounts.ts';
import { takeFirstRows } from './firstRows.ts';

export interface BillList {
  /** The query on screen: the one being fetched, else the last one that succeeded. */
  query: ListQuery;
  page: ListPage;
  loading: boolean;
  counts: readonly StateCount[] | null;
  countsLoading: boolean;
  /** What the Excel file query on show found beyond its rows (null without one). */
  fileResult: FileQueryResult | null;
  /**
   * Runs `change(query)`; resolves true when its rows arrived. The counts are asked again when
   * the search terms changed, or always with `recount` (查询).
   */
  update(change: (query: ListQuery) => ListQuery, options?: { recount?: boolean }): Promise<boolean>;
  /** Fetches the current query and the counts again (after an action changed bills). */
  reload(): Promise<boolean>;
  /**
   * Asks the counts of the current search again and, only when they moved, the rows too;
   * resolves true when the rows were reloaded. Nothing while a call runs or a file query shows.
   */
  refresh(): Promise<boolean>;
}

const EMPTY_PAGE: ListPage = { rows: [], total: 0, estimated: false };

function sameTerms(a: ListQuery, b: ListQuery, filters: readonly SearchFilter[]): boolean {
  return JSON.stringify(searchTermsOf(filters, a)) === JSON.stringify(searchTermsOf(filters, b));
}

/** `start` is the query the list opens with (a kept one after a reload), else the defaults'. */
export function useBillList(definition: BillDefinition, filters: readonly SearchFilter[], defaults: FilterValues, start?: ListQuery): BillList {
  const [committed, setCommitted] = useState<ListQuery>(() => start ?? initialQuery(definition, defaults));
  const [pending, setPending] = useState<ListQuery | null>(null);
  const [page, setPage] = useState<ListPage>(EMPTY_PAGE);
  const [counts, setCounts] = useState<readonly StateCount[] | null>(null);
  const [countsLoading, setCountsLoading] = useState(false);
  const [fileResult, setFileResult] = useState<FileQueryResult | null>(null);
  const committedRef = useRef(committed);
  const countsRef = useRef(counts);
  const listSerial = useRef(0);
  const countSerial = useRef(0);
  const pendingRef = useRef(false);
  const countingRef = useRef(false);
  /** The last exact total and the search it counted. */
  const totalKept = useRef<{ key: string; total: number } | null>(null);

  const showCounts = useCallback((next: readonly StateCount[] | null) => {
    countsRef.current = next;
    setCounts(next);
  }, []);

  const loadCounts = useCallback(
    async (query: ListQuery) => {
      const call = fetchStateCounts(definition, searchTermsOf(filters, query));
      if (!call) return;
      const serial = ++countSerial.current;
      setCountsLoading(true);
      countingRef.current = true;
      try {
        const answer = await call;
        if (serial === countSerial.current) showCounts(answer);
      } catch (error) {
        if (!isHttpError(error)) throw error;
      } finally {
        if (serial === countSerial.current) {
          setCountsLoading(false);
          countingRef.current = false;
        }
      }
    },
    [definition, filters, showCounts],
  );

  /** Counts the rows of list call `serial` (`next`), unless the same search was counted and `recount` is false. */
  const countTotal = useCallback(
    async (serial: number, next: ListQuery, recount: boolean) => {
      const call = totalCallOf(definition, filters, next);
      if (!call) return;
      const kept = totalKept.current;
      if (!recount && kept?.key === call.key) {
        setPage((shown) => withTotal(shown, kept.total));
        return;
      }
      let total: number | null = null;
      try {
        total = readListTotal(await post<unknown>(call.path, call.body));
      } catch (error) {
        if (!isHttpError(error)) throw error;
      }
      if (serial !== listSerial.current) return;
      if (total === null) {
        // The HTTP layer has said why; the pager keeps its estimate.
        setPage((shown) => ({ ...shown, counting: false }));
        return;
      }
      const counted = total;
      totalKept.current = { key: call.key, total: counted };
      setPage((shown) => withTotal(shown, counted));
    },
    [definition, filters],
  );

  const run = useCallback(
    async (next: ListQuery, recountTotal = false): Promise<boolean> => {
      const serial = ++listSerial.current;
      setPending(next);
      pendingRef.current = true;
      const { path, body } = listCallOf(definition, filters, next);
      try {
        // A list opened cold may find its first page asked already (firstRows.ts).
        const answer = await (takeFirstRows(path, body) ?? post<unknown>(path, body));
        if (serial !== listSerial.current) return false;
        committedRef.current = next;
        setCommitted(next);
        if (next.fileQuery) {
          const result = readFileQueryResult(answer);
          setPage(readFileQueryPage(answer, next.pageIndex, next.pageSize));
          setFileResult(result);
          // The counts of what the files found replace the search's (a count still on its way is dropped).
          countSerial.current += 1;
          countingRef.current = false;
          setCountsLoading(false);
          showCounts(result.counts);
        } else {
          const rows = readListAnswer(answer, next.pageIndex, next.pageSize);
          setPage(rows);
          setFileResult(null);
          if (rows.counting) void countTotal(serial, next, recountTotal);
        }
        return true;
      } catch (error) {
        if (!isHttpError(error)) throw error;
        return false;
      } finally {
        if (serial === listSerial.current) {
          setPending(null);
          pendingRef.current = false;
        }
      }
    },
    [definition, filters, showCounts, countTotal],
  );

  const update = useCallback(
    async (change: (query: ListQuery) => ListQuery, options?: { recount?: boolean }) => {
      const before = committedRef.current;
      const next = change(before);
      const arrived = await run(next, options?.recount === true);
      // Counts follow the search terms, once the list has accepted them; a file query brought its own.
      const recount = options?.recount === true || before.fileQuery !== null || !sameTerms(before, next, filters);
      if (arrived && !next.fileQuery && recount) void loadCounts(next);
      return arrived;
    },
    [filters, loadCounts, run],
  );

  const reload = useCallback(() => {
    if (!committedRef.current.fileQuery) void loadCounts(committedRef.current);
    return run(committedRef.current, true);
  }, [loadCounts, run]);

  const refresh = useCallback(async () => {
    const query = committedRef.current;
    if (pendingRef.current || countingRef.current || query.fileQuery) return false;
    const call = fetchStateCounts(definition, searchTermsOf(filters, query));
    if (!call) return false;
    const serial = countSerial.current;
    let answer: StateCount[];
    try {
      answer = await call;
    } catch (error) {
      if (!isHttpError(error)) throw error;
      return false;
    }
    // A search, a page or a count started meanwhile: theirs is the newer truth.
    if (serial !== countSerial.current || committedRef.current !== query || pendingRef.current) return false;
    if (sameCounts(countsRef.current, answer)) return false;
    showCounts(answer);
    return run(query, true);
  }, [definition, filters, run, showCounts]);

  useEffect(() => {
    void reload();
  }, [reload]);
  // A record added elsewhere (a work ticket from its form) shows without 查询.
  useRecordsChanged(definitionModule(definition.ui), () => void reload());

  return useMemo(
    () => ({ query: pending ?? committed, page, loading: pending !== null, counts, countsLoading, fileResult, update, reload, refresh }),
    [pending, committed, page, counts, countsLoading, fileResult, update, reload, refresh],
  );
}
