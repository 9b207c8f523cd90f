// The write-off picker's table (platform-and-settlement.md §3.4 picker rows): the approved
// applications with what is still available, an amount input and the remainder per row, and row
// selection. Its columns are made once per dialog: typing goes through the amount store to the
// row's two live cells, so the table itself renders again only for new rows or a new selection.
// It fits the 80 % dialog at 1366 and 1440 px (issue 23 point 3): the selection and the number
// stay at the left, 可核销金额, 核销金额 and 剩余金额 at the right (fixed columns, sticky in the
// one scrolling body, so focusing an amount never scrolls the body away from its heading); the
// columns between scroll sideways, heading and body together. The body is as tall as the window
// leaves room for (useTableHeight.ts). Amounts show in the one amount format, the currency by name.
// The body is virtual at every page size: measured (bench/writeoff-dialog.ts, docs/benchmarks.md),
// it opens faster than rendering every row even for a page of 50, and a page of 500 otherwise
// costs seconds and 60 ms a keystroke.
import { memo, useMemo } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { BillRow } from '#core/list/list-page.ts';
import type { AmountStore } from './amountStore.ts';
import { AmountInput, RemainderCell } from './AmountCells.tsx';
import { amountText } from '#core/amount-text.ts';
import { useTableHeight } from './useTableHeight.ts';
import { LABEL_AMOUNT, LABEL_AVAILABLE, LABEL_CURRENCY, LABEL_REMAINDER, PENDING_DECLARE_NO } from './dialogTexts.ts';

/** Above this many rows the body is virtual: always. */
export const VIRTUAL_FROM = 0;

/** What is still available: severList answers it as availableAmount (also verificationAmount). */
export const availableOf = (row: BillRow): unknown => row.availableAmount ?? row.verificationAmount;
/** The application's number, 待生成 before it has one. */
export const declareNoOf = (row: BillRow) => (typeof row.declareNo === 'string' && row.declareNo !== '' ? row.declareNo : PENDING_DECLARE_NO);
const money = (value: unknown) => amountText(value);

function writeOffColumns(store: AmountStore, onEntered: (id: number) => void): TableColumnsType<BillRow> {
  return [
    { key: 'declareNo', title: '结汇申请编号', width: 180, fixed: 'left', ellipsis: true, render: (_, row) => declareNoOf(row) },
    { key: 'ebcName', title: '电商企业', dataIndex: 'ebcName', width: 200, ellipsis: true },
    { key: 'tradeType', title: '进出口类型', dataIndex: 'tradeType', width: 96 },
    { key: 'bankName', title: '银行', dataIndex: 'bankName', width: 130, ellipsis: true },
    { key: 'totalCount', title: '清单数量', dataIndex: 'totalCount', width: 90, align: 'right' },
    { key: 'totalAmount', title: '总金额', dataIndex: 'totalAmount', width: 140, align: 'right', render: money },
    // The server answers the currency's name here (美元); its code is totalAmountUnit.
    { key: 'totalAmountUnitName', title: LABEL_CURRENCY, dataIndex: 'totalAmountUnitName', width: 90, ellipsis: true },
    { key: 'verAmount', title: '已核销金额', dataIndex: 'verAmount', width: 140, align: 'right', render: money },
    {
      key: 'verProportion',
      title: '核销比例',
      dataIndex: 'verProportion',
      width: 110,
      align: 'right',
      render: (value) => (value === null || value === undefined ? '' : `${String(value)}%`),
    },
    { key: 'available', title: LABEL_AVAILABLE, width: 130, fixed: 'right', align: 'right', render: (_, row) => money(availableOf(row)) },
    {
      key: 'amount',
      title: LABEL_AMOUNT,
      width: 180,
      fixed: 'right',
      render: (_, row) => <AmountInput store={store} id={Number(row.id)} name={declareNoOf(row)} onEntered={onEntered} />,
    },
    {
      key: 'remainder',
      title: LABEL_REMAINDER,
      width: 130,
      fixed: 'right',
      align: 'right',
      render: (_, row) => <RemainderCell store={store} id={Number(row.id)} available={availableOf(row)} />,
    },
  ];
}

export interface WriteOffTableProps {
  rows: readonly BillRow[];
  loading: boolean;
  store: AmountStore;
  selected: readonly number[];
  onSelect(ids: number[]): void;
  onEntered(id: number): void;
  /** Above this many rows the body is virtual. */
  virtualFrom?: number;
}

export const WriteOffTable = memo(function WriteOffTable({
  rows,
  loading,
  store,
  selected,
  onSelect,
  onEntered,
  virtualFrom = VIRTUAL_FROM,
}: WriteOffTableProps) {
  const columns = useMemo(() => writeOffColumns(store, onEntered), [store, onEntered]);
  const width = useMemo(() => columns.reduce((sum, column) => sum + Number(column.width ?? 0), 48), [columns]);
  const height = useTableHeight();
  return (
    <Table<BillRow>
      size="small"
      bordered
      rowKey={(row) => Number(row.id)}
      dataSource={rows as BillRow[]}
      columns={columns}
      loading={loading}
      pagination={false}
      virtual={rows.length > virtualFrom}
      scroll={{ x: width, y: height }}
      rowSelection={{
        fixed: 'left',
        selectedRowKeys: selected as number[],
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(Number)),
      }}
    />
  );
});
