// 意见反馈 moves onto the form engine (issue 25 point 1; docs/forms.md「表单引擎」): the feedback form
// (schemas/forms/feedback, a new-record form) is now stored by the engine in form_feedback, the table
// it derives for a new-record form — id, company_code, user_id, created_at (epoch ms) and a column per
// stored field (content, phone, source). This migration makes that table and moves the rows of the
// old `feedback` table into it (create_time, China wall-clock text, becomes created_at), then drops
// the old table: nothing written before is lost. At the next start the engine finds the table and
// adds only what a later definition adds.
import type { UntypedDb } from '../untyped.ts';
import { serialType } from '../dialect.ts';

/** yyyy-MM-dd HH:mm:ss in China time (UTC+8) → epoch milliseconds. */
function chinaTimeToMs(text: string): number {
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isFinite(ms) ? ms : 0;
}

export async function up(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('form_feedback')
    .ifNotExists()
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('content', 'varchar(255)')
    .addColumn('phone', 'varchar(11)')
    .addColumn('source', 'varchar(20)')
    .execute();
  await db.schema.createIndex('form_feedback_company_idx').ifNotExists().on('form_feedback').columns(['company_code']).execute();
  const rows = (await db.selectFrom('feedback').selectAll().orderBy('id').execute()) as Array<{
    company_code: string;
    user_id: number;
    content: string;
    phone: string | null;
    source: string;
    create_time: string;
  }>;
  for (let at = 0; at < rows.length; at += 500) {
    const batch = rows.slice(at, at + 500).map((row) => ({
      company_code: row.company_code,
      user_id: row.user_id,
      created_at: chinaTimeToMs(row.create_time),
      content: row.content,
      phone: row.phone,
      source: row.source,
    }));
    await db.insertInto('form_feedback').values(batch).execute();
  }
  await db.schema.dropTable('feedback').execute();
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(255)', (c) => c.notNull())
    .addColumn('phone', 'varchar(11)')
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('form_feedback').execute();
}
