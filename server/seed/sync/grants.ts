// Who gets a menu node or a button code that appears in schemas/seed after users exist. The rule
// mirrors how users got the menu in the first place: the seed grants every node to every demo
// account and every code except the account's denyButtons (server/seed/seed.ts); a new
// sub-account copies its main account's nodes and codes, less the main-only account buttons
// (server/accounts/account-store.ts). So:
// - a new node goes to every user who holds its parent node (a new top-level node: every user),
//   but a main-only page (MAIN_ONLY_PAGES) to no sub-account;
// - a new code goes to every user who holds its page, except a sub-account for the main-only
//   codes of the account page, and a demo account for the codes its denyButtons name.
import { sql, type Transaction } from 'kysely';
import { ACCOUNT_PAGE_URI, ADMIN_ONLY_ACCOUNT_BUTTONS, MAIN_ONLY_PAGES } from '#core/accounts.ts';
import type { PortalDatabase } from '../../db/schema.ts';
import type { SeedData } from '../seed-data.ts';

type Trx = Transaction<PortalDatabase>;

/** Login names of the demo accounts that do not get each code (demo.json denyButtons). */
export type DeniedCodes = ReadonlyMap<string, readonly string[]>;

export function deniedCodes(data: SeedData): DeniedCodes {
  const denied = new Map<string, string[]>();
  const accounts = [...data.demo.accounts, ...(data.demo.otherCompanies ?? []).flatMap((other) => other.accounts)];
  for (const account of accounts) {
    for (const code of account.denyButtons ?? []) denied.set(code, [...(denied.get(code) ?? []), account.loginName]);
  }
  return denied;
}

function affected(result: { numInsertedOrUpdatedRows?: bigint }): number {
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** Grants a new node to the holders of its parent (every user for a top-level node); answers the rows added. */
export async function grantModule(trx: Trx, moduleId: number, parentId: number | null, uri = ''): Promise<number> {
  // Ids read back from the database, safe to inline (PostgreSQL cannot type a bound parameter in INSERT ... SELECT).
  const module = sql.lit(moduleId);
  const mainOnly = MAIN_ONLY_PAGES.includes(uri);
  const holders =
    parentId === null
      ? trx
          .selectFrom('app_user')
          .select(['id as user_id', module.as('module_id')])
          .$if(mainOnly, (query) => query.where('user_type', '<>', 'USER'))
      : trx
          .selectFrom('user_module')
          .innerJoin('app_user', 'app_user.id', 'user_module.user_id')
          .select(['user_module.user_id', module.as('module_id')])
          .where('user_module.module_id', '=', parentId)
          .$if(mainOnly, (query) => query.where('app_user.user_type', '<>', 'USER'));
  return affected(await trx.insertInto('user_module').columns(['user_id', 'module_id']).expression(holders).executeTakeFirst());
}

/** Grants a new code of a page to the page's holders, by the rule above; answers the rows added. */
export async function grantButton(trx: Trx, page: { id: number; uri: string }, button: { id: number; code: string }, denied: DeniedCodes): Promise<number> {
  let holders = trx
    .selectFrom('user_module')
    .innerJoin('app_user', 'app_user.id', 'user_module.user_id')
    .select(['user_module.user_id', sql.lit(button.id).as('module_button_id')])
    .where('user_module.module_id', '=', page.id);
  if (page.uri === ACCOUNT_PAGE_URI && ADMIN_ONLY_ACCOUNT_BUTTONS.includes(button.code)) holders = holders.where('app_user.user_type', '<>', 'USER');
  const deniedTo = denied.get(button.code) ?? [];
  if (deniedTo.length > 0) holders = holders.where('app_user.login_name', 'not in', deniedTo);
  return affected(await trx.insertInto('user_button').columns(['user_id', 'module_button_id']).expression(holders).executeTakeFirst());
}
