// A new worker thread's first task (issue 26 point 6): opening its database connection here,
// when the pool starts ahead of need, spares the first real task of a clerk that cost. The
// thread's modules (every task, loaded by worker-main.ts) are loaded by then too.
import { workerDatabase } from '../worker-database.ts';

export async function warm(input: { url: string }): Promise<{ ready: true }> {
  const { db, sqlite } = workerDatabase(input.url);
  if (sqlite) sqlite.prepare('select 1').get();
  else await db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
  return { ready: true };
}
