// /statistics (bill-families-and-screens.md §2, §5 "Statistics", §7; docs/statistics.md): loads
// the page's definition, checks the terms before any call (the required dates and business mode,
// the one-year range: the spec's messages, as warnings), queries the current tab with the chosen
// sort and page, and exports the same terms (the answered downloadUri opens in a new window).
// A refusal keeps everything typed; the HTTP layer says why.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Result, Spin } from 'antd';
import { toSnakeCase, type BillDefinition } from '#core/definition/index.ts';
import { statisticsOf, statisticsProblem, statisticsTerms, type StatisticsAnswer } from '#core/statistics.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import { useBillDefinition } from '../../engine/list/useBillDefinition.ts';
import { useDictionary } from '../../engine/form/dictionaryStore.ts';
import { useButtonCodes } from '../../engine/permissions/index.ts';
import { exportStatistics, queryStatistics, type StatisticsRequest } from './statisticsApi.ts';
import { StatisticsView, type StatisticsSort, type StatisticsStatus, type StatisticsValues } from './StatisticsView.tsx';

export const STATISTICS_ROUTE = '/statistics';
export const MSG_EXPORT_FAILED = '导出失败';

export function StatisticsScreen(_props: Partial<ScreenProps>) {
  const lookup = useBillDefinition(STATISTICS_ROUTE);
  if (lookup.status === 'loading') return <Spin style={{ display: 'block', margin: 48 }} aria-label="加载中" />;
  if (lookup.status === 'missing') return <Result status="warning" title={lookup.message} />;
  if (lookup.status === 'failed') return <Result status="error" title="页面定义加载失败" extra={<Button onClick={lookup.retry}>重试</Button>} />;
  return <StatisticsPage definition={lookup.definition} />;
}

function useFilterOptions(definition: BillDefinition) {
  const statistics = statisticsOf(definition.ui);
  const filters = definition.ui.list.filters.filter((filter) => filter.op === 'eq' && filter.field !== statistics.tabField);
  // At most a few select filters; one hook each, in the definition's (fixed) order.
  const first = filters[0];
  const second = filters[1];
  const firstItems = useDictionary(first && (first.dictionary ?? definition.schema.properties[first.field]?.['x-dictionary'])).items;
  const secondItems = useDictionary(second && (second.dictionary ?? definition.schema.properties[second.field]?.['x-dictionary'])).items;
  return useMemo(() => {
    const options: Record<string, typeof firstItems> = {};
    if (first) options[first.field] = firstItems;
    if (second) options[second.field] = secondItems;
    return options;
  }, [first, second, firstItems, secondItems]);
}

function StatisticsPage({ definition }: { definition: BillDefinition }) {
  const { message } = App.useApp();
  const statistics = statisticsOf(definition.ui);
  const { hasButton } = useButtonCodes(STATISTICS_ROUTE);
  const exportCode = definition.ui.buttons.find((button) => button.kind === 'export')?.code;
  const permissions = useMemo(
    () => ({ query: statistics.queryCode ? hasButton(statistics.queryCode) : true, export: exportCode ? hasButton(exportCode) : false }),
    [hasButton, statistics.queryCode, exportCode],
  );
  const options = useFilterOptions(definition);
  const [tab, setTab] = useState(statistics.tabs[0].value);
  const [values, setValues] = useState<StatisticsValues>({ begin: '', end: '' });
  const [status, setStatus] = useState<StatisticsStatus>('idle');
  const [answer, setAnswer] = useState<StatisticsAnswer | null>(null);
  const [shownRange, setShownRange] = useState<{ begin: string; end: string } | null>(null);
  const defaultSort = definition.ui.list.defaultSort;
  const [sort, setSort] = useState<StatisticsSort | null>(defaultSort ? { field: defaultSort.field, order: defaultSort.order } : null);
  const [page, setPage] = useState({ pageIndex: 0, pageSize: definition.ui.list.pageSize ?? 50 });
  const [exporting, setExporting] = useState(false);
  // The terms of the last query: sorting, paging and changing the tab ask again with them.
  const asked = useRef<StatisticsValues | null>(null);
  const serial = useRef(0);

  const request = useCallback(
    (shown: StatisticsValues, forTab: string, forSort: StatisticsSort | null, forPage: { pageIndex: number; pageSize: number }): StatisticsRequest => {
      const { begin, end, ...rest } = shown;
      return {
        ...forPage,
        sorts: forSort ? [{ name: toSnakeCase(forSort.field), order: forSort.order }] : [],
        terms: statisticsTerms(statistics, { begin, end, tab: forTab, values: rest }),
      };
    },
    [statistics],
  );

  /** The first problem with the terms, shown as a warning; true when they can be sent. */
  const checked = useCallback(
    (shown: StatisticsValues) => {
      const { begin, end, ...rest } = shown;
      const problem = statisticsProblem(statistics, { begin, end, values: rest });
      if (problem) message.warning(problem);
      return problem === null;
    },
    [message, statistics],
  );

  const run = useCallback(
    async (shown: StatisticsValues, forTab: string, forSort: StatisticsSort | null, forPage: { pageIndex: number; pageSize: number }) => {
      const call = ++serial.current;
      setStatus('loading');
      try {
        const result = await queryStatistics(definition, request(shown, forTab, forSort, forPage));
        if (call !== serial.current) return;
        asked.current = shown;
        setAnswer(result);
        setShownRange({ begin: shown.begin, end: shown.end });
        setStatus('ready');
      } catch {
        // Refused or failed: the HTTP layer has said why; the terms stay as typed.
        if (call === serial.current) setStatus(answer ? 'ready' : 'failed');
      }
    },
    [answer, definition, request],
  );

  const onQuery = () => {
    if (!checked(values)) return;
    const first = { ...page, pageIndex: 0 };
    setPage(first);
    void run(values, tab, sort, first);
  };

  // A new tab, sort or page asks again with the last query's terms (nothing before a first query).
  const again = (forTab: string, forSort: StatisticsSort | null, forPage: { pageIndex: number; pageSize: number }) => {
    if (asked.current) void run(asked.current, forTab, forSort, forPage);
  };
  const onTab = (next: string) => {
    setTab(next);
    const first = { ...page, pageIndex: 0 };
    setPage(first);
    again(next, sort, first);
  };
  const onSort = (next: StatisticsSort | null) => {
    setSort(next);
    const first = { ...page, pageIndex: 0 };
    setPage(first);
    again(tab, next, first);
  };
  const onPage = (pageIndex: number, pageSize: number) => {
    const next = { pageIndex, pageSize };
    setPage(next);
    again(tab, sort, next);
  };

  const onExport = async () => {
    if (!checked(values)) return;
    setExporting(true);
    try {
      const uri = await exportStatistics(definition, request(values, tab, sort, { pageIndex: 0, pageSize: page.pageSize }));
      if (!uri) message.error(MSG_EXPORT_FAILED);
    } catch {
      // The HTTP layer has said why.
    } finally {
      setExporting(false);
    }
  };

  useEffect(() => () => void (serial.current += 1), []);

  return (
    <StatisticsView
      definition={definition}
      tab={tab}
      values={values}
      options={options}
      status={status}
      answer={answer}
      shownRange={shownRange}
      sort={sort}
      page={page}
      permissions={permissions}
      exporting={exporting}
      onTab={onTab}
      onValues={setValues}
      onQuery={onQuery}
      onExport={() => void onExport()}
      onSort={onSort}
      onPage={onPage}
    />
  );
}
