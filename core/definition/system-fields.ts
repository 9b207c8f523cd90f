// Fields the engine owns on every family, whether the definition lists them or not. A client
// never sets them: the server fills them (id, company, state, times, customs' receipt text).
import type { FieldSchema } from './types.ts';

export const SYSTEM_FIELDS: Readonly<Record<string, FieldSchema>> = {
  id: { type: 'integer', title: '编号', readOnly: true },
  companyCode: { type: 'string', title: '企业编码', maxLength: 50, readOnly: true },
  state: { type: 'string', title: '状态', maxLength: 10, readOnly: true },
  createTime: { type: 'string', title: '创建时间', format: 'date-time', readOnly: true },
  updateTime: { type: 'string', title: '更新时间', format: 'date-time', readOnly: true },
  appTime: { type: 'string', title: '申报时间', format: 'date-time', readOnly: true },
  returnInfo: { type: 'string', title: '回执信息', maxLength: 1000, readOnly: true },
  /**
   * Raised by every write of the bill (save, line change, action, receipt): a save names the
   * version it was read at and is refused when someone else wrote the bill since.
   */
  version: { type: 'integer', title: '版本', readOnly: true },
};

export const SYSTEM_FIELD_NAMES: readonly string[] = Object.keys(SYSTEM_FIELDS);

/** The property that holds a family's lines (body), when it has any. */
export const LINES_PROPERTY = 'lines';

export function isSystemField(name: string): boolean {
  return Object.hasOwn(SYSTEM_FIELDS, name);
}
