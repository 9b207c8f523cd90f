// Texts of the detail page. The spec's own words (platform-and-settlement.md §5.3, §8.4) are
// quoted from the HTTP layer's catalogue or written here verbatim; where the spec is silent the
// text is the project's (docs/detail-page.md lists them).
export const LABEL_EDIT = '编辑';
export const LABEL_SAVE = '保存';
export const LABEL_SAVE_DECLARE = '保存并申报';
export const LABEL_TEMPORARY = '暂存';
export const LABEL_REFRESH = '刷新';
export const LABEL_BODY_SAVE = '表体保存';
export const LABEL_DELETE_LINES = '删除';
export const LABEL_ADD_LINE = '新增行';
export const LABEL_SUMMARY = '汇总';
export const LABEL_DETAIL = '详情';
export const LABEL_ADD = '新增';
export const TITLE_CONFIRM = '提示';

/** §5.3 */
/** §5.3 order summary */
/** §8 delete confirmation */
export const CONFIRM_DELETE_LINES = '是否删除该条记录?';
/** §8.4 */

// The project's words where the spec gives none.
export const CONFIRM_SAVE = '确定保存当前单据吗？';
export const CONFIRM_SAVE_DECLARE = '确定保存并申报当前单据吗？';
export const MSG_SELECT_LINE_TO_SAVE = '请选择需要保存的数据！';
export const MSG_SAVE_HEAD_FIRST = '请先暂存表头信息';
export const MSG_LOAD_FAILED = '单据加载失败';
export const LABEL_RETRY = '重试';
export const LABEL_BACK_TO_LIST = '返回列表';
export const LABEL_CANCEL = '取消';
/** A save refused because someone else changed the bill meanwhile (docs/security.md). */
export const MSG_RELOAD_LOSES_EDITS = '重新加载将放弃本页未保存的修改';
export const LABEL_RELOAD = '重新加载';
export const LABEL_KEEP_EDITING = '继续编辑';

export const TITLE_ORDER_SUMMARY = '订单汇总';
export const LABEL_ORDER_NO = '订单编号';
export const LABEL_EBC_NAME = '电商企业名称';
export const LABEL_CREATE_TIME = '创建时间';
export const LABEL_STATE = '状态';
export const LABEL_SEARCH = '查询';
export const LABEL_ADD_ORDERS = '添加';
