// The bill-details panel: the bill's head fields (the row the table answered) and its goods
// lines (/declarel/query{Expu,}InventList with a head_id term), ten lines a page (§9). A coded
// field shows its dictionary's name (the definition's x-dictionary): with its code in the head,
// 电子商务(9610), by name in the lines' table, 台; amounts and quantities in the one amount format.
import { useEffect, useState, type ReactNode } from 'react';
import { Descriptions, Drawer, Empty, Table } from 'antd';
import { amountText } from '#core/amount-text.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { nameWithCode } from '../codeNames.ts';
import { DictionaryName } from '../DictionaryName.tsx';
import { HEAD_FIELDS, LINE_FIELDS, titleOf } from './billColumns.tsx';
import { LABEL_AMOUNT, LABEL_CURRENCY, MSG_NO_LINES, TITLE_BILL_DETAILS, TITLE_GOODS } from './detailMessages.ts';
import type { BillPage, FieldTitles } from './detailTypes.ts';

export const LINES_PAGE_SIZE = 10;
/** Wide enough for the goods lines' ten columns (unit and currency in view), never wider than the screen. */
const DRAWER_WIDTH = 'min(1000px, 92vw)';

export interface BillDetailsDrawerProps {
  bill: BillRow | null;
  titles: FieldTitles;
  lines(headId: number, pageIndex: number, pageSize: number): Promise<BillPage>;
  onClose(): void;
}

const empty = (value: unknown) => value === null || value === undefined || value === '';
const text = (value: unknown) => (empty(value) ? '—' : String(value));

/** A head field's value: the state's name, a coded value as 名称(代码), else the text. */
function headValue(field: string, bill: BillRow, titles: FieldTitles): ReactNode {
  const value = bill[field];
  if (field === 'state') return text(titles.states[String(value)] ?? value);
  const dictionary = titles.dictionaries.head[field];
  if (dictionary && !empty(value)) return <DictionaryName dictionary={dictionary} value={value} withCode />;
  return text(value);
}

/** A goods-line cell: a coded value by its name, a number in the one amount format, else the text. */
function lineValue(field: string, value: unknown, titles: FieldTitles): ReactNode {
  if (empty(value)) return '—';
  const dictionary = titles.dictionaries.line[field];
  if (dictionary) return <DictionaryName dictionary={dictionary} value={value} />;
  return titles.lineNumbers.includes(field) ? amountText(value) : String(value);
}

export function BillDetailsDrawer({ bill, titles, lines, onClose }: BillDetailsDrawerProps) {
  const [pageIndex, setPageIndex] = useState(0);
  const [page, setPage] = useState<BillPage | null>(null);
  const [shownBill, setShownBill] = useState(bill);
  // Another bill starts from its first page of lines, loading again.
  if (bill !== shownBill) {
    setShownBill(bill);
    setPageIndex(0);
    setPage(null);
  }
  const headId = bill ? Number(bill.id) : null;

  useEffect(() => {
    if (headId === null) return undefined;
    let current = true;
    lines(headId, pageIndex, LINES_PAGE_SIZE).then(
      (answer) => current && setPage(answer),
      () => current && setPage({ datas: [], total: 0 }),
    );
    return () => {
      current = false;
    };
  }, [headId, pageIndex, lines]);

  const head = bill
    ? [
        ...HEAD_FIELDS.map((field) => ({ key: field, label: titleOf(titles.head, field), children: headValue(field, bill, titles) })),
        ...('amount' in bill
          ? [
              { key: 'amount', label: LABEL_AMOUNT, children: text(amountText(bill.amount)) },
              { key: 'currency', label: LABEL_CURRENCY, children: text(nameWithCode(bill.currencyName, bill.currency)) },
            ]
          : []),
      ]
    : [];

  return (
    <Drawer open={bill !== null} title={TITLE_BILL_DETAILS} size={DRAWER_WIDTH} onClose={onClose} destroyOnHidden>
      {bill ? (
        <>
          <Descriptions size="small" bordered column={2} items={head} />
          <h4 style={{ margin: '16px 0 8px' }}>{TITLE_GOODS}</h4>
          <Table<BillRow>
            size="small"
            rowKey={(row) => String(row.id)}
            loading={page === null}
            dataSource={page?.datas ?? []}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG_NO_LINES} /> }}
            columns={LINE_FIELDS.map((field) => ({
              key: field,
              dataIndex: field,
              title: titleOf(titles.line, field),
              align: titles.lineNumbers.includes(field) ? ('right' as const) : undefined,
              render: (value: unknown) => lineValue(field, value, titles),
            }))}
            pagination={{
              current: pageIndex + 1,
              pageSize: LINES_PAGE_SIZE,
              total: page?.total ?? 0,
              showSizeChanger: false,
              onChange: (next) => setPageIndex(next - 1),
            }}
          />
        </>
      ) : null}
    </Drawer>
  );
}
