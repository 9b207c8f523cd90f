// Texts the server sends and the browser shows or matches, verbatim from the spec's catalogue
// (platform-and-settlement.md §5.1 and §8, bill-families-and-screens.md): one copy for both sides.

// §8.2 HTTP status texts the server also answers with.
export const MSG_BAD_REQUEST = '请求错误';
export const MSG_SESSION_EXPIRED = '您的登录信息已失效, 请重新登录';
export const MSG_CHANGE_PASSWORD = '请更改密码';
export const MSG_FORBIDDEN = '拒绝访问';
export const MSG_NOT_FOUND = '请求地址出错';
export const MSG_SERVER_ERROR = '服务器内部错误';

// §5.1 Uploads and Excel files.
export const MSG_INVALID_FILE_NAME = '非法文件名，文件名只能包含汉字、英文、数字、下划线';
export const MSG_QUERY_FILE_NOT_EXCEL = '数据格式不正确或者模板不正确';
export const MSG_FILE_EMPTY_OR_MALFORMED = '文件数据为空或格式不正确！';

// §8.4 Successes.
export const MSG_OPERATION_SUCCEEDED = '操作成功！';
export const MSG_IMPORT_SUCCEEDED = '导入成功';
export const MSG_DELETED = '删除成功！';
export const MSG_PASSWORD_CHANGED = '修改成功！';
export const MSG_LOGGED_OUT = '已退出!';

// Refusals a button meets on either side.
export const MSG_SELECT_ROWS = '请选择操作数据！';
export const MSG_SELECT_DOWNLOAD_FILES = '请选择下载文件';
export const MSG_SELECT_ORDERS = '请选择订单数据！';
export const MSG_SELECT_LINES_TO_DELETE = '请选择需要删除的数据！';
export const MSG_NO_DEFINITION = '该页面尚未配置单据定义';
export const MSG_FILING_REQUIRED = '请先进行企业备案！';

// The change-password form (bill-families-and-screens.md §5).
export const MSG_LOGIN_NAME_REQUIRED = '请填写登录名';
export const MSG_OLD_PASSWORD_REQUIRED = '请填写原始密码';
