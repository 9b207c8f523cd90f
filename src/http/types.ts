// Shapes of the wire protocol (docs/protocol.md). Shared by the HTTP layer and the screens.

/** The response envelope of platform-and-settlement.md §8.1. */
export interface Envelope<T = unknown> {
  code: number;
  message?: string;
  data: T;
}

/** Stored in localStorage as `userInfo` (platform-and-settlement.md §3.8). */
export interface UserInfo {
  id: string;
  loginName: string;
  username: string;
  userType: 'ADMIN' | 'USER' | string;
  companyName: string | null;
  companyCode: string | null;
  account: string;
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
