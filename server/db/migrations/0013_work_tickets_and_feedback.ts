// Work tickets and feedback (bill-families-and-screens.md §3.3, §3.11, §4, §7; issue 14;
// docs/work-orders.md):
// - work_ticket: one ticket of a company (company_code), raised by a user (user_id, promoter =
//   the account's name when raised). ticket_num GD + China time yyyyMMddHHmmss + 4 digits, unique.
//   state WORK/WorkTicketState: pending → process → stop; reason is the operator's result when
//   closed. Times are China wall-clock texts (yyyy-MM-dd HH:mm:ss), sortable as text.
// - work_ticket_file: the screenshots of a ticket (a stored file's uri and its name), gone with it.
// - feedback: what a user wrote on /feedback (content ≤ 255, optional mobile phone, source PC).
// A database created before this migration also gets the ticket states and the two ticket-type
// dictionaries (the seed adds them only to a new database); both inserts skip what exists.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { UntypedDb } from '../untyped.ts';
import { serialType } from '../dialect.ts';

const SEED_DIR = fileURLToPath(new URL('../../../schemas/seed/', import.meta.url));
const TICKET_STATE_TYPE = { mode: 'WORK', billType: 'WorkTicketState' };
const TICKET_DICTIONARIES = ['work_ticket_type', 'work_ticket_detail_type'];

interface SeedDictionary {
  code: string;
  items: Array<{ value: string; name: string }>;
}
interface SeedStateList {
  mode: string;
  billType: string;
  states: Array<{ state: string; stateName: string }>;
}

function seedFile<T>(name: string, key: string): T[] {
  return (JSON.parse(readFileSync(`${SEED_DIR}${name}`, 'utf8')) as Record<string, T[]>)[key] ?? [];
}

async function addReferenceData(db: UntypedDb): Promise<void> {
  for (const dictionary of seedFile<SeedDictionary>('dictionaries.json', 'dictionaries').filter((one) => TICKET_DICTIONARIES.includes(one.code))) {
    for (const [position, item] of dictionary.items.entries()) {
      await db
        .insertInto('dictionary_item')
        .values({ dic_code: dictionary.code, value: item.value, name: item.name, sort_no: position })
        .onConflict((conflict) => conflict.columns(['dic_code', 'value']).doNothing())
        .execute();
    }
  }
  const list = seedFile<SeedStateList>('states.json', 'stateLists').find(
    (one) => one.mode === TICKET_STATE_TYPE.mode && one.billType === TICKET_STATE_TYPE.billType,
  );
  for (const [position, option] of (list?.states ?? []).entries()) {
    await db
      .insertInto('state_option')
      .values({ mode: list!.mode, bill_type: list!.billType, state: option.state, state_name: option.stateName, sort_no: position })
      .onConflict((conflict) => conflict.columns(['mode', 'bill_type', 'state']).doNothing())
      .execute();
  }
}

export async function up(db: UntypedDb): Promise<void> {
  const id = serialType(db);
  await db.schema
    .createTable('work_ticket')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('ticket_num', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('ticket_type', 'varchar(1)', (c) => c.notNull())
    .addColumn('ticket_title', 'varchar(100)', (c) => c.notNull())
    .addColumn('ticket_content', 'varchar(255)', (c) => c.notNull())
    .addColumn('telephone', 'varchar(255)', (c) => c.notNull())
    .addColumn('promoter', 'varchar(50)', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('work_ticket_company_idx').on('work_ticket').columns(['company_code', 'state', 'create_time']).execute();
  await db.schema
    .createTable('work_ticket_file')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('work_ticket.id').onDelete('cascade'))
    .addColumn('file_uri', 'varchar(500)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('work_ticket_file_ticket_idx').on('work_ticket_file').columns(['ticket_id']).execute();
  await db.schema
    .createTable('feedback')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(255)', (c) => c.notNull())
    .addColumn('phone', 'varchar(11)')
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_company_idx').on('feedback').columns(['company_code']).execute();
  await addReferenceData(db);
}

export async function down(db: UntypedDb): Promise<void> {
  await db.schema.dropTable('feedback').ifExists().execute();
  await db.schema.dropTable('work_ticket_file').ifExists().execute();
  await db.schema.dropTable('work_ticket').ifExists().execute();
}
