// The settlement lists' dialogs by the name a UI file's { kind: "dialog", dialog } button gives
// (src/engine/dialogs/featureDialogs.ts): the bank dialog of 提交 on /exchangeSettlement and
// 申请核销 on /settlementVerification.
import type { FeatureDialogs } from '../../../engine/dialogs/featureDialogs.ts';
import { SettlementSubmitDialog } from './SettlementSubmitDialog.tsx';
import { WriteOffDialog } from './WriteOffDialog.tsx';

export const SETTLEMENT_DIALOGS: FeatureDialogs = { settlementSubmit: SettlementSubmitDialog, writeOff: WriteOffDialog };

export { SettlementSubmitDialog, WriteOffDialog };
