// Two API processes starting together both sync the definitions; the second must see what the
// first wrote, not insert the same menu node beside it. Taken first thing in the transaction:
// PostgreSQL serialises on an advisory lock (server/db/state-change.ts), SQLite takes the one
// write lock with a statement that writes nothing, so the other process waits (busy_timeout)
// before reading rather than failing when it tries to write after reading an older snapshot.
import { sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { PortalDatabase } from '../../db/schema.ts';
import { serialise } from '../../db/state-change.ts';
import type { UntypedDb } from '../../db/untyped.ts';

export async function holdSyncLock(trx: Transaction<PortalDatabase>): Promise<void> {
  if (isPostgres(trx as unknown as UntypedDb)) {
    await serialise(trx, 'definitions-sync');
    return;
  }
  await sql`update module set sort_no = sort_no where 0 = 1`.execute(trx);
}
