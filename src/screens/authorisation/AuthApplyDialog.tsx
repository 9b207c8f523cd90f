// 申请授权 on /settlementAuthorization/apply (the UI file's dialog companySelect): the
// company-selection dialog, whose 申请 asks the chosen company for authorisation (申请成功).
import { App } from 'antd';
import { MSG_AUTH_APPLIED, type CompanyChoice } from '#core/auth-commerce.ts';
import { isHttpError } from '../../http/index.ts';
import type { FeatureDialogProps } from '../../engine/dialogs/featureDialogs.ts';
import { applyAuthorisation, findCompany } from './authApi.ts';
import { CompanySelectDialog } from './CompanySelectDialog.tsx';

export function AuthApplyDialog({ onClose, onDone }: FeatureDialogProps) {
  const { message } = App.useApp();
  const apply = async (company: CompanyChoice) => {
    try {
      await applyAuthorisation(company);
    } catch (error) {
      // The HTTP layer has said why; the dialog stays with the company chosen.
      if (isHttpError(error)) return false;
      throw error;
    }
    message.success(MSG_AUTH_APPLIED);
    onDone();
    return true;
  };
  return <CompanySelectDialog open search={findCompany} onApply={apply} onClose={onClose} />;
}
