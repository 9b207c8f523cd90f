// Shapes of the wire protocol (docs/protocol.md), one copy for the server that answers and the
// browser that calls.

/** The response envelope of platform-and-settlement.md §8.1. */
export interface Envelope<T = unknown> {
  code: number;
  message?: string;
  data: T;
}

/** The envelope codes of platform-and-settlement.md §8.1. */
export const ENVELOPE_CODE = {
  success: 0,
  /** The caller gets the whole body and shows the message itself (alert 错误提示). */
  callerShows: -1000,
  /** The server message is shown as a warning. */
  warning: -1,
  /** The access token has expired: refresh and retry. */
  tokenExpired: -10000,
} as const;

/** Stored in localStorage as `userInfo` (platform-and-settlement.md §3.8). */
export interface UserInfo {
  id: string;
  loginName: string;
  username: string;
  userType: 'ADMIN' | 'USER' | string;
  companyName: string | null;
  companyCode: string | null;
  account: string;
  /**
   * The company's filing has been approved (docs/company-filing.md): bill pages are open. Absent in
   * a session stored before the field existed — the server's bill routes decide then.
   */
  filingApproved?: boolean;
  /** The approved filing's customs registration code: new bills' transmission company code (copCode). */
  customsRegistCode?: string | null;
}

export interface ButtonVo {
  code: string;
}

/** One node of the menu tree the server answers at login (`modules`). */
export interface ModuleNode {
  id: string;
  parentId: string | null;
  uri: string;
  name: string;
  icon?: string | null;
  sortNo: number;
  children: ModuleNode[];
  buttonVos: ButtonVo[];
}

export interface LoginAnswer {
  token: string;
  refreshToken: string;
  userInfo: UserInfo;
  modules: ModuleNode[];
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface DictionaryItem {
  name: string;
  value: string;
}

export interface StateOption {
  state: string;
  stateName: string;
}
