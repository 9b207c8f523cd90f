// Company parameters (bill-families-and-screens.md §2 /parametersSetting, §3.10, §5, §7): the
// company's own (type, code, value) table. One copy of the paths, shapes, limits and texts for the
// server and the browser.
import { ENTERPRISE_API } from './api-path.ts';

/** §7 calls; deleteSetting is not in the spec (its screen deletes rows): docs/company-parameters.md. */
export const SETTING_PATHS = {
  querySettingList: `${ENTERPRISE_API}/company/querySettingList`,
  saveSetting: `${ENTERPRISE_API}/company/saveSetting`,
  deleteSetting: `${ENTERPRISE_API}/company/deleteSetting`,
} as const;

/** The page's module; its button codes: add (create), edit (update), save (either), delete. */
export const SETTINGS_PAGE = '/parametersSetting';

/** §3.10 company parameter, as querySettingList answers it. */
export interface CompanySetting {
  id: number;
  type: string;
  code: string;
  value: string;
  companyCode: string;
}

/** What saveSetting takes: no id creates, an id updates. companyCode is checked, never trusted. */
export interface SettingDraft {
  id?: number | null;
  type: string;
  code: string;
  value: string;
  companyCode?: string | null;
}

export const SETTING_LIMITS = { type: 50, code: 50, value: 500 } as const;
/** At most this many parameters per company (a bound on the table, not a spec rule). */
export const MAX_SETTINGS = 500;

export const SETTING_LABELS = { type: '类型', code: '代码', value: '值' } as const;
export type SettingField = keyof typeof SETTING_LABELS;
export const SETTING_FIELDS: readonly SettingField[] = ['type', 'code', 'value'];

/** §5: type, code and value required, "otherwise an error asks to fill required data". */
export const MSG_SETTING_REQUIRED = '请填写完整的必填数据';
export const MSG_SETTING_SAVED = '保存成功';
export const MSG_SETTING_DELETED = '删除成功';
export const MSG_SETTING_DELETE_CONFIRM = '是否删除该条记录?';
export const MSG_SETTING_NOT_FOUND = '参数不存在或已被删除';
export const MSG_SETTING_COMPANY_MISMATCH = '企业编码与当前登录企业不一致';
export const MSG_SETTING_TOO_MANY = `参数已达上限（${MAX_SETTINGS} 条），请先删除不用的参数`;
export const MSG_SETTINGS_LOAD_FAILED = '参数列表加载失败';
export const settingRequiredMessage = (field: SettingField) => `请填写${SETTING_LABELS[field]}`;
export const duplicateSettingMessage = (type: string, code: string) => `类型「${type}」下已有代码为「${code}」的参数`;

/** The required fields left empty (blank counts as empty), in form order. */
export function missingSettingFields(draft: Partial<Record<SettingField, unknown>>): SettingField[] {
  return SETTING_FIELDS.filter((field) => {
    const value = draft[field];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** 请填写完整的必填数据：类型、值 — the spec's message naming what is missing. */
export function missingSettingMessage(missing: readonly SettingField[]): string {
  return `${MSG_SETTING_REQUIRED}：${missing.map((field) => SETTING_LABELS[field]).join('、')}`;
}
