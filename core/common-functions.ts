// Common functions (bill-families-and-screens.md §2 /commonFun and /home, §3.4, §7): the shortcuts
// a user picks for the home page. One copy of the shapes and texts for the server and the browser.

/** §7 calls. */
export const FUNCTION_PATHS = {
  findAll: '/api/enterprise/user/function/findAll',
  findUserFunctions: '/api/enterprise/user/function/findUserFunctions',
  saveFunctions: '/api/enterprise/user/function/saveFunctions',
} as const;

/** §3.4 type of a common function: basic pages, export pages, import pages. */
export type CommonFunctionType = 'common' | 'billExport' | 'import';

/** The groups of the /commonFun screen, in the order shown, with their titles. */
export const COMMON_FUNCTION_GROUPS: readonly { type: CommonFunctionType; title: string }[] = [
  { type: 'common', title: '基础功能' },
  { type: 'import', title: '进口业务' },
  { type: 'billExport', title: '出口业务' },
];

/** §3.4 common function, as findAll answers it: one entry the user may choose. */
export interface CommonFunction {
  id: string;
  name: string;
  type: CommonFunctionType;
  /** In the user's current choice (the saved one, else the default). */
  checked: boolean;
  icon: string | null;
  uri: string;
}

/** §3.4 user function, as findUserFunctions answers it: one shortcut of the home page. */
export interface UserFunction {
  id: string;
  name: string;
  uri: string;
  icon: string | null;
  type: CommonFunctionType;
}

/** One chosen entry of saveFunctions (§7 "actions with type and moduleId"). */
export interface FunctionAction {
  moduleId: string;
  type: CommonFunctionType;
}

/**
 * The one entry that is not a menu page: 修改密码 opens the change-password dialog (§2 /home).
 * Its uri is never navigated to.
 */
export const CHANGE_PASSWORD_FUNCTION = { id: 'changePassword', name: '修改密码', uri: '#changePassword', icon: 'LockOutlined' } as const;

/** At most this many entries in one saveFunctions body (more than any menu holds). */
export const MAX_FUNCTION_ACTIONS = 100;

/** How many shortcuts the home page shows before the user has saved a choice. */
export const DEFAULT_FUNCTION_COUNT = 8;

/** The type of a menu page by its address: export and import bill pages, else basic. */
export function functionTypeOfUri(uri: string): CommonFunctionType {
  if (uri.startsWith('/bill/export/')) return 'billExport';
  if (uri.startsWith('/bill/import/')) return 'import';
  return 'common';
}

// Texts of the screen and of the server's refusals. The spec gives none for this screen.
export const MSG_FUNCTIONS_SAVED = '保存成功';
export const MSG_FUNCTIONS_EMPTY = '请至少选择一项常用功能';
export const MSG_FUNCTION_NOT_OFFERED = '所选功能不存在或无权使用';
export const MSG_FUNCTION_TYPE_MISMATCH = '所选功能的类型不正确';
export const MSG_FUNCTIONS_LOAD_FAILED = '常用功能加载失败';

/**
 * The default shortcuts of a user who has saved no choice: pages taken in turn from each
 * first-level menu group (so the long export group does not crowd out the others), `count` of
 * them, in menu order within a group. 修改密码 is added after them by the caller.
 */
export function defaultPages<T extends { group: string }>(pages: readonly T[], count = DEFAULT_FUNCTION_COUNT): T[] {
  const groups = new Map<string, T[]>();
  for (const page of pages) groups.set(page.group, [...(groups.get(page.group) ?? []), page]);
  const queues = [...groups.values()];
  const picked: T[] = [];
  for (let round = 0; picked.length < count && queues.some((queue) => queue.length > round); round += 1) {
    for (const queue of queues) if (queue[round] && picked.length < count) picked.push(queue[round]);
  }
  return picked;
}
