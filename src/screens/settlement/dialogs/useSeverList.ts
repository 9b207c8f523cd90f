// The write-off picker's rows: /declarel/severList for the current page and terms. A failed call
// leaves the table empty (the HTTP layer has said why); a newer query wins over a late answer.
// Loading is "the last answer is not for this query".
import { useEffect, useState } from 'react';
import type { BillRow } from '#core/list/list-page.ts';
import { querySeverList, type SeverListQuery } from './settlementDialogApi.ts';

export interface SeverListState {
  rows: readonly BillRow[];
  total: number;
  loading: boolean;
}

interface Answer {
  query: SeverListQuery | null;
  rows: readonly BillRow[];
  total: number;
}

const EMPTY: readonly BillRow[] = [];

export function useSeverList(query: SeverListQuery): SeverListState {
  const [answer, setAnswer] = useState<Answer>({ query: null, rows: EMPTY, total: 0 });
  useEffect(() => {
    let current = true;
    querySeverList(query).then(
      (list) => current && setAnswer({ query, rows: list.datas ?? EMPTY, total: Number(list.total ?? 0) }),
      () => current && setAnswer({ query, rows: EMPTY, total: 0 }),
    );
    return () => {
      current = false;
    };
  }, [query]);
  return { rows: answer.rows, total: answer.total, loading: answer.query !== query };
}
