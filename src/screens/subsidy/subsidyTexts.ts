// Words of the subsidy pages. From the spec (§5, §8, verbatim): the import's Excel-only and one-file
// messages, 是否删除所有导入记录?, 提交申请成功, 错误提示, 导出失败. The rest are ours (listed in
// docs/subsidy-screens.md): the spec is silent on them (§8.4 says what the export note means, not its words).
export const MSG_EXCEL_ONLY = '仅支持上传excel文件';
/** §5 "Waybill import": one message, as the spec writes it (two files at once, or a second one after the first). */
export const MSG_ONE_FILE = '仅支持导入一份文件, 请先移除已上传文件再重新上传';
/** §8.4: the export of the data-check (核验结果) list covers only the company's own declarations; the words are ours. */
export const MSG_EXPORT_SCOPE = '导出的数据仅包含申报企业为本企业的数据';
export const TITLE_ERROR = '错误提示';
export const MSG_EXPORT_FAILED = '导出失败';
export const MSG_IMPORTED = '导入成功';
export const MSG_DELETED = '删除成功';

export const TITLE_IMPORT = '导入运单号';
export const LABEL_CHOOSE_FILE = '选择文件';
export const LABEL_START_IMPORT = '开始导入';
export const LABEL_CLOSE = '关闭';
export const MSG_CHOOSE_FILE = '请选择要导入的Excel文件';
export const MSG_IMPORT_RUNNING = '正在读取运单数据，可关闭本窗口继续填写申请，导入完成后运单号列表自动刷新';
export const MSG_IMPORT_FAILED = '导入失败，文件中的数据均未保存，请按以下行号修改后重新导入';
export const MSG_IMPORT_DONE = '导入完成';
export const MSG_ALREADY_IMPORTED = '已导入运单号，如需重新导入请先全部删除';
export const MSG_NO_COMPANY_NAME = '请输入企业名称';
export const MSG_NO_COMPANY_FOUND = '未找到匹配的企业';
export const LABEL_SEARCH = '查询';
export const LABEL_CHOOSE = '选择';
export const LABEL_CHOSEN = '已选择';
export const LABEL_REMOVE = '移除';
export const LABEL_DELETE = '删除';
export const LABEL_EXPORT = '导出';
export const LABEL_BACK = '返回';
export const LABEL_RETRY = '重试';
export const LABEL_INDEX = '序号';
export const LABEL_ACTIONS = '操作';
export const MSG_LOAD_FAILED = '页面加载失败';
export const MSG_NO_DATA = '暂无数据';
export const TITLE_STATE = '核验状态';

/** 已读取 8,000 / 20,000 行 (the total when the sheet's size is known). */
export function rowsRead(rows: number, total?: number): string {
  const read = rows.toLocaleString('en-US');
  return total ? `已读取 ${read} / ${total.toLocaleString('en-US')} 行` : `已读取 ${read} 行`;
}

/** What a running import is doing (importProgress `phase`). */
export const PHASES: Readonly<Record<string, string>> = { read: '正在读取', check: '正在校验', store: '正在保存' };

/** More errors than listed (the server lists the first 100). */
export function moreErrors(count: number, listed: number): string {
  return `共 ${count} 处错误，以下列出前 ${listed} 处`;
}

/** 第 12 行：总运单号不能为空 */
export function rowProblem(row: number, message: string): string {
  return `第 ${row} 行：${message}`;
}

export function totalText(total: number): string {
  return `共 ${total} 条`;
}
