// The bill-details panel: the bill's head fields (the row the table answered) and its goods
// lines (/declarel/query{Expu,}InventList with a head_id term), ten lines a page (§9). Amounts
// are decimal texts, shown as given.
import { useEffect, useState } from 'react';
import { Descriptions, Drawer, Empty, Table } from 'antd';
import type { BillRow } from '#core/list/list-page.ts';
import { HEAD_FIELDS, LINE_FIELDS, titleOf } from './billColumns.tsx';
import { LABEL_AMOUNT, LABEL_CURRENCY, MSG_NO_LINES, TITLE_BILL_DETAILS, TITLE_GOODS } from './detailMessages.ts';
import type { BillPage, FieldTitles } from './detailTypes.ts';

export const LINES_PAGE_SIZE = 10;

export interface BillDetailsDrawerProps {
  bill: BillRow | null;
  titles: FieldTitles;
  lines(headId: number, pageIndex: number, pageSize: number): Promise<BillPage>;
  onClose(): void;
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

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
        ...HEAD_FIELDS.map((field) => ({
          key: field,
          label: titleOf(titles.head, field),
          children: field === 'state' ? text(titles.states[String(bill.state)] ?? bill.state) : text(bill[field]),
        })),
        ...('amount' in bill
          ? [
              { key: 'amount', label: LABEL_AMOUNT, children: text(bill.amount) },
              { key: 'currency', label: LABEL_CURRENCY, children: text(bill.currency) },
            ]
          : []),
      ]
    : [];

  return (
    <Drawer open={bill !== null} title={TITLE_BILL_DETAILS} size="large" onClose={onClose} destroyOnHidden>
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
              align: field === 'totalPrice' || field === 'price' || field === 'qty' ? ('right' as const) : undefined,
              render: (value: unknown) => text(value),
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
