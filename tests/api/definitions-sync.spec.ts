// Definitions reach a running portal (issue 25): a portal restarted on its existing database
// after schemas/seed gained a menu node, a dictionary and a state list shows them through the
// API, because the start syncs the definitions (server/main.ts → server/seed/sync) before it
// serves. The folder is a copy of schemas/seed edited as JSON; SQLite, and PostgreSQL with
// TEST_DATABASE=postgres.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type PortalConfig } from '../../server/config.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../../server/seed/seed-data.ts';
import { syncDefinitionsOnStart } from '../../server/seed/sync/sync-on-start.ts';
import { ApiClient } from './api-client.ts';
import { TEST_CAPTCHA } from './harness.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

let database: TestDatabase;
let config: PortalConfig;
let seedDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, await loadSeedData());
  config = loadConfig({
    DATABASE_URL: database.url,
    PORTAL_TEST_CAPTCHA: TEST_CAPTCHA,
    PORTAL_STATIC_DIR: fileURLToPath(new URL('./fixtures/no-client', import.meta.url)),
  });
  seedDir = mkdtempSync(join(tmpdir(), 'seed-sync-api-'));
  cpSync(DEFAULT_SEED_DIR, seedDir, { recursive: true });
});
afterAll(async () => {
  await database?.dispose();
  rmSync(seedDir, { recursive: true, force: true });
});

function editSeed(file: string, edit: (json: Record<string, Array<Record<string, unknown>>>) => void): void {
  const path = join(seedDir, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Array<Record<string, unknown>>>;
  edit(json);
  writeFileSync(path, JSON.stringify(json));
}

interface Seen {
  menu: Array<{ name: string; uri: string; buttonVos: Array<{ code: string }> }>;
  dictionary: unknown;
  states: unknown;
}

/** Starts the portal as server/main.ts does after its seed step (sync first when `sync`), and reads as the main account. */
async function startAndRead(sync: boolean): Promise<{ seen: Seen; printed: string[] }> {
  const printed: string[] = [];
  const data = await loadSeedData(seedDir);
  if (sync) await syncDefinitionsOnStart(database.db, data, config, (line) => printed.push(line));
  const app = await buildApp(config, { db: database.db });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const client = new ApiClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, TEST_CAPTCHA);
    const admin = data.demo.accounts.find((account) => account.userType === 'ADMIN')!;
    const session = await client.session(admin.loginName, admin.password);
    const dictionary = await client.post('/api/dictionary/item/queryByCode', { dicCode: 'parcel_kind' }, { token: session.token });
    const states = await client.post('/api/enterprise/state/list', { mode: 'EXPU', billType: 'ExpuParcelState' }, { token: session.token });
    return { seen: { menu: session.modules as Seen['menu'], dictionary: dictionary.body.data, states: states.body.data }, printed };
  } finally {
    await app.close();
  }
}

describe('a portal restarted on its existing database after the definitions changed', () => {
  beforeAll(() => {
    editSeed('menu.json', (json) => {
      json.modules!.push({ key: 'parcels', name: '包裹管理', uri: '/bill/export/parcel', icon: 'InboxOutlined', buttons: ['add', 'declare'] });
    });
    editSeed('dictionaries.json', (json) => {
      json.dictionaries!.push({
        code: 'parcel_kind',
        name: '包裹类型',
        items: [
          { value: 'S', name: '小包' },
          { value: 'L', name: '大包' },
        ],
      });
    });
    editSeed('states.json', (json) => {
      json.stateLists!.push({
        mode: 'EXPU',
        billType: 'ExpuParcelState',
        states: [
          { state: '0', stateName: '暂存' },
          { state: '10', stateName: '已申报' },
        ],
      });
    });
  });

  it('without the sync, shows none of them (the reason for it)', async () => {
    const { seen } = await startAndRead(false);
    expect(seen.menu.find((module) => module.name === '包裹管理')).toBeUndefined();
    expect(seen.dictionary).toEqual([]);
    expect(seen.states).toEqual([]);
  });

  it('with the sync at start, prints what changed and serves the new menu node, dictionary and state list', async () => {
    const { seen, printed } = await startAndRead(true);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('新增菜单 1 个（包裹管理）');
    expect(printed[0]).toContain('字典 parcel_kind 新增 2 项（S 小包、L 大包）');
    expect(printed[0]).toContain('状态列表 EXPU/ExpuParcelState 新增 2 项（0 暂存、10 已申报）');
    expect(seen.menu.find((module) => module.name === '包裹管理')).toMatchObject({
      uri: '/bill/export/parcel',
      buttonVos: [{ code: 'add' }, { code: 'declare' }],
    });
    expect(seen.dictionary).toEqual([
      { name: '小包', value: 'S' },
      { name: '大包', value: 'L' },
    ]);
    expect(seen.states).toEqual([
      { state: '0', stateName: '暂存' },
      { state: '10', stateName: '已申报' },
    ]);
  });

  it('on the next start, says nothing changed and serves the same', async () => {
    const { seen, printed } = await startAndRead(true);
    expect(printed).toEqual(['定义同步 / definitions sync: 无变化 / nothing changed']);
    expect(seen.dictionary).toHaveLength(2);
    expect(seen.menu.filter((module) => module.name === '包裹管理')).toHaveLength(1);
  });
});
