// Texts of the list dialogs. Spec texts first (§2.4, §3.6); the rest were decided by the project
// where the spec is silent. Upload texts of §5.1 live in src/http/messages.ts.

/** Spec §2.4: the receipts dialog. */
export const TITLE_RECEIPTS = '最近三天回执';
export const LABEL_RETURN_TIME = '回执时间';
export const LABEL_RETURN_STATUS = '回执状态';
export const LABEL_RETURN_INFO = '回执信息';

export const LABEL_CHOOSE_EXCEL = '点击或拖动 Excel 文件（.xls、.xlsx）到此处';
export const HINT_FILE_NAME = '文件名只能包含汉字、英文、数字、下划线';
export const LABEL_IMPORT = '导入';
export const LABEL_STEP_CHOOSE = '选择文件';
export const LABEL_STEP_UPLOAD = '上传文件';
export const LABEL_STEP_IMPORT = '导入数据';
export const TITLE_IMPORT_PROBLEMS = '导入数据有误，请修改后重新导入';

/** Spec §2.4 / §9: the Excel query takes up to 3 files. */
export const FILE_QUERY_MAX = 3;
export const MSG_TOO_MANY_QUERY_FILES = `最多上传${FILE_QUERY_MAX}个查询文件`;
export const LABEL_DOWNLOAD_QUERY_TEMPLATE = '下载查询模板';
export const LABEL_QUERY = '查询';
export const HINT_FILE_QUERY = `每个文件第一列填写要查询的单据编号，最多 ${FILE_QUERY_MAX} 个文件`;

export const LABEL_LEAVE_TIME = '离境时间';
