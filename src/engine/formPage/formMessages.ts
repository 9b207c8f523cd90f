// Texts of the form page. The spec's own words (bill-families-and-screens.md §5, §8) come from the
// form's definition (confirmations, success texts, required messages); these are the project's
// where the spec is silent (docs/forms.md lists them).
export const MSG_FORM_LOAD_FAILED = '页面加载失败';
export const LABEL_RETRY = '重试';
export const LABEL_INDEX = '序号';
export const LABEL_ACTIONS = '操作';
export const LABEL_DOWNLOAD = '下载';
export const LABEL_DELETE = '删除';
export const MSG_DELETED = '删除成功';
export const MSG_NO_RECORDS = '暂无数据';
export const LABEL_FILE_TYPE = '文件类型';
export const LABEL_FILE = '文件';
export const LABEL_CHOOSE_FILE = '选择文件';
export const MSG_CHOOSE_FILE_TYPE = '请选择文件类型';
export const MSG_CHOOSE_FILE = '请选择文件';
export const LABEL_UPLOAD = '上传';
/** The accepted types and the size, in the dialog and in its refusals. */
export function acceptHint(types: readonly string[], maxBytes: number): string {
  return `只能上传 ${types.join('、')} 格式的文件，且不超过 ${Math.floor(maxBytes / 1000)}KB（${maxBytes.toLocaleString('en-US')} 字节）`;
}
export function msgWrongType(types: readonly string[]): string {
  return `只能上传 ${types.join('、')} 格式的文件`;
}
export function msgTooBig(maxBytes: number): string {
  return `文件大小不能超过 ${Math.floor(maxBytes / 1000)}KB`;
}
/** A new-record form's attachments are full (the field's maxItems). */
export function msgTooManyFiles(most: number): string {
  return `最多上传 ${most} 个文件`;
}
