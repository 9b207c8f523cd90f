// Seeding from schemas/seed: once, idempotent, and the demo accounts can log in directly.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/api/test-database.ts';
import { isStrongPassword } from '../auth/password-rules.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { seedDatabase } from './seed.ts';
import { SELLERS } from '#core/seed/demo-parties.ts';
import { MAIN_ONLY_PAGES } from '#core/accounts.ts';
import { FILING_STATE } from '../company/filing-form.ts';
import { loadSeedData, type MenuModule } from './seed-data.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => database?.dispose());

function countModules(modules: MenuModule[]): number {
  return modules.reduce((total, module) => total + 1 + countModules(module.children ?? []), 0);
}

async function count(table: 'module' | 'app_user' | 'dictionary_item' | 'state_option' | 'user_module'): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('seedDatabase with the real seed data', () => {
  it('creates the menu, dictionaries, states and demo accounts once', async () => {
    const data = await loadSeedData();
    expect(await seedDatabase(database.db, data)).toBe(true);
    const modules = countModules(data.modules);
    expect(await count('module')).toBe(modules);
    const accounts = data.demo.accounts.length + (data.demo.otherCompanies ?? []).reduce((total, other) => total + other.accounts.length, 0);
    expect(await count('app_user')).toBe(accounts);
    // Every account holds every page but the main-only ones (接口密钥), which sub-accounts lack.
    const subAccounts = [...data.demo.accounts, ...(data.demo.otherCompanies ?? []).flatMap((other) => other.accounts)].filter(
      (account) => account.userType !== 'ADMIN',
    ).length;
    expect(await count('user_module')).toBe(modules * accounts - MAIN_ONLY_PAGES.length * subAccounts);
    expect(await count('dictionary_item')).toBe(data.dictionaries.reduce((total, dictionary) => total + dictionary.items.length, 0));

    const before = { modules: await count('module'), states: await count('state_option') };
    expect(await seedDatabase(database.db, data)).toBe(false);
    expect({ modules: await count('module'), states: await count('state_option') }).toEqual(before);
  });

  it("seeds the other demo companies (a commerce company among the demo bills' sellers, an unrelated one) with approved filings and main accounts", async () => {
    const data = await loadSeedData();
    await seedDatabase(database.db, data);
    const others = data.demo.otherCompanies ?? [];
    expect(others.map((other) => other.role).sort()).toEqual(['commerce', 'unrelated']);
    const commerce = others.find((other) => other.role === 'commerce')!;
    expect(SELLERS.map((seller) => seller.code)).toContain(commerce.company.code);
    for (const other of others) {
      const company = await database.db.selectFrom('company').selectAll().where('code', '=', other.company.code).executeTakeFirstOrThrow();
      expect(company.name).toBe(other.company.name);
      const filing = await database.db.selectFrom('company_filing').selectAll().where('company_id', '=', company.id).executeTakeFirstOrThrow();
      expect(filing.approve_state).toBe(FILING_STATE.approved);
      const admin = await database.db
        .selectFrom('app_user')
        .selectAll()
        .where('company_id', '=', company.id)
        .where('user_type', '=', 'ADMIN')
        .executeTakeFirstOrThrow();
      expect(admin.login_name).toBe(other.accounts.find((account) => account.userType === 'ADMIN')!.loginName);
      expect(await verifyPassword(other.accounts[0]!.password, admin.password_hash)).toBe(true);
    }
  });

  it('gives demo accounts strong passwords, so they log in without being asked to change them', async () => {
    const data = await loadSeedData();
    await seedDatabase(database.db, data);
    for (const account of data.demo.accounts) {
      expect(isStrongPassword(account.password), account.loginName).toBe(true);
      const user = await database.db.selectFrom('app_user').selectAll().where('login_name', '=', account.loginName).executeTakeFirstOrThrow();
      expect(await verifyPassword(account.password, user.password_hash)).toBe(true);
      expect(user.password_hash).not.toContain(account.password);
    }
  });

  it('withholds the denied button codes from the sub-account only', async () => {
    const data = await loadSeedData();
    await seedDatabase(database.db, data);
    const held = async (loginName: string) =>
      (
        await database.db
          .selectFrom('user_button')
          .innerJoin('app_user', 'app_user.id', 'user_button.user_id')
          .innerJoin('module_button', 'module_button.id', 'user_button.module_button_id')
          .select('module_button.code')
          .where('app_user.login_name', '=', loginName)
          .execute()
      ).map((row) => row.code);
    for (const account of data.demo.accounts) {
      const codes = await held(account.loginName);
      for (const denied of account.denyButtons ?? []) expect(codes).not.toContain(denied);
      if ((account.denyButtons ?? []).length === 0) expect(codes.length).toBeGreaterThan(0);
    }
  });
});
