// The button codes of one menu node against the node's `buttons` in schemas/seed/menu.json. A new
// code is added and granted (./grants.ts); a code gone from the definition is deleted when no
// user holds it, and kept and reported when one does: taking a permission away from users is a
// decision for a person, not a side effect of editing a file. A code has no name to rename: a
// renamed code is a removed one and an added one.
import type { Transaction } from 'kysely';
import type { PortalDatabase } from '../../db/schema.ts';
import { grantButton, type DeniedCodes } from './grants.ts';
import type { SyncReport } from './sync-report.ts';

type Trx = Transaction<PortalDatabase>;

export interface MenuPage {
  id: number;
  uri: string;
  name: string;
}

async function holdersOf(trx: Trx, buttonId: number): Promise<number> {
  const row = await trx
    .selectFrom('user_button')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('module_button_id', '=', buttonId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function syncButtons(trx: Trx, page: MenuPage, codes: readonly string[], denied: DeniedCodes, report: SyncReport): Promise<void> {
  const existing = await trx.selectFrom('module_button').select(['id', 'code']).where('module_id', '=', page.id).orderBy('id').execute();
  const have = new Set(existing.map((row) => row.code));
  const wanted = [...new Set(codes)];
  for (const code of wanted.filter((code) => !have.has(code))) {
    const added = await trx.insertInto('module_button').values({ module_id: page.id, code }).returning('id').executeTakeFirstOrThrow();
    report.buttonsAdded.push(`${page.name}/${code}`);
    report.grants += await grantButton(trx, page, { id: added.id, code }, denied);
  }
  for (const row of existing.filter((row) => !wanted.includes(row.code))) {
    const holders = await holdersOf(trx, row.id);
    if (holders > 0) {
      report.kept.push(`按钮 ${page.name}/${row.code}（${holders} 个用户持有）`);
      continue;
    }
    await trx.deleteFrom('module_button').where('id', '=', row.id).execute();
    report.buttonsRemoved.push(`${page.name}/${row.code}`);
  }
}
