// /settlementAuthorization/apply (the agent) and /settlementAuthorization/confirm (the commerce
// company), bill-families-and-screens.md §2: the generic list of each page's definition
// (schemas/bills/other-authApply, other-authConfirm; served by the authorisation feature) — state
// check boxes, 申请授权 and 删除 on apply, 同意 / 拒绝 / 回收 in the rows on confirm — with the
// company-selection dialog 申请授权 opens.
import type { ScreenProps } from '../../app/routing/types.ts';
import type { FeatureDialogs } from '../../engine/dialogs/featureDialogs.ts';
import { BillListScreen } from '../bill/BillListScreen.tsx';
import { AuthApplyDialog } from './AuthApplyDialog.tsx';

export const AUTHORISATION_DIALOGS: FeatureDialogs = { companySelect: AuthApplyDialog };

export function AuthorisationScreen({ page }: ScreenProps) {
  return <BillListScreen route={page.path} title={page.title} planned={page.planned} dialogs={AUTHORISATION_DIALOGS} />;
}
