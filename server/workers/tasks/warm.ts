// A new worker thread's first task (issue 26 point 6): opening its database connection and
// reading the definition folder here, when the pool starts ahead of need, spares the first real
// task of a clerk that cost. The thread's modules (every task, loaded by worker-main.ts) are loaded
// by then too. Families are built when a task first asks for one (worker-families.ts, point 7).
import { resourceLimits, threadId } from 'node:worker_threads';
import { workerDatabase } from '../worker-database.ts';
import { builtWorkerFamilies, readWorkerDefinitions } from '../worker-families.ts';

export interface Warmed {
  ready: true;
  thread: number;
  familiesBuilt: number;
  /** The thread's young generation (its pool's setting; the quick lane's is small, point 7). */
  youngGenerationMb: number | undefined;
}

export async function warm(input: { url: string; schemaDir: string }): Promise<Warmed> {
  readWorkerDefinitions(input.schemaDir);
  const { db, sqlite } = workerDatabase(input.url);
  if (sqlite) sqlite.prepare('select 1').get();
  else await db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
  return { ready: true, thread: threadId, familiesBuilt: builtWorkerFamilies(), youngGenerationMb: resourceLimits.maxYoungGenerationSizeMb };
}
