// Shapes of the seed files once they have passed their meta-schemas (schemas/meta/*.schema.json).

export interface MenuNode {
  key: string;
  name: string;
  uri: string;
  icon: string;
  buttons: string[];
  children?: MenuNode[];
}

export interface MenuFile {
  modules: MenuNode[];
}

export interface DictionaryFile {
  dictionaries: Array<{ code: string; name: string; items: Array<{ value: string; name: string }> }>;
}

export interface StatesFile {
  stateLists: Array<{ mode: string; billType: string; states: Array<{ state: string; stateName: string }> }>;
}

export type DemoUserType = 'ADMIN' | 'USER';

export interface DemoAccountEntry {
  loginName: string;
  username: string;
  password: string;
  userType: DemoUserType;
  denyButtons: string[];
}

export interface DemoFile {
  company: { code: string; name: string };
  accounts: DemoAccountEntry[];
  otherCompanies?: Array<{ role: 'commerce' | 'unrelated'; company: { code: string; name: string }; accounts: DemoAccountEntry[] }>;
}
