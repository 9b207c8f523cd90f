// User texts of the settlement server. Verbatim from the spec where it has them (§5.2, §5.3, §8.4);
// the others are ours (listed in docs/settlement-server.md).
export const MSG_SELECT_DATA = '请选择操作数据！';
export const MSG_SELECT_TO_ADD = '请选择需要添加的清单';
export const MSG_SELECT_TO_DELETE = '请选择需要删除的清单';
export const MSG_OK = '操作成功！';
export const MSG_SAVED = '保存成功！';
export const MSG_DELETED = '删除成功！';
export const MSG_REVOKED = '申请撤销成功';
/** §5.2: a settlement revoke reason must be non-empty (a write-off's revoke says the same). */
export const MSG_REASON_REQUIRED = '申请撤销理由不能为空';
// Ours:
export const MSG_NOT_FOUND = '结汇申请不存在';
export const MSG_REVOKE_TYPE = '撤销类型不正确';
export const MSG_BANK_REQUIRED = '请选择银行';
export const MSG_BANK_UNKNOWN = '银行不存在';
export const MSG_NO_BILLS = '结汇申请没有清单，不能提交';
export const MSG_EBC_REQUIRED = '请选择电商企业';
export const MSG_DECLARE_ID_REQUIRED = '请指定结汇申请';
export const MSG_BILL_NOT_FOUND = '清单不存在';
export const PENDING_DECLARE_NO = '待生成';
export const MSG_ATTACHED_MEANWHILE = '所选清单刚被其他结汇申请添加，请刷新后重试';

export const notAuthorised = (ebc: string): string => `电商企业 ${ebc} 未授权本企业结汇或已回收授权`;
export const wrongState = (no: string, stateName: string, action: string): string => `结汇申请 ${no}（${stateName}）不能${action}`;
export const alreadyAttached = (bills: string, no: string): string => `清单 ${bills} 已在结汇申请 ${no} 中`;
export const notCandidate = (bills: string): string => `清单 ${bills} 不是本企业该电商企业已放行的清单`;
export const outsideWindow = (bills: string): string => `清单 ${bills} 不在所选创建时间范围内`;
export const otherCurrency = (bills: string, currency: string): string => `清单 ${bills} 的币制与结汇申请的币制 ${currency} 不同`;
export const notAttached = (bills: string): string => `清单 ${bills} 不在该结汇申请中`;
/** The open API names bills by their key (企业内部编号…): those that name none of the company's. */
export const unknownBills = (keyTitle: string, keys: string): string => `${keyTitle}为 ${keys} 的清单不存在`;
/** The open API names applications by number: those that name none of the company's. */
export const unknownApplications = (numbers: string): string => `结汇申请 ${numbers} 不存在`;
export const cannotChangeCommerce = '已添加清单的结汇申请不能更换电商企业或进出口类型';

/** At most ten names, then how many more. */
export function named(names: readonly string[]): string {
  return names.length <= 10 ? names.join('、') : `${names.slice(0, 10).join('、')} 等 ${names.length} 张`;
}

// Write-off (§2.7, §4.2, §5.3, §5.4, §8.4):
export const MSG_SELECT_REVOKE = '请选择需要撤销的申请单';
export const MSG_VERIFICATION_APPLIED = '提交核销申请成功';
export const MSG_VERIFICATION_NOT_FOUND = '核销申请不存在';
// Ours:
export const MSG_AMOUNTS_MISMATCH = '核销金额与所选结汇申请的数量不一致';
export const badAmount = (no: string): string => `结汇申请 ${no} 的核销金额不正确（须大于 0，最多 5 位小数）`;
export const aboveAvailable = (no: string, available: string): string => `结汇申请 ${no} 的核销金额超过可核销金额 ${available}`;
export const notVerifiable = (no: string): string => `结汇申请 ${no} 不是审核通过的结汇申请，不能核销`;
export const verificationWrongState = (id: number, stateName: string): string => `核销申请 #${id}（${stateName}）不能撤销`;
