// The buttons most lists share, written once. A UI file names one by its preset name
// ("excelQuery") or takes one and overrides what differs ({ "preset": "export", "path":
// "exportOrderData" }). The table is data: docs/definitions.md lists it, the meta-schema's
// `presetName` enum must name exactly these keys (core/definition/defaults.spec.ts checks it).
import type { ButtonDefinition } from './types.ts';

/** `{side}` and `{key}` in a string value are replaced by the family id's two parts. */
export const BUTTON_PRESETS = {
  add: { code: 'add', kind: 'navigate', text: '新增', to: '/details/{side}/{key}' },
  declare: { code: 'declare', kind: 'confirm', text: '申报', confirm: '确认批量申报吗？', path: 'declarationList' },
  delete: { code: 'delete', kind: 'confirm', text: '删除', confirm: '是否删除该条记录?', path: 'deleteByIds' },
  chargeback: { code: 'chargeback', kind: 'confirm', text: '批量改为退单', confirm: '确定批量改为退单吗?', path: 'updateReturnStatus' },
  updateStatus: { code: 'updateStatus', kind: 'updateState', text: '更新状态', confirm: '确定更新选中单据的状态吗?', path: 'updateStatus' },
  resendReceipt: { code: 'sendReciept', kind: 'confirm', text: '重发回执', confirm: '确定重新发送选中单据回执吗?', path: 'sendReceipt' },
  export: { code: 'export', kind: 'export', text: '导出', path: 'exportData' },
  template: { code: 'downTemplate', kind: 'template', text: '下载模板', path: 'downloadTemplate' },
  import: { code: 'importQuery', kind: 'import', text: '导入', path: 'importData', fileKey: 'filePath' },
  excelQuery: { code: 'conditionalQuery', kind: 'fileQuery', text: 'Excel查询', path: 'queryByFile', template: 'downloadQueryTemplate' },
} as const satisfies Record<string, ButtonDefinition>;

export type PresetName = keyof typeof BUTTON_PRESETS;

export function isPresetName(name: string): name is PresetName {
  return Object.hasOwn(BUTTON_PRESETS, name);
}
