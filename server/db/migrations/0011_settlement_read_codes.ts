// The settlement pages' read buttons (issue 13): 查看 (code view) on /exchangeSettlement and
// 查看撤销历史 (code history) on both settlement pages follow spec §6 like every other button,
// so their page's menu node offers them (schemas/seed/menu.json). A database seeded before they
// existed gets them here, granted to every user who already holds the page: they only read what
// the page shows. A fresh database has no menu yet (the seed adds the codes), and this does nothing.
import { sql } from 'kysely';
import type { UntypedDb } from '../untyped.ts';

const READ_CODES: ReadonlyArray<{ uri: string; codes: string[] }> = [
  { uri: '/exchangeSettlement', codes: ['view', 'history'] },
  { uri: '/settlementVerification', codes: ['history'] },
];

export async function up(db: UntypedDb): Promise<void> {
  for (const { uri, codes } of READ_CODES) {
    const page = (await db.selectFrom('module').select('id').where('uri', '=', uri).executeTakeFirst()) as { id: number } | undefined;
    if (!page) continue;
    for (const code of codes) {
      const held = await db.selectFrom('module_button').select('id').where('module_id', '=', page.id).where('code', '=', code).executeTakeFirst();
      if (held) continue;
      const added = (await db.insertInto('module_button').values({ module_id: page.id, code }).returning('id').executeTakeFirstOrThrow()) as { id: number };
      await sql`insert into user_button (user_id, module_button_id) select user_id, ${added.id} from user_module where module_id = ${page.id}`.execute(db);
    }
  }
}

export async function down(db: UntypedDb): Promise<void> {
  for (const { uri, codes } of READ_CODES) {
    const page = (await db.selectFrom('module').select('id').where('uri', '=', uri).executeTakeFirst()) as { id: number } | undefined;
    if (page) await db.deleteFrom('module_button').where('module_id', '=', page.id).where('code', 'in', codes).execute();
  }
}
