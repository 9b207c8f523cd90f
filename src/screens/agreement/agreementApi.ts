// The agreement calls (bill-families-and-screens.md §7 Company filing; docs/agreement.md): the
// header's 下载协议 and the upgrade wizard. The initial password travels encrypted like the login's.
import { AGREEMENT_PATHS, type AgreementInfo, type AgreementTemplate, type CreatedRsAccount } from '#core/agreement.ts';
import { encryptPassword, post } from '../../http/index.ts';
import { openDownload } from '../../engine/dialogs/downloads.ts';

export { AGREEMENT_PATHS };

export const queryAgreementInfo = () => post<AgreementInfo>(AGREEMENT_PATHS.queryInfo, {});
export const loadAgreementTemplate = () => post<AgreementTemplate>(AGREEMENT_PATHS.template, {});

/** Creates the company's resource-centre account; resolves with its login name. */
export async function createRsAccount(bizRegNo: string, password: string): Promise<CreatedRsAccount> {
  return post<CreatedRsAccount>(AGREEMENT_PATHS.createRs, { bizRegNo, loginPwd: await encryptPassword(password) });
}

/** 下载协议: asks for the agreement's link and opens it (the browser downloads the DOCX). */
export async function downloadAgreement(): Promise<void> {
  const uri = await post<string>(AGREEMENT_PATHS.getDownloadUrl, {});
  if (typeof uri === 'string' && uri !== '') openDownload(uri);
}
