// The application's header card: its number (待生成 before the submit), state, commerce company,
// direction and the totals the server computed from the attached bills (never the client): the
// amount in the one amount format (core/amount-text.ts), the currency as 美元(502).
import { Card, Descriptions, Tag } from 'antd';
import { amountText } from '#core/amount-text.ts';
import { nameWithCode } from '../codeNames.ts';
import { FIELD_LABELS as L, PENDING_DECLARE_NO, TITLE_APPLICATION } from './detailMessages.ts';
import type { SettlementApplication } from './detailTypes.ts';

const shown = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

export function ApplicationHeader({ application, extra }: { application: SettlementApplication; extra?: React.ReactNode }) {
  const a = application;
  return (
    <Card size="small" title={TITLE_APPLICATION} extra={extra}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'declareNo', label: L.declareNo, children: <span data-testid="declare-no">{a.declareNo || PENDING_DECLARE_NO}</span> },
          { key: 'state', label: L.state, children: <Tag color={a.state === 'to_declare' ? 'blue' : 'default'}>{a.stateName}</Tag> },
          { key: 'ebcName', label: L.ebcName, children: shown(a.ebcName) },
          { key: 'ieType', label: L.ieType, children: shown(a.tradeType) },
          { key: 'currency', label: L.currency, children: shown(nameWithCode(a.totalAmountUnitName, a.totalAmountUnit)) },
          { key: 'totalAmount', label: L.totalAmount, children: <span data-testid="total-amount">{amountText(a.totalAmount)}</span> },
          { key: 'totalCount', label: L.totalCount, children: <span data-testid="total-count">{a.totalCount}</span> },
          { key: 'bankName', label: L.bankName, children: shown(a.bankName) },
          { key: 'createTime', label: L.createTime, children: shown(a.createTime) },
          { key: 'appTime', label: L.appTime, children: shown(a.appTime) },
          { key: 'note', label: L.note, children: shown(a.note) },
          { key: 'auditOpinion', label: L.auditOpinion, children: shown(a.auditOpinion) },
        ]}
      />
    </Card>
  );
}
