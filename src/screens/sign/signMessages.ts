// Texts of the read-only record page. 返回 is the spec's (bill-families-and-screens.md §2,
// "/sign/detail/{id}: … a back button"); the rest come from the detail page's catalogue.
export { LABEL_DETAIL, LABEL_RETRY, MSG_LOAD_FAILED } from '../../engine/detail/detailMessages.ts';

export const LABEL_BACK = '返回';
