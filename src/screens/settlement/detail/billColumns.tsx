// The columns of a bill table and of the goods lines. Titles and dictionaries come from the
// inventory family's definition (FieldTitles): a coded field shows its dictionary's name (贸易方式
// 电子商务, not 9610). Only the fields chosen here are ours: what the server's lists answer
// (server/settlement/lists.ts BILL_COLUMNS), and the amount (the one amount format) and currency
// (its name, currencyName from the server) of an attached bill.
import { Button } from 'antd';
import type { ColDef, ICellRendererParams, ValueFormatterParams } from 'ag-grid-community';
import { amountText } from '#core/amount-text.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { DictionaryName } from '../DictionaryName.tsx';
import { LABEL_AMOUNT, LABEL_CURRENCY, LABEL_DETAILS, LABEL_OPERATION } from './detailMessages.ts';
import type { BillTabKey, FieldTitles } from './detailTypes.ts';

/** Head fields shown, in order. */
export const HEAD_FIELDS = ['invtNo', 'copNo', 'orderNo', 'logisticsNo', 'ebcName', 'tradeMode', 'state', 'createTime', 'appTime'] as const;
/** The ones the server sorts by (BILL_SORTS). */
const SORTABLE = new Set(['invtNo', 'copNo', 'createTime', 'appTime']);
/** Goods-line fields shown in the bill-details panel, in order. */
export const LINE_FIELDS = ['gnum', 'itemNo', 'gname', 'gcode', 'gmodel', 'qty', 'unit', 'price', 'totalPrice', 'currency'] as const;

export const titleOf = (titles: Readonly<Record<string, string>>, field: string) => titles[field] ?? field;

function DetailsCell({ data, onDetails }: ICellRendererParams<BillRow> & { onDetails(row: BillRow): void }) {
  if (!data) return null;
  return (
    <Button size="small" type="link" onClick={() => onDetails(data)}>
      {LABEL_DETAILS}
    </Button>
  );
}

function DictionaryCell({ value, dictionary }: ICellRendererParams<BillRow> & { dictionary: string }) {
  return <DictionaryName dictionary={dictionary} value={value} />;
}

const currencyOf = ({ data, value }: ValueFormatterParams<BillRow>) => String(data?.currencyName ?? value ?? '');

/** The rows with the state's name of the inventory family's state list. */
export function withStateNames(rows: readonly BillRow[], titles: FieldTitles): BillRow[] {
  return rows.map((row) => ({ ...row, stateName: titles.states[String(row.state)] ?? row.state }));
}

export function billColumns(tab: BillTabKey, titles: FieldTitles, onDetails: (row: BillRow) => void): ColDef<BillRow>[] {
  const columns: ColDef<BillRow>[] = HEAD_FIELDS.map((field) => ({
    field,
    headerName: titleOf(titles.head, field),
    sortable: SORTABLE.has(field),
    minWidth: field === 'ebcName' ? 200 : 150,
    flex: 1,
    // The bill's number stays in view while the other columns scroll.
    ...(field === 'invtNo' ? { pinned: 'left' as const } : {}),
    // The state's name (withStateNames), under the state's title.
    ...(field === 'state' ? { field: 'stateName' } : {}),
    ...(titles.dictionaries.head[field] ? { cellRenderer: DictionaryCell, cellRendererParams: { dictionary: titles.dictionaries.head[field] } } : {}),
  }));
  if (tab === 'attached') {
    columns.splice(
      1,
      0,
      { field: 'amount', headerName: LABEL_AMOUNT, sortable: false, width: 140, type: 'rightAligned', valueFormatter: ({ value }) => amountText(value) },
      { field: 'currency', headerName: LABEL_CURRENCY, sortable: false, width: 90, valueFormatter: currencyOf },
    );
  }
  columns.push({
    colId: 'details',
    headerName: LABEL_OPERATION,
    width: 90,
    pinned: 'right',
    sortable: false,
    cellRenderer: DetailsCell,
    cellRendererParams: { onDetails },
  });
  return columns;
}
