// The definitions sync on a database seeded from schemas/seed, then synced with an edited copy of
// that folder (JSON edits only): additions with their grants, renames, removals with and without
// data referring to them, and a second run that finds nothing to do. On SQLite, and on
// PostgreSQL with TEST_DATABASE=postgres.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/api/test-database.ts';
import { dynamicDb } from '../../bills/db.ts';
import { createFamily } from '../../bills/family.ts';
import { loadDefinitions } from '../../bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../bills/settings.ts';
import { ensureFamilyTables } from '../../bills/table/ensure-tables.ts';
import { seedDatabase } from '../seed.ts';
import { DEFAULT_SEED_DIR, loadSeedData, type MenuModule } from '../seed-data.ts';
import { syncDefinitions } from './sync-definitions.ts';
import { changedAnything, formatSyncReport } from './sync-report.ts';

const families = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR).map(createFamily);
const exportOrder = families.find((family) => family.id === 'export-order')!;

let database: TestDatabase;
let seedDir: string;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, await loadSeedData());
  seedDir = mkdtempSync(join(tmpdir(), 'seed-sync-'));
  cpSync(DEFAULT_SEED_DIR, seedDir, { recursive: true });
});
afterEach(async () => {
  await database?.dispose();
  rmSync(seedDir, { recursive: true, force: true });
});

