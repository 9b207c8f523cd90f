// A large seed writes millions of bills into tables with a dozen secondary indexes, each keyed by
// (company, some column) in random order: every bill dirtied a page of each index, and once the
// indexes outgrew the cache the seed slowed from ~28 s to ~57 s per 100,000 bills after 2,000,000
// (issue 26 point 2). Dropping the family's B-tree indexes for the load and building them again
// afterwards (a sort per index) keeps the load linear. SQLite's trigram table and the state-count
// tally (tally.ts) are filled by triggers per bill the same way; they are detached and rebuilt in
// one pass.
//
// Only for the seed command and the benchmarks, which run while no one enters bills: the lists
// read slowly while the indexes are away. A load that is stopped half-way leaves them away until
// the portal's next start, which makes every missing index again (ensureFamilyTables).
import type { UntypedDb } from '../../db/untyped.ts';
import type { BillFamily } from '../family.ts';
import { existingIndexes, familyIndexes } from './indexes.ts';
import { detachTrigramTriggers, rebuildTrigramIndex } from './trigram-indexes.ts';
import { detachTally, ensureTally } from './tally.ts';

/** Below this many bills a load keeps the indexes: rebuilding them would cost more than it saves. */
export const BULK_LOAD_THRESHOLD = 200_000;

/** Runs `load` with the family's secondary indexes away and builds them again after it, even when it fails. */
export async function withIndexesAway<T>(db: UntypedDb, family: BillFamily, load: () => Promise<T>): Promise<T> {
  const specs = familyIndexes(family);
  const present = await existingIndexes(
    db,
    specs.map((spec) => spec.name),
  );
  const away = specs.filter((spec) => present.has(spec.name));
  for (const spec of away) await db.schema.dropIndex(spec.name).execute();
  const trigramDetached = await detachTrigramTriggers(db, family);
  const tallyDetached = await detachTally(db, family);
  try {
    return await load();
  } finally {
    for (const spec of away) await db.schema.createIndex(spec.name).ifNotExists().on(spec.table).columns(spec.columns).execute();
    if (trigramDetached) await rebuildTrigramIndex(db, family);
    if (tallyDetached) await ensureTally(db, family);
  }
}
