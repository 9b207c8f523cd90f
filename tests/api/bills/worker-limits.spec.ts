// Long work stopped at its limit that no feature names, such as a list's count over ten million
// bills past PORTAL_WORKER_TIMEOUT_S, answers 503 with what to do in Chinese (处理时间过长，已停止，
// 请缩小范围后重试), not 500 服务器内部错误 with a logged stack: on SQLite the worker task is
// stopped (worker-pool.ts), on PostgreSQL the long reads' statement_timeout stops the statement.
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMED_OUT, TOO_MUCH_MEMORY, WorkerFailure } from '../../../server/workers/worker-pool.ts';
import { installErrorHandler } from '../../../server/http/error-handler.ts';
import { MESSAGES } from '../../../server/http/messages.ts';
import { insertOrders } from './bill-fixtures.ts';
import { ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe('long work stopped at its time limit', () => {
  let server: BillServer;
  beforeAll(async () => {
    // SQLite: a limit of 0 s stops every task of the pool at once. PostgreSQL: 1 s (0 there is "none").
    server = await startBillServer({ env: { PORTAL_WORKER_TIMEOUT_S: onPostgres ? '1' : '0' } });
    await insertOrders(server.db, [{ orderNo: 'LIMIT-1', createTime: '2024-07-01 10:00:00' }]);
    await server.token();
  });
  afterAll(async () => server?.close());

  it.skipIf(onPostgres)('answers a list, its rows and its total with 503 处理时间过长, not 服务器内部错误 (SQLite)', async () => {
    for (const part of ['rows', 'total', undefined]) {
      const answer = await server.post(`${ORDER_API}/pageList`, { pageIndex: 0, pageSize: 50, part });
      expect(answer.status, `${part} ${answer.text}`).toBe(503);
      expect(answer.body.message).toBe(TIMED_OUT);
    }
  });

  it.runIf(onPostgres)('stops a long read at the limit, as PostgreSQL statement_timeout (PostgreSQL)', async () => {
    const setting = await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(server.app.portal.longReads);
    expect(setting.rows[0]?.statement_timeout).toBe('1s');
    await expect(sql`SELECT pg_sleep(2)`.execute(server.app.portal.longReads)).rejects.toMatchObject({ code: '57014' });
    // The writer and the light reads have no such limit.
    await sql`SELECT pg_sleep(1.2)`.execute(server.db);
  });
});

describe('the error handler', () => {
  const app = Fastify();
  installErrorHandler(app);
  const failures: Record<string, () => Error> = {
    statement: () => Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    timeout: () => new WorkerFailure('timeout', null),
    memory: () => new WorkerFailure('memory', null),
    crash: () => new WorkerFailure('crash', null),
  };
  for (const [name, failure] of Object.entries(failures)) {
    app.get(`/${name}`, async () => {
      throw failure();
    });
  }
  afterAll(() => app.close());

  it('answers a stopped statement or worker task 503 with its Chinese text, a dead worker with Retry-After', async () => {
    const answers = Object.fromEntries(await Promise.all(Object.keys(failures).map(async (name) => [name, await app.inject(`/${name}`)] as const)));
    for (const answer of Object.values(answers)) expect(answer.statusCode).toBe(503);
    expect(answers.statement.json().message).toBe(TIMED_OUT);
    expect(answers.timeout.json().message).toBe(TIMED_OUT);
    expect(answers.memory.json().message).toBe(TOO_MUCH_MEMORY);
    expect(answers.crash.json().message).toBe(MESSAGES.busy);
    expect(answers.crash.headers['retry-after']).toBe('5');
    expect(answers.timeout.headers['retry-after']).toBeUndefined();
  });
});
