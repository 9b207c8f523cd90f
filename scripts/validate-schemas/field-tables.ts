// Reads the field tables of schemas/tables: one {family}.table.json per bill family plus
// _common.table.json, each validated against its meta-schema. Only tables that pass are handed to
// the cross checks; the meta-schema problems say why the others were left out.
import type { ValidateFunction } from 'ajv';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Checked } from './checked-files.ts';
import type { Problem } from './problem.ts';
import { loadCheckedFile } from './load-bills.ts';
import { keptRegistry, type SchemaRegistry } from './schema-registry.ts';
import type { CommonTable, FieldTable } from './table-types.ts';

export const TABLES_FOLDER = 'schemas/tables';
export const COMMON_TABLE = `${TABLES_FOLDER}/_common.table.json`;
export const TABLE_META_SCHEMA = 'schemas/meta/field-table.schema.json';
export const COMMON_META_SCHEMA = 'schemas/meta/field-table-common.schema.json';

const TABLE_SUFFIX = '.table.json';

export function tableFileOf(family: string): string {
  return `${TABLES_FOLDER}/${family}${TABLE_SUFFIX}`;
}

export interface LoadedTables {
  /** family -> table file, for every {family}.table.json found (valid or not). */
  files: Map<string, string>;
  /** The tables that passed their meta-schema, by family. */
  tables: Map<string, Checked<FieldTable>>;
  common?: Checked<CommonTable>;
  problems: Problem[];
  /** Table files and the two meta-schemas looked at. */
  count: number;
}

function tableFileNames(root: string): string[] {
  try {
    return readdirSync(join(root, TABLES_FOLDER), { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b));
  } catch {
    return [];
  }
}

function compile(registry: SchemaRegistry, file: string, problems: Problem[]): ValidateFunction | undefined {
  const compiled = registry.compile(file);
  if ('validate' in compiled) return compiled.validate;
  problems.push({ file, pointer: '', message: compiled.problem });
  return undefined;
}

const loadTableFile = loadCheckedFile;

export function loadFieldTables(root: string): LoadedTables {
  const problems: Problem[] = [];
  const registry = keptRegistry(root, 'draft-07', true, { strictRequired: false });
  const validateTable = compile(registry, TABLE_META_SCHEMA, problems);
  const validateCommon = compile(registry, COMMON_META_SCHEMA, problems);
  const loaded: LoadedTables = { files: new Map(), tables: new Map(), problems, count: 2 };
  const names = tableFileNames(root);
  for (const name of names) {
    const file = `${TABLES_FOLDER}/${name}`;
    loaded.count += 1;
    if (file === COMMON_TABLE) {
      loaded.common = loadTableFile<CommonTable>(root, file, COMMON_META_SCHEMA, validateCommon, problems);
      continue;
    }
    if (name.startsWith('_') || !name.endsWith(TABLE_SUFFIX)) {
      problems.push({ file, pointer: '', message: `文件名应为 {单证族}${TABLE_SUFFIX}（通用限制写在 ${COMMON_TABLE}）` });
      continue;
    }
    const family = name.slice(0, -TABLE_SUFFIX.length);
    loaded.files.set(family, file);
    const table = loadTableFile<FieldTable>(root, file, TABLE_META_SCHEMA, validateTable, problems);
    if (!table) continue;
    if (table.value.family !== family) {
      problems.push({ file, pointer: '/family', message: `family "${table.value.family}" 应与文件名一致，为 "${family}"` });
      continue;
    }
    loaded.tables.set(family, table);
  }
  if (!names.includes(COMMON_TABLE.slice(TABLES_FOLDER.length + 1))) {
    problems.push({ file: COMMON_TABLE, pointer: '', message: '文件不存在（platform-and-settlement.md §5.2 的通用长度与 §3.13 的传输字段写在这里）' });
  }
  return loaded;
}
