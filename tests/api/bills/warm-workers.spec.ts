// No wait after a pause (issue 26 point 6): the warm worker threads are started ahead of need
// (startWorkers, as `npm start` does) and are not retired however long the portal is idle, so
// the first list after a pause starts no thread. PORTAL_WORKER_WARM=0 is the old pool, whose
// threads all retire after the idle time: there the first list after a pause starts one. A task
// never waits for a thread still starting while a ready one comes free (worker-pool.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { insertOrders } from './bill-fixtures.ts';
import { ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../../server/bills/settings.ts';

const IDLE_MS = 300;
let server: BillServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function portalWith(warm: string): Promise<BillServer> {
  const started = await startBillServer({ env: { PORTAL_WORKER_IDLE_MS: String(IDLE_MS), PORTAL_WORKER_WARM: warm, PORTAL_WORKER_THREADS: '2' } });
  await insertOrders(started.db, [{ orderNo: 'WARM-1', createTime: '2024-07-01 10:00:00' }]);
  await started.token();
  return started;
}

/** A new question's total: a long read (a worker task on SQLite). */
async function newQuestion(portal: BillServer, day: number): Promise<void> {
  const window = ['2024-06-01 00:00:00', `2024-07-${String(day).padStart(2, '0')} 23:59:59`];
  const answer = await portal.post(`${ORDER_API}/pageList`, { terms: [{ column: 'create_time', termType: 'btw', type: 'and', value: window }], part: 'total' });
  expect(answer.body.data).toEqual({ total: 1 });
}

const warmInput = () => ({ url: server!.app.portal.config.databaseUrl, schemaDir: DEFAULT_BILL_SCHEMA_DIR });

/** A pause longer than the idle time, as a clerk's coffee break is longer than 30 s. */
const pause = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS * 3));

describe('worker threads after a pause', () => {
  it('are started ahead of need, kept through the pause, and the next task starts none', async () => {
    server = await portalWith('1');
    const { workers } = server.app.portal;
    await server.app.portal.startWorkers();
    expect(workers.threads).toBeGreaterThanOrEqual(1);
    const started = workers.threadsStarted;
    expect(started).toBeGreaterThanOrEqual(1);
    await pause();
    expect(workers.threads).toBeGreaterThanOrEqual(1);
    await workers.run('warm', warmInput());
    if (!process.env.TEST_DATABASE) await newQuestion(server, 2);
    expect(workers.threadsStarted).toBe(started);
  });

  it('gives two tasks after a pause both to the warm thread, not one to a thread still starting', async () => {
    server = await portalWith('1');
    const { workers } = server.app.portal;
    await server.app.portal.startWorkers();
    await pause();
    const [first, second] = await Promise.all([workers.run('warm', warmInput()), workers.run('warm', warmInput())]);
    // The second made the pool start a thread, which takes a second or more to load the modules.
    expect(second.thread).toBe(first.thread);
  });

  it('warming reads the definitions but builds no family; an export builds its own family only (point 7)', async () => {
    server = await startBillServer({ env: { PORTAL_WORKER_THREADS: '1', PORTAL_WORKER_WARM: '1' } });
    await insertOrders(server.db, [{ orderNo: 'WARM-1', createTime: '2024-07-01 10:00:00' }]);
    await server.token();
    const { workers } = server.app.portal;
    await server.app.portal.startWorkers();
    expect((await workers.run('warm', warmInput())).familiesBuilt).toBe(0);
    const exported = await server.post(`${ORDER_API}/exportOrderData`, { terms: [] });
    expect(exported.body.code).toBe(0);
    // On PostgreSQL too the export runs in the worker (the pool's one thread answers both tasks).
    expect((await workers.run('warm', warmInput())).familiesBuilt).toBe(1);
  });

  it('PORTAL_WORKER_WARM=0 (before): every thread retires after the pause, and the next task starts one', async () => {
    server = await portalWith('0');
    const { workers } = server.app.portal;
    await workers.run('warm', warmInput());
    await expect.poll(() => workers.threads, { timeout: 10_000 }).toBe(0);
    const started = workers.threadsStarted;
    await workers.run('warm', warmInput());
    expect(workers.threadsStarted).toBe(started + 1);
  });
});
