// The order-summary dialog (spec §2.5, §7.6): search the caller's export orders by number and
// e-commerce company name (and creation time), choose some, and add their goods as lines
// (saveListByOrderIds). Adding with nothing chosen warns 请选择订单数据！. Page size 10 with
// 10–400 to choose (spec §9).
import { MSG_SELECT_ORDERS } from '#core/messages.ts';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { App, Button, DatePicker, Flex, Input, Modal, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { dayjs, type Dayjs } from '../dates/chinaDayjs.ts';
import { chinaToday, type BillDefinition } from '#core/definition/index.ts';
import { queryOrders, type OrderRow, type TimeWindow } from './detailApi.ts';
import { LABEL_ADD_ORDERS, LABEL_CREATE_TIME, LABEL_EBC_NAME, LABEL_ORDER_NO, LABEL_SEARCH, LABEL_STATE, TITLE_ORDER_SUMMARY } from './detailMessages.ts';

export const ORDER_PAGE_SIZES = [10, 20, 50, 100, 200, 300, 400];
/** Orders of the last 30 days are listed first (the spec gives no window for this dialog). */
const DEFAULT_DAYS = 30;

export interface OrderSummaryDialogProps {
  definition: BillDefinition;
  open: boolean;
  onClose(): void;
  /** Adds the chosen orders; resolves true when they were added. */
  onAdd(orderIds: number[], window: TimeWindow): Promise<boolean>;
}

type Range = [Dayjs | null, Dayjs | null] | null;

const COLUMNS: TableColumnsType<OrderRow> = [
  { title: LABEL_ORDER_NO, dataIndex: 'orderNo', width: 200 },
  { title: LABEL_EBC_NAME, dataIndex: 'ebcName' },
  { title: LABEL_CREATE_TIME, dataIndex: 'createTime', width: 170 },
  { title: LABEL_STATE, dataIndex: 'stateName', width: 120 },
];

function defaultRange(): Range {
  const today = dayjs(chinaToday());
  return [today.subtract(DEFAULT_DAYS, 'day'), today];
}

function windowOf(range: Range): TimeWindow {
  return {
    startTime: range?.[0] ? `${range[0].format('YYYY-MM-DD')} 00:00:00` : undefined,
    endTime: range?.[1] ? `${range[1].format('YYYY-MM-DD')} 23:59:59` : undefined,
  };
}

export function OrderSummaryDialog({ definition, open, onClose, onAdd }: OrderSummaryDialogProps) {
  const { message } = App.useApp();
  const [orderNo, setOrderNo] = useState('');
  const [ebcName, setEbcName] = useState('');
  const [range, setRange] = useState<Range>(defaultRange);
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: ORDER_PAGE_SIZES[0] });
  const [rows, setRows] = useState<OrderRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);

  // Queries a page of orders; the caller has set `loading`. State changes only when the answer
  // comes (in the promise's callbacks), so that the opening effect below starts a query without
  // a render of its own.
  const fetchOrders = useCallback(
    (pageIndex: number, pageSize: number) => {
      const { startTime, endTime } = windowOf(range);
      const terms = [
        { column: 'order_no', termType: 'like', type: 'and', value: orderNo.trim() },
        { column: 'ebc_name', termType: 'like', type: 'and', value: ebcName.trim() },
        { column: 'create_time', termType: 'btw', type: 'and', value: [startTime ?? '', endTime ?? ''] },
      ];
      return queryOrders(definition, { pageIndex, pageSize, terms })
        .then(
          (page) => {
            setRows(page.datas);
            setTotal(page.total);
            setPaging({ pageIndex, pageSize });
          },
          () => {
            // The HTTP layer has said what went wrong.
          },
        )
        .finally(() => setLoading(false));
    },
    [definition, orderNo, ebcName, range],
  );
  const search = (pageIndex: number, pageSize: number) => {
    setLoading(true);
    return fetchOrders(pageIndex, pageSize);
  };

  // Opening starts afresh: nothing chosen, the first page loading. Adjusted while rendering, as
  // React advises for state that follows a prop.
  const [shownOpen, setShownOpen] = useState(false);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setChosen([]);
      setLoading(true);
    }
  }

  // Only when the dialog opens: later searches are the user's, so the conditions and the page
  // size are read when it opens, not followed.
  const opened = useEffectEvent(() => void fetchOrders(0, paging.pageSize));
  useEffect(() => {
    if (open) opened();
  }, [open]);

  const add = async () => {
    if (chosen.length === 0) {
      message.warning(MSG_SELECT_ORDERS);
      return;
    }
    setAdding(true);
    try {
      if (await onAdd(chosen, windowOf(range))) onClose();
    } finally {
      setAdding(false);
    }
  };

  return (
    <Modal title={TITLE_ORDER_SUMMARY} open={open} width={900} onCancel={onClose} onOk={add} okText={LABEL_ADD_ORDERS} confirmLoading={adding} destroyOnHidden>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input
          aria-label={LABEL_ORDER_NO}
          placeholder={LABEL_ORDER_NO}
          value={orderNo}
          onChange={(event) => setOrderNo(event.target.value)}
          style={{ width: 180 }}
          allowClear
        />
        <Input
          aria-label={LABEL_EBC_NAME}
          placeholder={LABEL_EBC_NAME}
          value={ebcName}
          onChange={(event) => setEbcName(event.target.value)}
          style={{ width: 200 }}
          allowClear
        />
        <DatePicker.RangePicker aria-label={LABEL_CREATE_TIME} value={range} onChange={(value) => setRange(value as Range)} />
        <Button type="primary" onClick={() => void search(0, paging.pageSize)}>
          {LABEL_SEARCH}
        </Button>
      </Flex>
      <Table<OrderRow>
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={rows}
        loading={loading}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
        pagination={{
          current: paging.pageIndex + 1,
          pageSize: paging.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: ORDER_PAGE_SIZES,
          showTotal: (count) => `共 ${count} 条`,
          onChange: (page, size) => void search(size === paging.pageSize ? page - 1 : 0, size),
        }}
        scroll={{ y: 360 }}
      />
    </Modal>
  );
}
