// The state of one list page: the query shown, the page of rows, the state counts, and loading
// flags. Every change runs one list call; the new query is kept only when its call succeeds, so
// a failed call leaves rows, page and filters as they were (the HTTP layer has said why).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRecordsChanged } from '../tab/recordsChanged.ts';
import { isHttpError, post } from '../../http/index.ts';
import { definitionModule, type BillDefinition } from '#core/definition/index.ts';
import { initialQuery, listCallOf, searchTermsOf, type ListQuery } from '#core/list/list-query.ts';
import { readListAnswer, type ListPage } from '#core/list/list-page.ts';
import type { FilterValues, SearchFilter } from '#core/list/search-filters.ts';
import { fetchStateCounts, type StateCount } from './stateCounts.ts';

export interface BillList {
  /** The query on screen: the one being fetched, else the last one that succeeded. */
  query: ListQuery;
  page: ListPage;
  loading: boolean;
  counts: readonly StateCount[] | null;
  countsLoading: boolean;
  /** Runs `change(query)`; resolves true when its rows arrived. */
  update(change: (query: ListQuery) => ListQuery): Promise<boolean>;
  /** Fetches the current query and the counts again (after an action changed bills). */
  reload(): Promise<boolean>;
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
  const committedRef = useRef(committed);
  const listSerial = useRef(0);
  const countSerial = useRef(0);

  const loadCounts = useCallback(
    async (query: ListQuery) => {
      const call = fetchStateCounts(definition, searchTermsOf(filters, query));
      if (!call) return;
      const serial = ++countSerial.current;
      setCountsLoading(true);
      try {
        const answer = await call;
        if (serial === countSerial.current) setCounts(answer);
      } catch (error) {
        if (!isHttpError(error)) throw error;
      } finally {
        if (serial === countSerial.current) setCountsLoading(false);
      }
    },
    [definition, filters],
  );

  const run = useCallback(
    async (next: ListQuery): Promise<boolean> => {
      const serial = ++listSerial.current;
      setPending(next);
      const { path, body } = listCallOf(definition, filters, next);
      try {
        const answer = await post<unknown>(path, body);
        if (serial !== listSerial.current) return false;
        committedRef.current = next;
        setCommitted(next);
        setPage(readListAnswer(answer, next.pageIndex, next.pageSize));
        return true;
      } catch (error) {
        if (!isHttpError(error)) throw error;
        return false;
      } finally {
        if (serial === listSerial.current) setPending(null);
      }
    },
    [definition, filters],
  );

  const update = useCallback(
    async (change: (query: ListQuery) => ListQuery) => {
      const before = committedRef.current;
      const next = change(before);
      const arrived = await run(next);
      // Counts follow the search terms, once the list has accepted them.
      if (arrived && !sameTerms(before, next, filters)) void loadCounts(next);
      return arrived;
    },
    [filters, loadCounts, run],
  );

  const reload = useCallback(() => {
    void loadCounts(committedRef.current);
    return run(committedRef.current);
  }, [loadCounts, run]);

  useEffect(() => {
    void reload();
  }, [reload]);
  // A record added elsewhere (a work ticket from its form) shows without 查询.
  useRecordsChanged(definitionModule(definition.ui), () => void reload());

  return useMemo(
    () => ({ query: pending ?? committed, page, loading: pending !== null, counts, countsLoading, update, reload }),
    [pending, committed, page, counts, countsLoading, update, reload],
  );
}
