// /exchangeSettlement and /settlementVerification: the generic list of the page's definition
// (schemas/bills/other-settlement, other-verification; served by the settlement feature), with the
// dialogs the settlement feature brings (the bank choice on submit, the write-off).
import type { ScreenProps } from '../../app/routing/types.ts';
import { BillListScreen } from '../bill/BillListScreen.tsx';
import { SETTLEMENT_DIALOGS } from './dialogs/index.ts';

export function SettlementListScreen({ page }: ScreenProps) {
  return <BillListScreen route={page.path} title={page.title} planned={page.planned} dialogs={SETTLEMENT_DIALOGS} />;
}
