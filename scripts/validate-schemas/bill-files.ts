// The files of schemas/bills by role. A family is the pair {family}.schema.json + {family}.ui.json;
// files whose name starts with "_" are not families (_shared.schema.json holds the shared fields).
// Sub-folders are not read by the loaders, so they are left to the generic definition check.
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Problem } from './problem.ts';

export const BILLS_FOLDER = 'schemas/bills';
export const SHARED_FILE = `${BILLS_FOLDER}/_shared.schema.json`;
export const DATA_META_SCHEMA = 'schemas/meta/bill-data.schema.json';
export const UI_META_SCHEMA = 'schemas/meta/bill-ui.schema.json';

const DATA_SUFFIX = '.schema.json';
const UI_SUFFIX = '.ui.json';

export interface BillFileListing {
  /** family -> file, for {family}.schema.json */
  data: Map<string, string>;
  /** family -> file, for {family}.ui.json */
  ui: Map<string, string>;
  /** _*.json: not families; _shared.schema.json among them when present */
  auxiliary: string[];
  problems: Problem[];
}

/** True for the files this module claims: JSON files directly in schemas/bills. */
export function isBillFile(file: string): boolean {
  return posix.dirname(file) === BILLS_FOLDER && file.endsWith('.json');
}

function familyFile(family: string, suffix: string): string {
  return `${BILLS_FOLDER}/${family}${suffix}`;
}

export function listBillFiles(root: string): BillFileListing {
  const listing: BillFileListing = { data: new Map(), ui: new Map(), auxiliary: [], problems: [] };
  let names: string[];
  try {
    names = readdirSync(join(root, BILLS_FOLDER), { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b));
  } catch {
    return listing;
  }
  for (const name of names) {
    const file = `${BILLS_FOLDER}/${name}`;
    if (name.startsWith('_')) listing.auxiliary.push(file);
    else if (name.endsWith(DATA_SUFFIX)) listing.data.set(name.slice(0, -DATA_SUFFIX.length), file);
    else if (name.endsWith(UI_SUFFIX)) listing.ui.set(name.slice(0, -UI_SUFFIX.length), file);
    else {
      listing.problems.push({
        file,
        pointer: '',
        message: `文件名应为 {单证族}${DATA_SUFFIX} 或 {单证族}${UI_SUFFIX}；以 _ 开头的文件不是单证族`,
      });
    }
  }
  for (const [family, file] of listing.data) {
    if (!listing.ui.has(family)) {
      listing.problems.push({ file, pointer: '', message: `缺少界面文件 ${familyFile(family, UI_SUFFIX)}（一个单证族由数据模式与界面文件两个文件组成）` });
    }
  }
  for (const [family, file] of listing.ui) {
    if (!listing.data.has(family)) {
      listing.problems.push({ file, pointer: '', message: `缺少数据模式 ${familyFile(family, DATA_SUFFIX)}（一个单证族由数据模式与界面文件两个文件组成）` });
    }
  }
  return listing;
}

/** Every family named by either file, in name order. */
export function familiesOf(listing: BillFileListing): string[] {
  return [...new Set([...listing.data.keys(), ...listing.ui.keys()])].sort((a, b) => a.localeCompare(b));
}
