// What a submit sends, shown in the bank dialog: the application's number (待生成 before the
// submit), its e-commerce company, direction, bill count and total amount.
import { Descriptions } from 'antd';
import type { BillRow } from '#core/list/list-page.ts';
import { PENDING_DECLARE_NO } from './dialogTexts.ts';

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '' : String(value));

export function ApplicationSummary({ row }: { row: BillRow }) {
  const total = [text(row.totalAmount), text(row.totalAmountUnitName)].filter(Boolean).join(' ');
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      items={[
        { key: 'declareNo', label: '结汇申请编号', children: text(row.declareNo) || PENDING_DECLARE_NO },
        { key: 'ebcName', label: '电商企业', children: text(row.ebcName) },
        { key: 'tradeType', label: '进出口类型', children: text(row.tradeType) },
        { key: 'totalCount', label: '清单数量', children: text(row.totalCount) },
        { key: 'totalAmount', label: '总金额', children: total, span: 2 },
      ]}
    />
  );
}
