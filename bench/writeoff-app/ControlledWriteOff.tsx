// The peer of the write-off dialog's table: the same rows and columns in an antd Table, with the
// entered amounts in the component's React state (one object, id → text), so that each keystroke
// renders the whole table again — the usual controlled way. Same input rules, same remainder
// arithmetic (writeOffAmounts.ts), same ids on the cells; no fetch (the rows are given).
import { useState } from 'react';
import { Input, Modal, Table, type TableColumnsType } from 'antd';
import type { BillRow } from '#core/list/list-page.ts';
import { amountText as amountCellText } from '#core/amount-text.ts';
import { remainderText, settleAmount } from '../../src/screens/settlement/dialogs/writeOffAmounts.ts';
import { availableOf } from '../../src/screens/settlement/dialogs/WriteOffTable.tsx';

/** The columns' widths and the selection column, as the dialog's table. */
const TABLE_WIDTH = 1734;

export function ControlledWriteOff({ rows, virtual }: { rows: readonly BillRow[]; virtual: boolean }) {
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const columns: TableColumnsType<BillRow> = [
    { key: 'declareNo', title: '结汇申请编号', dataIndex: 'declareNo', width: 190 },
    { key: 'ebcName', title: '电商企业', dataIndex: 'ebcName', width: 220, ellipsis: true },
    { key: 'tradeType', title: '进出口类型', dataIndex: 'tradeType', width: 96 },
    { key: 'bankName', title: '银行', dataIndex: 'bankName', width: 140 },
    { key: 'totalCount', title: '清单数量', dataIndex: 'totalCount', width: 90, align: 'right' },
    { key: 'totalAmount', title: '总金额', dataIndex: 'totalAmount', width: 150, align: 'right', render: amountCellText },
    { key: 'totalAmountUnitName', title: '币制', dataIndex: 'totalAmountUnitName', width: 70 },
    { key: 'verAmount', title: '已核销金额', dataIndex: 'verAmount', width: 150, align: 'right', render: amountCellText },
    { key: 'verProportion', title: '核销比例', dataIndex: 'verProportion', width: 110, align: 'right' },
    { key: 'available', title: '可核销金额', width: 150, align: 'right', render: (_, row) => amountCellText(availableOf(row)) },
    {
      key: 'amount',
      title: '核销金额',
      width: 170,
      render: (_, row) => {
        const id = Number(row.id);
        return (
          <Input
            id={`writeoff-amount-${id}`}
            size="small"
            value={amounts[id] ?? ''}
            onChange={(event) => setAmounts((known) => ({ ...known, [id]: event.target.value }))}
            onBlur={() => setAmounts((known) => ({ ...known, [id]: settleAmount(known[id] ?? '').text }))}
          />
        );
      },
    },
    {
      key: 'remainder',
      title: '剩余金额',
      width: 150,
      align: 'right',
      render: (_, row) => <span data-remainder={Number(row.id)}>{remainderText(availableOf(row), amounts[Number(row.id)] ?? '')}</span>,
    },
  ];
  return (
    <Modal open title="申请核销" width="80%" footer={null}>
      <Table<BillRow>
        size="small"
        bordered
        rowKey={(row) => Number(row.id)}
        dataSource={rows as BillRow[]}
        columns={columns}
        pagination={false}
        virtual={virtual}
        scroll={{ x: TABLE_WIDTH, y: 480 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
      />
      <span className="ant-pagination-total-text">共 {rows.length} 条</span>
    </Modal>
  );
}
