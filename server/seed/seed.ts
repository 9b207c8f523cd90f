// First-start seeding: reference data (menu with button codes, dictionaries, state options)
// and the demo company with its accounts. Runs in one transaction and only when no company
// exists, so a second start — or a second process racing the first — changes nothing.
import { MAIN_ONLY_PAGES } from '#core/accounts.ts';
import { sql, type Transaction } from 'kysely';
import { hashPassword } from '../auth/password-hash.ts';
import type { PortalDb } from '../db/connect.ts';
import type { PortalDatabase } from '../db/schema.ts';
import type { DemoAccount, MenuModule, SeedData } from './seed-data.ts';
import { insertDemoFiling } from '../company/demo-filing.ts';

type Trx = Transaction<PortalDatabase>;

async function insertModules(trx: Trx, modules: MenuModule[], parentId: number | null): Promise<void> {
  for (const [position, module] of modules.entries()) {
    const inserted = await trx
      .insertInto('module')
      .values({
        parent_id: parentId,
        module_key: module.key,
        uri: module.uri,
        name: module.name,
        icon: module.icon ?? null,
        sort_no: position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const codes = [...new Set(module.buttons ?? [])];
    if (codes.length > 0) {
      await trx
        .insertInto('module_button')
        .values(codes.map((code) => ({ module_id: inserted.id, code })))
        .execute();
    }
    await insertModules(trx, module.children ?? [], inserted.id);
  }
}

async function insertReferenceData(trx: Trx, data: SeedData): Promise<void> {
  for (const dictionary of data.dictionaries) {
    if (dictionary.items.length === 0) continue;
    await trx
      .insertInto('dictionary_item')
      .values(dictionary.items.map((item, position) => ({ dic_code: dictionary.code, value: item.value, name: item.name, sort_no: position })))
      .onConflict((conflict) => conflict.columns(['dic_code', 'value']).doNothing())
      .execute();
  }
  for (const list of data.stateLists) {
    if (list.states.length === 0) continue;
    await trx
      .insertInto('state_option')
      .values(
        list.states.map((option, position) => ({
          mode: list.mode,
          bill_type: list.billType,
          state: option.state,
          state_name: option.stateName,
          sort_no: position,
        })),
      )
      .onConflict((conflict) => conflict.columns(['mode', 'bill_type', 'state']).doNothing())
      .execute();
  }
}

/** Every module (a sub-account: but the main-only pages), and every button code except the account's denied ones. */
async function grantModules(trx: Trx, userId: number, account: DemoAccount): Promise<void> {
  // userId is a number read back from the database, safe to inline (PostgreSQL cannot infer
  // the type of a bound parameter in INSERT ... SELECT).
  const user = sql.lit(userId);
  await trx
    .insertInto('user_module')
    .columns(['user_id', 'module_id'])
    .expression(
      account.userType === 'USER'
        ? trx
            .selectFrom('module')
            .select([user.as('user_id'), 'id'])
            .where('uri', 'not in', MAIN_ONLY_PAGES)
        : trx.selectFrom('module').select([user.as('user_id'), 'id']),
    )
    .execute();
  const denied = account.denyButtons ?? [];
  let buttons = trx.selectFrom('module_button').select([user.as('user_id'), 'id']);
  if (denied.length > 0) buttons = buttons.where('code', 'not in', denied);
  await trx.insertInto('user_button').columns(['user_id', 'module_button_id']).expression(buttons).execute();
}

export interface SeedOptions {
  /** Give the demo company an approved filing (PORTAL_DEMO_FILING, default on); off, it starts as a new company. */
  demoFiling?: boolean;
}

async function insertCompany(trx: Trx, company: { code: string; name: string }, accounts: readonly DemoAccount[], now: number, filing: boolean): Promise<void> {
  const inserted = await trx
    .insertInto('company')
    .values({ code: company.code, name: company.name, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A demo company is an approved one, so its accounts work with bills at once (docs/company-filing.md).
  const main = accounts.find((account) => account.userType === 'ADMIN') ?? accounts[0];
  if (filing) await insertDemoFiling(trx, inserted.id, { code: company.code, name: company.name, person: main?.username ?? main?.loginName ?? '' }, now);
  for (const account of accounts) {
    const user = await trx
      .insertInto('app_user')
      .values({
        login_name: account.loginName,
        username: account.username ?? account.loginName,
        password_hash: await hashPassword(account.password),
        user_type: account.userType,
        company_id: inserted.id,
        state: 'EFFECTIVE',
        password_changed_at: now,
        must_change_password: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantModules(trx, user.id, account);
  }
}

/**
 * The demo company (the agent) and the other demo companies (docs/settlement.md): the commerce
 * company whose bills the agent declared, and an unrelated one, each with an approved filing.
 */
async function insertDemoCompanies(trx: Trx, data: SeedData, now: number, options: SeedOptions): Promise<void> {
  await insertCompany(trx, data.demo.company, data.demo.accounts, now, options.demoFiling !== false);
  for (const other of data.demo.otherCompanies ?? []) await insertCompany(trx, other.company, other.accounts, now, true);
}

export async function isSeeded(db: PortalDb): Promise<boolean> {
  return (await db.selectFrom('company').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Seeds an empty database; answers false (and changes nothing) when a company already exists. */
export async function seedDatabase(db: PortalDb, data: SeedData, now = Date.now(), options: SeedOptions = {}): Promise<boolean> {
  if (await isSeeded(db)) return false;
  try {
    await db.transaction().execute(async (trx) => {
      await insertReferenceData(trx, data);
      if ((await trx.selectFrom('module').select('id').limit(1).executeTakeFirst()) === undefined) {
        await insertModules(trx, data.modules, null);
      }
      await insertDemoCompanies(trx, data, now, options);
    });
    return true;
  } catch (error) {
    // Another process seeded first: its unique company code made our transaction fail.
    if (await isSeeded(db)) return false;
    throw error;
  }
}
