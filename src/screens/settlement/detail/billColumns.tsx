// The columns of a bill table and of the goods lines. Titles come from the inventory family's
// definition (FieldTitles); only the fields chosen here are ours: what the server's lists answer
// (server/settlement/lists.ts BILL_COLUMNS), and the amount and currency of an attached bill.
import { Button } from 'antd';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { BillRow } from '#core/list/list-page.ts';
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
  }));
  if (tab === 'attached') {
    // Decimal text from the server, shown as given.
    columns.splice(
      1,
      0,
      { field: 'amount', headerName: LABEL_AMOUNT, sortable: false, width: 140, type: 'rightAligned' },
      { field: 'currency', headerName: LABEL_CURRENCY, sortable: false, width: 90 },
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
