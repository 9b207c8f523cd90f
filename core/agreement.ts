// The resource-centre agreement and the one-time upgrade wizard (bill-families-and-screens.md §2
// "Header dropdown" and "Upgrade wizard", §5 upgrade wizard password, §7 Company filing
// /agreement calls, §9): one copy of the calls, the answers' shapes, the initial-password rule and
// the texts, for the server that checks and the browser that asks (docs/agreement.md).

/** §7 calls (POST, body { data }, bearer token). */
export const AGREEMENT_PATHS = {
  getDownloadUrl: '/api/enterprise/agreement/getDownloadUrl',
  queryInfo: '/api/enterprise/agreement/queryInfo',
  createRs: '/api/enterprise/agreement/createRs',
  template: '/api/enterprise/agreement/template',
} as const;

/** The agreement the wizard shows and the header dropdown downloads. */
export const AGREEMENT_TITLE = '跨境电子商务公共服务平台资源中心用户服务协议';
export const AGREEMENT_VERSION = '2026.1';

/** What the wizard needs (queryInfo). */
export interface AgreementInfo {
  /** The company already has its resource-centre account (the wizard is not offered again). */
  hasAccount: boolean;
  /** The resource-centre login name, once the account exists. */
  accountLoginName: string | null;
  companyName: string;
  /** The unified social credit code of the company's approved filing record; null when never approved or no code. */
  bizRegNo: string | null;
  /** Whether the caller may create the account (the main account, userType ADMIN). */
  canCreate: boolean;
  agreementTitle: string;
  agreementVersion: string;
}

/** One clause of the agreement as the wizard's agreement step shows it. */
export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

/** The agreement for display (template): its document's link and its text. */
export interface AgreementTemplate {
  /** The agreement document (DOCX), a signed link like every download. */
  displayUri: string;
  title: string;
  version: string;
  /** Who the agreement is between, then its clauses. */
  parties: string[];
  sections: AgreementSection[];
}

/** createRs body: the password travels encrypted like the login's. */
export interface CreateRsInput {
  bizRegNo: string;
  loginPwd: string;
}

/** createRs answer. */
export interface CreatedRsAccount {
  loginName: string;
}

/** §9: the upgrade wizard's initial password is 8 to 20 characters. */
export const RS_PASSWORD_MIN = 8;
export const RS_PASSWORD_MAX = 20;
/** §9: the notice step's agreement button waits 5 seconds. */
export const NOTICE_COUNTDOWN_SECONDS = 5;

// Texts the spec describes without wording them (listed in docs/agreement.md).
export const MSG_RS_PASSWORD_RULE = '初始密码须为8到20位的字母、数字或符号，且至少包含其中两种';
export const MSG_RS_PASSWORD_MISMATCH = '两次输入的密码不一致';
export const MSG_RS_PASSWORD_REQUIRED = '请输入初始密码';
export const MSG_RS_PASSWORD_AGAIN_REQUIRED = '请再次输入初始密码';
export const MSG_CREDIT_CODE_MISSING = '企业统一社会信用代码缺失，请联系客服';
export const MSG_CREDIT_CODE_MISMATCH = '统一社会信用代码与企业备案信息不一致，请刷新页面后重试';
export const MSG_RS_EXISTS = '企业已开通资源中心账号，无需重复开通';
/** The login name (the approved credit code) is already another company's account (docs/agreement.md). */
export const MSG_RS_LOGIN_NAME_TAKEN = '该统一社会信用代码已开通资源中心账号，账号名不能重复，请联系客服';
export const MSG_RS_ADMIN_ONLY = '仅主账号可开通资源中心账号';
/** §8 "Other successes". */
export const MSG_RS_CREATED = '创建成功';

const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;
/** Printable ASCII other than letters and digits (no space). */
const SYMBOL = /[!-/:-@[-`{-~]/;
const ALLOWED = /^[!-~]+$/;

/**
 * §5 upgrade wizard: 8 to 20 printable ASCII characters (no spaces, no Chinese) combining at least
 * two of letters, digits and symbols.
 */
export function isValidRsPassword(password: string): boolean {
  if (password.length < RS_PASSWORD_MIN || password.length > RS_PASSWORD_MAX || !ALLOWED.test(password)) return false;
  return [LETTER, DIGIT, SYMBOL].filter((kind) => kind.test(password)).length >= 2;
}
