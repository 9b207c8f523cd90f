// The demo and reference data the seed loads: menu.json, dictionaries.json, states.json and
// demo.json from one folder (schemas/seed for the real portal, fixtures in tests).
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MenuModule {
  key: string;
  name: string;
  uri: string;
  icon?: string;
  buttons?: string[];
  children?: MenuModule[];
}

export interface Dictionary {
  code: string;
  name?: string;
  items: Array<{ value: string; name: string }>;
}

export interface StateList {
  mode: string;
  billType: string;
  states: Array<{ state: string; stateName: string }>;
}

export interface DemoAccount {
  loginName: string;
  username?: string;
  password: string;
  userType: 'ADMIN' | 'USER';
  /** Button codes this account does not get (it gets every other one). */
  denyButtons?: string[];
}

/** Another demo company (demo.json otherCompanies): the commerce company the agent declared for, or an unrelated one. */
export interface OtherDemoCompany {
  role: 'commerce' | 'unrelated';
  company: { code: string; name: string };
  accounts: DemoAccount[];
}

export interface DemoData {
  company: { code: string; name: string };
  accounts: DemoAccount[];
  /** Further companies with their own main accounts (issue 13's authorisations); optional in fixtures. */
  otherCompanies?: OtherDemoCompany[];
}

export interface SeedData {
  modules: MenuModule[];
  dictionaries: Dictionary[];
  stateLists: StateList[];
  demo: DemoData;
}

export const DEFAULT_SEED_DIR = fileURLToPath(new URL('../../schemas/seed', import.meta.url));

/**
 * The seed folder the portal reads: PORTAL_SEED_DIR, else the project's schemas/seed. With
 * PORTAL_BILL_SCHEMAS_DIR and PORTAL_FORM_SCHEMAS_DIR it names another definitions tree (an
 * analyst's copy; `npm start` checks the three belong to one tree).
 */
export function seedDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.PORTAL_SEED_DIR ? resolve(env.PORTAL_SEED_DIR) : DEFAULT_SEED_DIR;
}

async function readJson<T>(dir: string, file: string, field: string): Promise<T> {
  const path = join(dir, file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`Seed file ${path} cannot be read: ${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || !(field in parsed)) {
    throw new Error(`Seed file ${path} has no "${field}" field`);
  }
  return (parsed as Record<string, T>)[field];
}

export async function loadSeedData(dir: string = seedDir()): Promise<SeedData> {
  const demoPath = join(dir, 'demo.json');
  const demo = JSON.parse(await readFile(demoPath, 'utf8')) as DemoData;
  if (!demo.company || !Array.isArray(demo.accounts)) {
    throw new Error(`Seed file ${demoPath} needs "company" and "accounts"`);
  }
  return {
    modules: await readJson<MenuModule[]>(dir, 'menu.json', 'modules'),
    dictionaries: await readJson<Dictionary[]>(dir, 'dictionaries.json', 'dictionaries'),
    stateLists: await readJson<StateList[]>(dir, 'states.json', 'stateLists'),
    demo,
  };
}
