// What a record of a form with identity fields (the UI file's state.identityFields: the company
// filing's credit code, customs code...) says when its saved identity differs from the approved
// record's: the change waits for a declaration and the reviewer's approval, and until then
// everything that uses the identity keeps the approved values (docs/company-filing.md). The
// server answers it with the record (`identityChange`, null when there is none); the page shows it.

/** One identity field whose saved value is not the approved one. */
export interface IdentityFieldChange {
  field: string;
  /** The field's title (统一社会信用代码). */
  title: string;
  approved: unknown;
  draft: unknown;
}

/** A pending identity change: every identity field's approved value, and the fields that differ. */
export interface IdentityChange {
  approved: Record<string, unknown>;
  fields: IdentityFieldChange[];
}

/** The record's key holding the pending identity change. */
export const IDENTITY_CHANGE_KEY = 'identityChange';
export const MSG_IDENTITY_CHANGE_PENDING = '身份信息变更待审核';
export const MSG_IDENTITY_CHANGE_HINT = '身份信息变更须申报并经海关审核通过后生效；在此之前，单据、资源中心账号与协议仍使用已审核通过的信息。';

const shown = (value: unknown): string => (value === undefined || value === null || value === '' ? '（空）' : String(value));

/** 统一社会信用代码：A → B；海关注册编码：C → D */
export function identityChangeText(change: IdentityChange): string {
  return change.fields.map((one) => `${one.title}：${shown(one.approved)} → ${shown(one.draft)}`).join('；');
}

/** The record's pending identity change, when it carries a well-formed one. */
export function identityChangeOf(record: Readonly<Record<string, unknown>> | null | undefined): IdentityChange | null {
  const value = record?.[IDENTITY_CHANGE_KEY] as IdentityChange | null | undefined;
  return value && typeof value === 'object' && Array.isArray(value.fields) && value.fields.length > 0 ? value : null;
}
