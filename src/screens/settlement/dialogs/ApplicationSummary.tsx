// What a submit sends, shown in the bank dialog: the application's number (待生成 before the
// submit), its e-commerce company, direction, bill count, total amount (the one amount format,
// core/amount-text.ts) and currency (美元(502): the name the server answers with its code).
import { Descriptions } from 'antd';
import { amountText } from '#core/amount-text.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { nameWithCode } from '../codeNames.ts';
import { LABEL_CURRENCY, PENDING_DECLARE_NO } from './dialogTexts.ts';

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '' : String(value));

export function ApplicationSummary({ row }: { row: BillRow }) {
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
        { key: 'totalAmount', label: '总金额', children: amountText(row.totalAmount) },
        { key: 'currency', label: LABEL_CURRENCY, children: nameWithCode(row.totalAmountUnitName, row.totalAmountUnit) },
      ]}
    />
  );
}
