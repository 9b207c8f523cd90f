// Texts about leaving a page with unsaved edits (the spec gives none; docs/detail-page.md lists them).
export const TITLE_UNSAVED = '未保存的修改';
/** A page's own way out (刷新, 取消) would drop what was typed. */
export const CONFIRM_DISCARD_EDITS = '当前修改尚未保存，确定放弃修改吗？';
/** Closing tabs would drop what was typed in them; `titles` names those tabs. */
export function confirmCloseUnsaved(titles: readonly string[]): string {
  return `${titles.map((title) => `“${title}”`).join('、')}有未保存的修改，关闭后修改将丢失，确定关闭吗？`;
}
export const LABEL_DISCARD = '放弃修改';
export const LABEL_CLOSE_ANYWAY = '仍然关闭';
export const LABEL_KEEP = '继续编辑';
/** Said before 确认退出当前用户? when open tabs hold unsaved edits. */
export const MSG_LOGOUT_LOSES_EDITS = '有页面存在未保存的修改，退出后修改将丢失。';
