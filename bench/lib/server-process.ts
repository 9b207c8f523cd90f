// The portal under test, in its own process (as in production: one Node process per server),
// so the load generator does not share its event loop. Started by bench-server.ts with the
// benchmark database; answers its loopback URL over IPC, its CPU time on "cpu", and stops
// on "stop".
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { collectStartupGarbage } from '../../server/startup-garbage.ts';

const databaseUrl = process.env.BENCH_DATABASE_FILE;
if (!databaseUrl || !process.send) {
  console.error('server-process.ts is started by bench-server.ts (needs BENCH_DATABASE_FILE and IPC)');
  process.exit(1);
}

const config = loadConfig({
  DATABASE_URL: databaseUrl,
  PORTAL_TEST_CAPTCHA: process.env.PORTAL_TEST_CAPTCHA,
  // An hour between receipts: the simulator never acts during a run (nothing is declared anyway).
  PORTAL_SIMULATOR_DELAY_MS: '3600000',
  // Customs does not answer: the declared messages stay in the outbox, as with a transfer client that is not running.
  PORTAL_CUSTOMS_SIMULATOR: '0',
  PORTAL_STATIC_DIR: fileURLToPath(new URL('../../tests/api/fixtures/no-client', import.meta.url)),
  // The benchmark compares long reads in worker threads with long reads on the request thread.
  PORTAL_LONG_READS_INLINE: process.env.PORTAL_LONG_READS_INLINE,
  PORTAL_WORKER_THREADS: process.env.PORTAL_WORKER_THREADS,
  PORTAL_WORKER_WARM: process.env.PORTAL_WORKER_WARM,
  PORTAL_WORKER_IDLE_MS: process.env.PORTAL_WORKER_IDLE_MS,
  PORTAL_WORKER_MEMORY_MB: process.env.PORTAL_WORKER_MEMORY_MB,
  // The export benchmark compares the streamed export with the workbook built in memory.
  PORTAL_EXPORT_STREAM: process.env.PORTAL_EXPORT_STREAM,
  PORTAL_EXPORT_MAX_ROWS: process.env.PORTAL_EXPORT_MAX_ROWS,
  PORTAL_EXPORT_CHUNK_ROWS: process.env.PORTAL_EXPORT_CHUNK_ROWS,
});
// No logger: a log line per request would measure pino, not the list.
const app = await buildApp(config, { logger: false });
// As `npm start`: warm threads up before listening (PORTAL_WORKER_WARM=0: the peer without them).
await app.portal.startWorkers();
collectStartupGarbage();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send({ url: `http://127.0.0.1:${port}` });

process.on('message', (message) => {
  // CPU time the server spent, so the benchmark can tell cost per request from waiting for a core.
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (message === 'stop') void app.close().then(() => process.exit(0));
});
