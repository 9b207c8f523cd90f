// Direct database access the API does not offer: putting a bill in a state a user cannot reach
// by hand, and a snapshot of everything an action could change (the bill, its lines, its
// audit rows, receipts, queued customs steps, and the number of bills of every family, which a
// collect button would grow), to prove a refused action changed nothing.
import type { PortalDb } from '../../../../server/db/connect.ts';
import { dynamicDb } from '../../../../server/bills/db.ts';
import type { BillFamily } from '../../../../server/bills/family.ts';

export async function setBillState(db: PortalDb, family: BillFamily, id: number, state: string): Promise<void> {
  await dynamicDb(db).updateTable(family.headTable).set({ state }).where('id', '=', id).execute();
}

async function countOf(db: PortalDb, table: string, where?: [string, unknown][]): Promise<number> {
  let query = dynamicDb(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'));
  for (const [column, value] of where ?? []) query = query.where(column, '=', value);
  const row = (await query.executeTakeFirst()) as { n?: unknown } | undefined;
  return Number(row?.n ?? 0);
}

/** Head rows (and line rows) of a family's tables, for "nothing was stored". */
export async function storedCounts(db: PortalDb, family: BillFamily): Promise<{ heads: number; lines: number }> {
  return {
    heads: await countOf(db, family.headTable),
    lines: family.lineTable ? await countOf(db, family.lineTable) : 0,
  };
}

export interface BillSnapshot {
  head: Record<string, unknown> | undefined;
  lines: Array<Record<string, unknown>>;
  actions: number;
  receipts: number;
  jobs: number;
  bills: Record<string, number>;
}

export async function billSnapshot(db: PortalDb, family: BillFamily, id: number, all: readonly BillFamily[]): Promise<BillSnapshot> {
  const head = (await dynamicDb(db).selectFrom(family.headTable).selectAll().where('id', '=', id).executeTakeFirst()) as Record<string, unknown> | undefined;
  const lines = family.lineTable
    ? ((await dynamicDb(db).selectFrom(family.lineTable).selectAll().where('head_id', '=', id).orderBy('id').execute()) as Array<Record<string, unknown>>)
    : [];
  const bills: Record<string, number> = {};
  for (const table of new Set(all.map((other) => other.headTable))) bills[table] = await countOf(db, table);
  return {
    head,
    lines,
    actions: await countOf(db, 'bill_action', [['bill_id', id]]),
    receipts: await countOf(db, 'receipt', [['bill_id', id]]),
    jobs: await countOf(db, 'simulator_job', [['bill_id', id]]),
    bills,
  };
}