/** Edits one JSON file of the copied seed folder in place. */
function editSeed<T>(file: string, edit: (json: T) => void): void {
  const path = join(seedDir, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as T;
  edit(json);
  writeFileSync(path, JSON.stringify(json));
}

type Menu = { modules: MenuModule[] };
type Dictionaries = { dictionaries: Array<{ code: string; name?: string; items: Array<{ value: string; name: string }> }> };
type States = { stateLists: Array<{ mode: string; billType: string; states: Array<{ state: string; stateName: string }> }> };

function nodeOrNull(modules: MenuModule[], key: string): MenuModule | null {
  for (const module of modules) {
    const found = module.key === key ? module : nodeOrNull(module.children ?? [], key);
    if (found) return found;
  }
  return null;
}
function findNode(modules: MenuModule[], key: string): MenuModule {
  const found = nodeOrNull(modules, key);
  if (!found) throw new Error(`no menu node ${key}`);
  return found;
}
function removeNode(modules: MenuModule[], key: string): void {
  for (const [index, module] of modules.entries()) {
    if (module.key === key) {
      modules.splice(index, 1);
      return;
    }
    removeNode(module.children ?? [], key);
  }
}
const dictionary = (json: Dictionaries, code: string) => json.dictionaries.find((entry) => entry.code === code)!;
const stateList = (json: States, billType: string) => json.stateLists.find((entry) => entry.billType === billType)!;

async function sync() {
  return syncDefinitions(database.db, await loadSeedData(seedDir), families);
}

async function moduleId(key: string): Promise<number | undefined> {
  return (await database.db.selectFrom('module').select('id').where('module_key', '=', key).executeTakeFirst())?.id;
}

/** Login names of the users holding a code on the page of `key`. */
async function holdersOf(key: string, code: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom('user_button')
    .innerJoin('module_button', 'module_button.id', 'user_button.module_button_id')
    .innerJoin('module', 'module.id', 'module_button.module_id')
    .innerJoin('app_user', 'app_user.id', 'user_button.user_id')
    .select('app_user.login_name')
    .where('module.module_key', '=', key)
    .where('module_button.code', '=', code)
    .execute();
  return rows.map((row) => row.login_name).sort();
}

async function pageHolders(key: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom('user_module')
    .innerJoin('module', 'module.id', 'user_module.module_id')
    .innerJoin('app_user', 'app_user.id', 'user_module.user_id')
    .select('app_user.login_name')
    .where('module.module_key', '=', key)
    .execute();
  return rows.map((row) => row.login_name).sort();
}

async function allLogins(): Promise<string[]> {
  return (await database.db.selectFrom('app_user').select('login_name').execute()).map((row) => row.login_name).sort();
}

async function dictionaryNames(code: string): Promise<Record<string, string>> {
  const rows = await database.db.selectFrom('dictionary_item').select(['value', 'name']).where('dic_code', '=', code).execute();
  return Object.fromEntries(rows.map((row) => [row.value, row.name]));
}

async function stateNames(billType: string): Promise<Record<string, string>> {
  const rows = await database.db.selectFrom('state_option').select(['state', 'state_name']).where('bill_type', '=', billType).execute();
  return Object.fromEntries(rows.map((row) => [row.state, row.state_name]));
}

/** A stored export order in state `state` with order type `orderType`. */
async function storeExportOrder(state: string, orderType: string): Promise<void> {
  await ensureFamilyTables(dynamicDb(database.db), [exportOrder]);
  await dynamicDb(database.db)
    .insertInto(exportOrder.headTable)
    .values({ company_code: 'C', state, create_time: '2024-01-01 08:00:00', update_time: '2024-01-01 08:00:00', order_type: orderType })
    .execute();
}

describe('syncDefinitions', () => {
  it('finds nothing to do on a database seeded from the same definitions', async () => {
    const report = await sync();
    expect(changedAnything(report)).toBe(false);
    expect(report.kept).toEqual([]);
    expect(formatSyncReport(report)).toBe('定义同步 / definitions sync: 无变化 / nothing changed');
  });

  it('adds a menu node, button codes, a dictionary value and a state, grants them to the holders, and a second run changes nothing', async () => {
    // xihu no longer holds 出口订单: the page's new code is not granted to it.
    const xihu = await database.db.selectFrom('app_user').select('id').where('login_name', '=', 'xihu').executeTakeFirstOrThrow();
    await database.db
      .deleteFrom('user_module')
      .where('user_id', '=', xihu.id)
      .where('module_id', '=', (await moduleId('exportOrder'))!)
      .execute();
    editSeed<Menu>('menu.json', (json) => {
      const business = findNode(json.modules, 'exportBusiness');
      business.children!.push({ key: 'exportParcel', name: '出口包裹单', uri: '/bill/export/parcel', icon: 'InboxOutlined', buttons: ['add', 'declare'] });
      // prohibit is in the sub-account's denyButtons (demo.json): the seed would not have given it.
      findNode(json.modules, 'exportOrder').buttons!.push('prohibit', 'archive');
    });
    editSeed<Dictionaries>('dictionaries.json', (json) => {
      dictionary(json, 'app_state').items.push({ value: '4', name: '补发' });
      json.dictionaries.push({ code: 'parcel_kind', name: '包裹类型', items: [{ value: 'S', name: '小包' }] });
    });
    editSeed<States>('states.json', (json) => {
      stateList(json, 'ExpuOrderState').states.push({ state: '800', stateName: '放行' });
      json.stateLists.push({ mode: 'EXPU', billType: 'ExpuParcelState', states: [{ state: '0', stateName: '暂存' }] });
    });

    const report = await sync();
    expect(report.modulesAdded).toEqual(['出口包裹单']);
    expect(report.buttonsAdded).toEqual(['出口订单/prohibit', '出口订单/archive', '出口包裹单/add', '出口包裹单/declare']);
    expect(report.dictionaries).toEqual([
      { list: 'app_state', added: ['4 补发'], updated: [] },
      { list: 'parcel_kind', added: ['S 小包'], updated: [] },
    ]);
    expect(report.stateLists).toEqual([
      { list: 'EXPU/ExpuOrderState', added: ['800 放行'], updated: [] },
      { list: 'EXPU/ExpuParcelState', added: ['0 暂存'], updated: [] },
    ]);
    const line = formatSyncReport(report);
    expect(line).toContain('新增菜单 1 个（出口包裹单）');
    expect(line).toContain('字典 app_state 新增 1 项（4 补发）');

    // The new node goes to the holders of its parent (everyone), with its codes but the denied ones.
    expect(await pageHolders('exportParcel')).toEqual(await allLogins());
    expect(await holdersOf('exportParcel', 'add')).toEqual((await allLogins()).filter((login) => login !== 'declarer@admin'));
    expect(await holdersOf('exportParcel', 'declare')).toEqual((await allLogins()).filter((login) => login !== 'declarer@admin'));
    // The page's new codes go to the users holding the page, less a demo account's denied ones.
    expect(await holdersOf('exportOrder', 'archive')).toEqual(['admin', 'declarer@admin', 'qianhai']);
    expect(await holdersOf('exportOrder', 'prohibit')).toEqual(['admin', 'qianhai']);
    expect(await dictionaryNames('parcel_kind')).toEqual({ S: '小包' });
    expect((await stateNames('ExpuOrderState'))['800']).toBe('放行');

    const again = await sync();
    expect(changedAnything(again)).toBe(false);
    expect(again.kept).toEqual([]);
    expect(formatSyncReport(again)).toContain('无变化');
  });

  it('renames a menu node, a dictionary value and a state, and moves a node', async () => {
    editSeed<Menu>('menu.json', (json) => {
      findNode(json.modules, 'exportOrder').name = '出口电子订单';
      const business = findNode(json.modules, 'exportBusiness');
      const tallying = business.children!.findIndex((module) => module.key === 'exportTallying');
      const [moved] = business.children!.splice(tallying, 1);
      findNode(json.modules, 'importBusiness').children!.push(moved!);
    });
    editSeed<Dictionaries>('dictionaries.json', (json) => {
      dictionary(json, 'app_state').items[1]!.name = '修改';
    });
    editSeed<States>('states.json', (json) => {
      stateList(json, 'ExpuOrderState').states[0]!.stateName = '草稿';
    });

    const report = await sync();
    expect(report.modulesUpdated).toContain('出口电子订单：名称 出口订单→出口电子订单');
    expect(report.modulesUpdated.find((line) => line.startsWith('理货明细单'))).toMatch(/上级 exportBusiness→importBusiness/);
    expect(report.dictionaries).toEqual([{ list: 'app_state', added: [], updated: ['2 变更→修改'] }]);
    expect(report.stateLists).toEqual([{ list: 'EXPU/ExpuOrderState', added: [], updated: ['0 暂存→草稿'] }]);
    const tallying = await database.db.selectFrom('module').select('parent_id').where('module_key', '=', 'exportTallying').executeTakeFirstOrThrow();
    expect(tallying.parent_id).toBe(await moduleId('importBusiness'));
    expect((await dictionaryNames('app_state'))['2']).toBe('修改');
    expect((await stateNames('ExpuOrderState'))['0']).toBe('草稿');
    expect(changedAnything(await sync())).toBe(false);
  });

  it('deletes a removed node and code nobody holds, and keeps and reports what users hold or bills use', async () => {
    // Nobody holds 理货明细单 any more, nor 出口订单's refresh code.
    await database.db
      .deleteFrom('user_module')
      .where('module_id', '=', (await moduleId('exportTallying'))!)
      .execute();
    const tallyingButtons = database.db
      .selectFrom('module_button')
      .select('id')
      .where('module_id', '=', (await moduleId('exportTallying'))!);
    await database.db.deleteFrom('user_button').where('module_button_id', 'in', tallyingButtons).execute();
    const refresh = database.db
      .selectFrom('module_button')
      .select('id')
      .where('module_id', '=', (await moduleId('exportOrder'))!)
      .where('code', '=', 'refresh');
    await database.db.deleteFrom('user_button').where('module_button_id', 'in', refresh).execute();
    // An export order uses state 100 and order type B.
    await storeExportOrder('100', 'B');

    editSeed<Menu>('menu.json', (json) => {
      removeNode(json.modules, 'exportTallying');
      removeNode(json.modules, 'exportCancel');
      const order = findNode(json.modules, 'exportOrder');
      order.buttons = order.buttons!.filter((code) => code !== 'refresh' && code !== 'export');
    });
    editSeed<Dictionaries>('dictionaries.json', (json) => {
      dictionary(json, 'order_type').items = dictionary(json, 'order_type').items.filter((item) => item.value !== 'B' && item.value !== 'W');
    });
    editSeed<States>('states.json', (json) => {
      stateList(json, 'ExpuOrderState').states = stateList(json, 'ExpuOrderState').states.filter((option) => option.state !== '100' && option.state !== '120');
    });

    const users = (await allLogins()).length;
    const report = await sync();
    expect(report.modulesRemoved).toEqual(['理货明细单']);
    expect(report.buttonsRemoved).toEqual(['出口订单/refresh']);
    expect(report.kept.sort()).toEqual(
      [
        `按钮 出口订单/export（${users} 个用户持有）`,
        `菜单 撤销申请单（${users} 个用户持有）`,
        '字典 order_type 值 B B2B出口订单（1 行单证使用：出口订单）',
        '字典 order_type 值 W 外综服订单（无单证使用）',
        '状态列表 EXPU/ExpuOrderState 值 100 海关退单（1 行单证使用：出口订单）',
        '状态列表 EXPU/ExpuOrderState 值 120 海关入库（无单证使用）',
      ].sort(),
    );
    expect(formatSyncReport(report)).toContain('；移除但仍被引用（保留）：');
    expect(await moduleId('exportTallying')).toBeUndefined();
    expect(await moduleId('exportCancel')).toBeDefined();
    expect(await holdersOf('exportOrder', 'export')).toHaveLength(users);
    expect(Object.keys(await dictionaryNames('order_type')).sort()).toEqual(['B', 'E', 'I', 'W']);

    // Nothing more to do; what is kept is reported again, so it is never forgotten.
    const again = await sync();
    expect(changedAnything(again)).toBe(false);
    expect(again.kept.sort()).toEqual(report.kept.sort());
    expect(formatSyncReport(again)).toMatch(/^定义同步 \/ definitions sync: 无变化 \/ nothing changed；移除但仍被引用（保留）：/);
  });

  it('keeps a removed parent node while a kept child stays under it', async () => {
    editSeed<Menu>('menu.json', (json) => removeNode(json.modules, 'exportBusiness'));
    await database.db
      .deleteFrom('user_module')
      .where('module_id', '=', (await moduleId('exportBusiness'))!)
      .execute();
    const report = await sync();
    expect(report.kept.find((line) => line.startsWith('菜单 出口业务'))).toMatch(/其下仍有 \d+ 个菜单/);
    expect(await moduleId('exportBusiness')).toBeDefined();
  });

  it('lets two syncs at once add each new thing once', async () => {
    editSeed<Menu>('menu.json', (json) => {
      json.modules.push({ key: 'parcelHome', name: '包裹', uri: '/parcel', buttons: ['add'] });
    });
    editSeed<Dictionaries>('dictionaries.json', (json) => {
      dictionary(json, 'app_state').items.push({ value: '4', name: '补发' });
    });
    const data = await loadSeedData(seedDir);
    const reports = await Promise.all([syncDefinitions(database.db, data, families), syncDefinitions(database.db, data, families)]);
    expect(reports.filter(changedAnything)).toHaveLength(1);
    const added = await database.db.selectFrom('module').select('id').where('module_key', '=', 'parcelHome').execute();
    expect(added).toHaveLength(1);
    expect(await holdersOf('parcelHome', 'add')).toEqual((await allLogins()).filter((login) => login !== 'declarer@admin'));
  });
});
