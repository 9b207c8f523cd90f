// One tab of the detail page: the candidates (可添加清单, with 添加) or the bills attached
// (已添加清单, with 删除) of the application. Search, server-side sort, pages of 50–500, row
// selection. 添加 sends the ids and the creation window the candidates were listed in; 删除 asks
// first. A success says 操作成功！ and hands the server's application (new totals) up, which
// reloads both tabs; a refusal (shown by the HTTP layer) keeps the page and the selection.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Empty, Flex, Space } from 'antd';
import type { BillRow } from '#core/list/list-page.ts';
import type { ListSort } from '#core/list/list-request.ts';
import { BillGrid } from '../../../engine/list/BillGrid.tsx';
import { ListPagination } from '../../../engine/list/ListPagination.tsx';
import { selectedText } from '../../../engine/list/listMessages.ts';
import { billColumns, withStateNames } from './billColumns.tsx';
import { attachWindow, defaultSearch, searchTerms, type BillSearch } from './billSearch.ts';
import { BillSearchBar } from './BillSearchBar.tsx';
import type { BillType } from './detailParams.ts';
import {
  CONFIRM_DELETE_BILLS,
  LABEL_ADD,
  LABEL_DELETE,
  MSG_NO_ATTACHED,
  MSG_NO_CANDIDATES,
  MSG_OK,
  MSG_SELECT_TO_ADD,
  MSG_SELECT_TO_DELETE,
  TITLE_CONFIRM,
} from './detailMessages.ts';
import type { BillTabKey, DetailCalls, FieldTitles, SettlementApplication } from './detailTypes.ts';

export const BILL_PAGE_SIZES = [50, 100, 200, 500] as const;

export interface BillTabProps {
  tab: BillTabKey;
  application: SettlementApplication;
  billType: BillType;
  calls: DetailCalls;
  titles: FieldTitles;
  /** Shows 添加 / 删除 (edit mode, and a held code). */
  canChange: boolean;
  /** Bumped after any change: the table loads again. */
  version: number;
  onChanged(application: SettlementApplication): void;
  onDetails(bill: BillRow): void;
}

export function BillTab({ tab, application, billType, calls, titles, canChange, version, onChanged, onDetails }: BillTabProps) {
  const { message, modal } = App.useApp();
  const [initialSearch] = useState(() => defaultSearch(tab));
  const [search, setSearch] = useState<BillSearch>(initialSearch);
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: BILL_PAGE_SIZES[0] as number });
  const [sort, setSort] = useState<ListSort | null>(null);
  const [rows, setRows] = useState<BillRow[]>([]);
  const [total, setTotal] = useState(0);
  const [answered, setAnswered] = useState('');
  const [selected, setSelected] = useState<BillRow[]>([]);
  const [busy, setBusy] = useState(false);
  const declareId = application.id;
  const requestKey = JSON.stringify([declareId, billType, search, paging, sort, version]);

  useEffect(() => {
    let current = true;
    calls.bills(billType, tab, { ...paging, sorts: sort ? [sort] : [], terms: searchTerms(search, declareId) }).then(
      (page) => {
        if (!current) return;
        setRows(page.datas);
        setTotal(page.total);
        setSelected([]);
        setAnswered(requestKey);
      },
      () => current && setAnswered(requestKey),
    );
    return () => {
      current = false;
    };
  }, [calls, billType, tab, paging, sort, search, declareId, requestKey]);
  const loading = answered !== requestKey;

  const columnDefs = useMemo(() => billColumns(tab, titles, onDetails), [tab, titles, onDetails]);
  const shownRows = useMemo(() => withStateNames(rows, titles), [rows, titles]);
  const changeSort = useCallback((next: ListSort | null) => {
    setSort(next);
    setPaging((known) => ({ ...known, pageIndex: 0 }));
  }, []);

  const run = async (call: () => Promise<SettlementApplication>) => {
    setBusy(true);
    try {
      const answer = await call();
      message.success(MSG_OK);
      onChanged(answer);
    } catch {
      // Refused: the HTTP layer showed why (it names the bill and the application); nothing is lost.
    } finally {
      setBusy(false);
    }
  };
  const ids = () => selected.map((row) => Number(row.id));

  const add = () => {
    if (selected.length === 0) return void message.warning(MSG_SELECT_TO_ADD);
    void run(() => calls.attach(billType, { declareId, ids: ids(), ...attachWindow(search) }));
  };
  const remove = () => {
    if (selected.length === 0) return void message.warning(MSG_SELECT_TO_DELETE);
    const chosen = ids();
    modal.confirm({
      title: TITLE_CONFIRM,
      content: CONFIRM_DELETE_BILLS(chosen.length),
      okText: '确定',
      cancelText: '取消',
      onOk: () => run(() => calls.detach(billType, { declareId, ids: chosen })),
    });
  };

  return (
    <Flex vertical gap={12}>
      <BillSearchBar
        initial={initialSearch}
        onSearch={(next) => {
          setSearch(next);
          setPaging((known) => ({ ...known, pageIndex: 0 }));
        }}
      />
      {canChange ? (
        <Space>
          {tab === 'candidates' ? (
            <Button type="primary" loading={busy} onClick={add}>
              {LABEL_ADD}
            </Button>
          ) : (
            <Button danger loading={busy} onClick={remove}>
              {LABEL_DELETE}
            </Button>
          )}
          <span aria-live="polite">{selected.length > 0 ? selectedText(selected.length) : null}</span>
        </Space>
      ) : null}
      {!loading && rows.length === 0 ? (
        <Empty description={tab === 'candidates' ? MSG_NO_CANDIDATES : MSG_NO_ATTACHED} />
      ) : (
        <BillGrid
          columnDefs={columnDefs}
          rows={shownRows}
          loading={loading}
          onSelectionChange={setSelected}
          onSortChange={changeSort}
          initialSort={sort}
          selectable={canChange}
        />
      )}
      <ListPagination
        pageIndex={paging.pageIndex}
        pageSize={paging.pageSize}
        pageSizes={BILL_PAGE_SIZES}
        total={total}
        estimated={false}
        disabled={loading}
        onChange={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
      />
    </Flex>
  );
}
