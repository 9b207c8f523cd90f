// The generic bill list page (spec §2.4), built only from a family's definition: state filter
// (for families with states), search conditions, button bar, grid with selection and
// server-side sorting, pagination, and the receipts dialog. Nothing here names a field of any
// family. Its tab keeps the query across a reload (the rest lives as long as the tab's screen).
// The list stays true without 查询 (issue 23 point 5): another screen that changed its bills
// says so (listChanges.ts), and while on screen it looks whether receipts moved its counts
// (useListWatch.ts), reloading its rows when they did, the ticked rows kept. An Excel file query
// shows the counts of what its files found and names the numbers that found nothing.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { actionAllowedFrom, headerFields, type BillDefinition, type FileQueryButton } from '#core/definition/index.ts';
import { ReceiptsDialog } from '../dialogs/lazyDialogs.ts';
import type { FeatureDialogs } from '../dialogs/featureDialogs.ts';
import { BillGrid } from './BillGrid.tsx';
import { detailHref } from '#core/list/bill-window.ts';
import { ButtonBarView } from './ButtonBar.tsx';
import { useButtonRunner } from './useButtonRunner.tsx';
import { onListChanged } from './listChanges.ts';
import { rowState, takesSelection } from './buttonRules.ts';
import { useButtonCodes } from '../permissions/index.ts';
import { buttonAction } from '#core/buttons/index.ts';
import { buildColumnDefs, type RowActions } from './gridColumns.tsx';
import { ListPagination } from './ListPagination.tsx';
import { LABEL_FILE_QUERY_ACTIVE, LABEL_LEAVE_FILE_QUERY, selectedText } from './listMessages.ts';
import { FileQueryNotice } from './FileQueryNotice.tsx';
import { useListWatch } from './useListWatch.ts';
import { listRequestOf, openingQuery } from '#core/list/list-query.ts';
import { useTab } from '../tab/TabContext.tsx';
import type { ListSort } from '#core/list/list-request.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { SearchForm } from './SearchForm.tsx';
import { defaultFilterValues, describeFilters, type FilterValues } from '#core/list/search-filters.ts';
import { StateCheckboxes, StateFilter } from './StateFilter.tsx';
import { useBillList } from './useBillList.ts';
import { KEPT_LIST_QUERY } from './firstRows.ts';
import { useDictionaries, useStateNames, useStateOptions } from './useListOptions.ts';

export interface BillListPageProps {
  definition: BillDefinition;
  /** The clock of the default date windows (stories and tests pin it). */
  now?: Date;
  /** Grid height (the page fills the window by default). */
  gridHeight?: number | string;
  /** Whether the tab keeps the query across a reload (a list in a dialog does not). Default true. */
  keepQuery?: boolean;
  /** The dialogs the list's feature brings (buttons of kind dialog name them). */
  dialogs?: FeatureDialogs;
  /** How often the list on screen looks whether its counts moved (ms; 0: only on focus and when shown again). */
  watchMs?: number;
}

function dictionaryCodes(definition: BillDefinition): string[] {
  const fields = headerFields(definition.schema);
  const named = new Set([...definition.ui.list.columns.map((column) => column.field), ...definition.ui.list.filters.map((filter) => filter.field)]);
  const fromFilters = definition.ui.list.filters.flatMap((filter) => {
    const own = (filter as { dictionary?: string }).dictionary;
    return own ? [own] : [];
  });
  return [...fields.filter((field) => named.has(field.name) && field.dictionary).map((field) => field.dictionary as string), ...fromFilters];
}

