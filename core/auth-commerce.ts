// Authorisations between companies (bill-families-and-screens.md §2 /settlementAuthorization,
// §4 "Authorisation", §7 "Authorisation", §8; docs/settlement.md): paths, pages, states and the
// texts both the server and the two screens use.

export const AUTH_BASE = '/api/enterprise/declare/authCommerce';
export const AUTH_PATHS = {
  findCompany: `${AUTH_BASE}/findCompany`,
  save: `${AUTH_BASE}/save`,
  queryPageList: `${AUTH_BASE}/queryPageList`,
  audit: `${AUTH_BASE}/audit`,
  tackBack: `${AUTH_BASE}/tackBack`,
  delete: `${AUTH_BASE}/delete`,
} as const;

/** The agent's page (button codes add, delete) and the commerce company's page (agree, decline, takeBack). */
export const AUTH_APPLY_PAGE = '/settlementAuthorization/apply';
export const AUTH_CONFIRM_PAGE = '/settlementAuthorization/confirm';
export const AUTH_BUTTONS = { add: 'add', delete: 'delete', agree: 'agree', decline: 'decline', takeBack: 'takeBack' } as const;

/**
 * queryPageList serves both pages: a term `{ column: 'page', termType: 'eq', value: 'apply' | 'confirm' }`
 * names the page (apply when absent). apply: the caller's requests as agent; confirm: the
 * requests addressed to the caller's company code. The caller must hold that page's module.
 */
export const AUTH_PAGE_COLUMN = 'page';
export type AuthPage = 'apply' | 'confirm';

/** State list DECLARE/AuthCommerceState (schemas/seed/states.json). */
export const AUTH_STATE_MODE = 'DECLARE';
export const AUTH_STATE_TYPE = 'AuthCommerceState';
export const AUTH_STATE = { toAudit: 'to_audit', approved: 'approved', notApproved: 'not_approved', takeBack: 'take_back' } as const;
export type AuthState = (typeof AUTH_STATE)[keyof typeof AUTH_STATE];
/** The names when the state list is not at hand (the server answers stateName from the seeded list). */
export const AUTH_STATE_NAMES: Readonly<Record<AuthState, string>> = {
  to_audit: '待审核',
  approved: '已授权',
  not_approved: '已拒绝',
  take_back: '已回收',
};
/** A request that blocks another of the same pair: waiting, or in force. */
export const LIVE_AUTH_STATES: readonly AuthState[] = [AUTH_STATE.toAudit, AUTH_STATE.approved];

export interface CompanyChoice {
  companyCode: string;
  companyName: string;
}

export interface AuthCommerceRow {
  id: number;
  agentName: string;
  agentCode: string;
  commerceName: string;
  commerceCode: string;
  /** yyyy-MM-dd HH:mm:ss, China time. */
  createTime: string;
  state: AuthState;
  stateName: string;
}

/** findCompany answers at most this many companies. */
export const MAX_COMPANY_CHOICES = 20;
export const MAX_AUTH_IDS = 500;

// §8 success texts.
export const MSG_AUTH_APPLIED = '申请成功';
export const MSG_AUTH_AGREED = '授权操作成功';
export const MSG_AUTH_DECLINED = '拒绝授权操作成功';
export const MSG_AUTH_TAKEN_BACK = '回收授权成功';
export const MSG_AUTH_DELETED = '删除成功';
// §4 and §8 confirmations.
export const CONFIRM_TAKE_BACK = '确认回收企业授权?';
export const CONFIRM_DELETE = '是否删除该条记录?';

// Refusals (the spec is silent; docs/settlement.md lists them).
export const MSG_AUTH_COMPANY_UNKNOWN = '所选企业不存在';
export const MSG_AUTH_SELF = '不能向本企业申请授权';
export const MSG_AUTH_NOT_FOUND = '授权记录不存在或已被删除';
export const MSG_AUTH_CHOOSE_COMPANY = '请选择企业';
export const duplicateAuthMessage = (commerceName: string, stateName: string) => `已向${commerceName}申请授权（${stateName}），请勿重复申请`;
export const auditStateMessage = (stateName: string) => `只能审核待审核的授权申请，该申请为${stateName}`;
export const takeBackStateMessage = (names: readonly string[]) => `只能回收已授权的授权申请：${names.join('、')}`;
export const deleteStateMessage = (names: readonly string[]) => `已授权的申请不能删除，请由电商企业回收授权：${names.join('、')}`;
