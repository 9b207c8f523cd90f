// 接口密钥 (/apiKey) reaches a database seeded before it existed (issue 27): the definitions sync at
// start adds the menu node and grants it to the main accounts that hold 系统管理, and to no
// sub-account — it is a main-only page (core/accounts.ts MAIN_ONLY_PAGES). SQLite, and PostgreSQL
// with TEST_DATABASE=postgres.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { DEFAULT_SEED_DIR, loadSeedData } from '../../server/seed/seed-data.ts';
import { syncDefinitionsOnStart } from '../../server/seed/sync/sync-on-start.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

interface MenuNode {
  key: string;
  children?: MenuNode[];
}

let database: TestDatabase;
let oldSeedDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // The seed as it was before 接口密钥: the same menu without the node.
  oldSeedDir = mkdtempSync(join(tmpdir(), 'seed-before-api-key-'));
  cpSync(DEFAULT_SEED_DIR, oldSeedDir, { recursive: true });
  const menuPath = join(oldSeedDir, 'menu.json');
  const menu = JSON.parse(readFileSync(menuPath, 'utf8')) as { modules: MenuNode[] };
  const without = (nodes: MenuNode[]): MenuNode[] =>
    nodes.filter((node) => node.key !== 'apiKey').map((node) => (node.children ? { ...node, children: without(node.children) } : node));
  writeFileSync(menuPath, JSON.stringify({ ...menu, modules: without(menu.modules) }));
  await seedDatabase(database.db, await loadSeedData(oldSeedDir));
});

afterAll(async () => {
  await database?.dispose();
  rmSync(oldSeedDir, { recursive: true, force: true });
});

const holders = async () =>
  (
    await database.db
      .selectFrom('user_module')
      .innerJoin('module', 'module.id', 'user_module.module_id')
      .innerJoin('app_user', 'app_user.id', 'user_module.user_id')
      .select(['app_user.login_name', 'app_user.user_type'])
      .where('module.uri', '=', '/apiKey')
      .execute()
  ).map((row) => `${row.login_name}:${row.user_type}`);

describe('the 接口密钥 page on a database seeded before it', () => {
  it('is added by the sync at start for the main accounts only', async () => {
    expect(await holders()).toEqual([]);
    const config = loadConfig({ DATABASE_URL: database.url });
    const report = await syncDefinitionsOnStart(database.db, await loadSeedData(), config, () => {});
    expect(report.modulesAdded).toEqual(['接口密钥']);
    const granted = await holders();
    expect(granted).toContain('admin:ADMIN');
    expect(granted.every((holder) => holder.endsWith(':ADMIN'))).toBe(true);
    const users = await database.db.selectFrom('app_user').select('login_name').where('user_type', '=', 'USER').execute();
    expect(users.length).toBeGreaterThan(0);
  });
});