export function BillListPage({ definition, now, gridHeight, keepQuery = true, dialogs, watchMs }: BillListPageProps) {
  const filters = useMemo(() => describeFilters(definition), [definition]);
  const [defaults] = useState(() => defaultFilterValues(filters, now));
  // The tab keeps the list's query, so a reload opens the same search, state, sort and page.
  const pageTab = useTab();
  const tab = keepQuery ? pageTab : null;
  const [start] = useState(() => openingQuery(definition, filters, tab?.recall(KEPT_LIST_QUERY), defaults));
  const list = useBillList(definition, filters, defaults, start);
  const states = useStateOptions(definition);
  const stateName = useStateNames(states);
  const dictionaries = useDictionaries(useMemo(() => dictionaryCodes(definition), [definition]));
  const [selected, setSelected] = useState<BillRow[]>([]);
  const [receiptsOf, setReceiptsOf] = useState<BillRow | null>(null);
  const { query, page, update } = list;
  useEffect(() => {
    if (!list.loading) tab?.keep(KEPT_LIST_QUERY, query);
  }, [tab, query, list.loading]);
  const receipt = definition.ui.receipt;

  // A new page of rows drops the selection: the selected bills may have changed state. (A list
  // that reloads itself because receipts moved its counts keeps the ticked rows that are still there.)
  const [selectionEpoch, setSelectionEpoch] = useState(0);
  const unselect = useCallback(() => {
    setSelected((rows) => (rows.length === 0 ? rows : []));
    setSelectionEpoch((epoch) => epoch + 1);
  }, []);
  const change = useCallback(
    async (next: Parameters<typeof update>[0], options?: Parameters<typeof update>[1]) => {
      const arrived = await update(next, options);
      if (arrived) unselect();
      return arrived;
    },
    [update, unselect],
  );
  const { reload: reloadList, refresh } = list;
  const reload = useCallback(async () => {
    if (await reloadList()) unselect();
  }, [reloadList, unselect]);
  const root = useRef<HTMLDivElement>(null);
  useListWatch(root, () => void refresh(), watchMs);

  // Stable handlers and values, so that a page of rows re-renders the grid and little else.
  // 查询 always counts again, even with the same conditions: the bills may have moved since.
  const search = useCallback(
    (values: FilterValues) => void change((q) => ({ ...q, search: values, pageIndex: 0, fileQuery: null }), { recount: true }),
    [change],
  );
  const fileQuery = useCallback(
    (button: FileQueryButton, uris: string[]) => change((q) => ({ ...q, pageIndex: 0, fileQuery: { path: button.path, fileKey: 'filePath', uris } })),
    [change],
  );
  const chooseState = useCallback((state: string | null) => void change((q) => ({ ...q, state, pageIndex: 0 })), [change]);
  const tickStates = useCallback((states: string[]) => void change((q) => ({ ...q, states, pageIndex: 0 })), [change]);
  const sortBy = useCallback((sort: ListSort | null) => void change((q) => ({ ...q, sort, pageIndex: 0 })), [change]);
  const turnPage = useCallback((pageIndex: number, pageSize: number) => void change((q) => ({ ...q, pageIndex, pageSize })), [change]);
  const leaveFileQuery = useCallback(() => void change((q) => ({ ...q, pageIndex: 0, fileQuery: null })), [change]);
  const changed = useCallback(() => void reload(), [reload]);
  // Another screen changed these rows (e.g. a detail page saved): reload, keeping the query.
  useEffect(() => onListChanged(definition.ui.route, changed), [definition, changed]);
  const listRequest = useMemo(() => listRequestOf(definition, filters, query), [definition, filters, query]);
  const runner = useButtonRunner({ definition, listRequest, onChanged: changed, onFileQuery: fileQuery, dialogs });
  const { hasButton } = useButtonCodes();
  const selectable = useMemo(() => takesSelection(definition, hasButton), [definition, hasButton]);
  const { run } = runner;
  // The operation column's actions: those the user holds, each on the rows whose state its action accepts.
  const rowActions = useMemo<RowActions>(
    () => ({
      buttons: definition.ui.list.rowActions.filter((button) => hasButton(button.code)),
      shows: (button, row) => {
        const action = buttonAction(button);
        return action === undefined || actionAllowedFrom(definition, action, rowState(row));
      },
      run: (button, rows) => void run(button, rows),
    }),
    [definition, hasButton, run],
  );

  const columnDefs = useMemo(
    () =>
      buildColumnDefs(definition, {
        dictionaries,
        stateName,
        detailHref: (row) => detailHref(definition, row),
        onReceipts: receipt ? setReceiptsOf : undefined,
        rowActions,
      }),
    [definition, dictionaries, stateName, receipt, rowActions],
  );

  return (
    <Flex vertical gap={12} ref={root}>
      <Card size="small">
        <SearchForm
          filters={filters}
          values={start.search}
          defaults={defaults}
          dictionaries={dictionaries}
          onSearch={search}
          onReset={search}
          searching={list.loading}
        />
      </Card>
      <Card size="small">
        <Flex vertical gap={12}>
          {definition.ui.stateType &&
            (definition.ui.list.stateFilter === 'multiple' ? (
              <StateCheckboxes states={states} value={query.states ?? []} onChange={tickStates} />
            ) : (
              <StateFilter states={states} counts={list.counts} value={query.state} loading={list.countsLoading} onChange={chooseState} />
            ))}
          <ButtonBarView definition={definition} selectedRows={selected} stateName={stateName} busy={runner.busy} run={run} />
          {query.fileQuery && (
            <Alert
              type="info"
              showIcon
              title={`${LABEL_FILE_QUERY_ACTIVE}（${query.fileQuery.uris.length} 个文件）`}
              description={list.fileResult && <FileQueryNotice result={list.fileResult} />}
              action={
                <Button size="small" type="link" onClick={leaveFileQuery}>
                  {LABEL_LEAVE_FILE_QUERY}
                </Button>
              }
            />
          )}
          <BillGrid
            initialSort={start.sort}
            columnDefs={columnDefs}
            rows={page.rows}
            loading={list.loading}
            onSelectionChange={setSelected}
            onSortChange={sortBy}
            height={gridHeight}
            selectable={selectable}
            keepsRowsById
            selectionEpoch={selectionEpoch}
          />
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Text type="secondary" aria-live="polite">
              {selected.length > 0 ? selectedText(selected.length) : null}
            </Typography.Text>
            <ListPagination
              pageIndex={query.pageIndex}
              pageSize={query.pageSize}
              pageSizes={definition.ui.list.pageSizes}
              total={page.total}
              estimated={page.estimated}
              counting={page.counting === true}
              onChange={turnPage}
            />
          </Flex>
        </Flex>
      </Card>
      {runner.dialogs}
      {receipt && (
        <ReceiptsDialog
          open={receiptsOf !== null}
          messageType={receipt.messageType}
          keys={Object.fromEntries(receipt.keys.map((key) => [key, receiptsOf?.[key]]))}
          onClose={() => setReceiptsOf(null)}
        />
      )}
    </Flex>
  );
}
