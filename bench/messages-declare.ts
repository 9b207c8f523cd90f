// `npm run bench:messages-declare` (issue 24): a large batch 申报 of export orders (default 10,000,
// BENCH_DECLARE sets it) on a portal of its own (SQLite, or PostgreSQL with TEST_DATABASE=postgres):
// how long the declaring request takes to answer — the messages are built, checked against the
// XSD (in the worker pool) and recorded as 签名记录 inside it — and how long until every message
// is signed and in the outbox, in the background, its progress read as a user would see it (the
// 签名记录 moving to 已发送). Also the longest event-loop stall meanwhile: other users' requests wait
// at most that long. The target: the request answers in ≤ 2 s.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { availableParallelism, loadavg } from 'node:os';
import { dynamicDb } from '../server/bills/db.ts';
import { ORDER_API, startBillServer } from '../tests/api/bills/bill-harness.ts';
import { insertOrders } from '../tests/api/bills/bill-fixtures.ts';

const COUNT = Number(process.env.BENCH_DECLARE ?? 10_000);

console.log(`bench:messages-declare — load average ${loadavg()[0]!.toFixed(2)} on ${String(availableParallelism())} cores`);
// Customs stays quiet (its simulator off, as with a transfer client not running): what is measured is the portal's side.
const server = await startBillServer({ simulatorDelayMs: 3_600_000, env: { PORTAL_CUSTOMS_SIMULATOR: '0' } });
try {
  const ids = await insertOrders(
    server.db,
    Array.from({ length: COUNT }, (_, i) => ({ orderNo: `EO-DECL-${String(i).padStart(6, '0')}` })),
  );
  const signTable = server.app.bills.customs.signRecords!;
  const sentState = signTable.state.sent;
  const sent = async () =>
    Number(
      (
        await dynamicDb(server.db)
          .selectFrom(signTable.family.headTable)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('state', '=', sentState)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const token = await server.token();
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const started = performance.now();
  const answer = await server.post(`${ORDER_API}/applyByIds`, { ids }, token);
  const answered = performance.now() - started;
  if (answer.body.code !== 0) throw new Error(`declare refused: ${answer.text.slice(0, 300)}`);
  console.log(`${COUNT} export orders, one batch 申报 (${process.env.TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite'}):`);
  console.log(`  request answered after           ${(answered / 1000).toFixed(2).padStart(6)} s   target ≤ 2 s`);
  let last = -1;
  for (;;) {
    const done = await sent();
    if (done !== last && (done === COUNT || Math.floor(done / (COUNT / 5)) !== Math.floor(last / (COUNT / 5)))) {
      console.log(`  已发送 ${String(done).padStart(6)} / ${COUNT}        at ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
    }
    last = done;
    if (done >= COUNT) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stalls.disable();
  console.log(`  all signed and in the outbox after ${((performance.now() - started) / 1000).toFixed(1).padStart(4)} s`);
  console.log(`  longest event-loop stall          ${(stalls.max / 1e6 / 1000).toFixed(2).padStart(6)} s`);
} finally {
  await server.close();
}
