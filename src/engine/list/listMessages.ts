// Texts of the generic bill list that src/http/messages.ts does not hold (that file keeps the
// texts of spec §5.1 and §8). Written once here and imported wherever they are shown or tested.

/** Spec §5.3: a batch action clicked with no row selected (warning). */
/** Spec §5.3: the update-state action clicked with no row selected. */
export const MSG_SELECT_ROWS_TO_UPDATE = '请选择需要操作的数据';
/** Spec §5.3: the download of knowledge files clicked with no file selected. */
/** Spec §2.4: the search-clear action asks first. */
export const CONFIRM_CLEAR_SEARCH = '此操作将清空查询条件, 是否继续?';
/** The answer of the definition endpoint for a route that has no bill definition yet. */

// Decided by the project (the spec is silent).
export const LABEL_ALL_STATES = '全部';
export const MSG_NO_DATA = '暂无数据';
export const TITLE_CONFIRM = '提示';
export const LABEL_SEARCH = '查询';
export const LABEL_RESET = '重置';
export const LABEL_OPERATION = '操作';
export const LABEL_RECEIPTS = '回执';
export const MSG_DEFINITION_FAILED = '单据定义加载失败';
export const LABEL_RETRY = '重新加载';
export const LABEL_FILE_QUERY_ACTIVE = '当前按 Excel 文件查询';
export const LABEL_LEAVE_FILE_QUERY = '退出 Excel 查询';

/** Under the Excel query banner: every number in the files found a bill. */
export function allMatchedText(): string {
  return '文件中的单号均已查到。';
}

/** Under the Excel query banner: `count` numbers found nothing, the first `shown` listed after it. */
export function unmatchedText(count: number, shown: number): string {
  return shown < count ? `${count} 个单号未查到（列出前 ${shown} 个）：` : `${count} 个单号未查到：`;
}
export const LABEL_RANGE_FROM = '最小值';
export const LABEL_RANGE_TO = '最大值';
export const MSG_DOWNLOAD_FAILED = '下载失败';
/** The bar's last button when the others do not fit its one row (issue 23 point 7). */
export const LABEL_MORE = '更多';
/** The search panel's fold toggle (issue 23 point 7). */
export const LABEL_UNFOLD = '展开';
export const LABEL_FOLD = '收起';

/** Beside 展开 while folded conditions hold values (they still apply to the list). */
export function hiddenConditionsText(count: number): string {
  return `（${count} 项已填）`;
}

/**
 * Spec §5.2: a button that acts on the list's conditions (adding inventories to a summary
 * application) needs one condition chosen first; `title` is that filter's label.
 */
export function requiredFilterText(title: string): string {
  return `请先选择「${title}」查询条件`;
}

/** Tooltip of a lifecycle button that the selected rows' states do not allow. */
export function blockedByStates(stateNames: readonly string[], verb: string): string {
  return `所选单据中有状态为「${stateNames.join('」「')}」的单据，不能${verb}`;
}

const WINDOW_NAMES = { '7d': '近7天', '30d': '近30天', '1y': '近一年' } as const;

/**
 * Beside a date range still on its default window (issue 11 point 6), so a user knows why older
 * bills are not listed: 默认查询近一年.
 */
export function defaultWindowText(window: keyof typeof WINDOW_NAMES): string {
  return `默认查询${WINDOW_NAMES[window]}`;
}

/** Pagination total (spec §2.4 pagination; "共 N 条" is antd's own Chinese wording). */
export function totalText(total: number): string {
  return `共 ${total} 条`;
}

/** Beside the pager while the exact total of rows shown first is counted (issue 26 point 1). */
export const LABEL_COUNTING_TOTAL = '共 … 条（统计中）';

/** Tax total of the taxTotal button: shown in yuan (spec §7.4). */
export function taxTotalText(total: number): string {
  return `税款合计：${total.toFixed(2)} 元`;
}

/** How many rows the batch buttons would act on. */
export function selectedText(count: number): string {
  return `已选择 ${count} 条`;
}

/** A dialog button whose dialog the screen does not bring (a definition error, not a user's). */
export function missingDialogText(name: string): string {
  return `弹框 ${name} 未配置，请联系管理员`;
}
