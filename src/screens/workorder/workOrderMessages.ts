// Texts of the work order detail page where the spec gives none (docs/work-orders.md lists them);
// field titles come from the list definition (schemas/bills/other-workorder.schema.json).
export { LABEL_BACK, LABEL_DETAIL, LABEL_RETRY, MSG_LOAD_FAILED } from '../sign/signMessages.ts';

export const LABEL_ATTACHMENTS = '附件';
export const LABEL_DOWNLOAD = '下载';
export const MSG_NO_ATTACHMENTS = '无附件';
