// A batch 申报 over the server's limit runs in the background (issue 24): the request answers the
// job at once, the progress call shows it checking, writing and sending, and the bills end 申报中
// with one sent message each. A refusal refuses the whole batch by bill and reason with nothing
// changed; a bill changed between the check and the write is refused by name; another company
// never sees the job; a job whose process stopped reads as interrupted. On SQLite, and on
// PostgreSQL with TEST_DATABASE=postgres.
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARE_PROGRESS_SUB_PATH, type DeclareJobView } from '#core/declare-jobs.ts';
import { ActionRefusal } from '../../../server/bills/actions/action-refusal.ts';
import { CHANGED_SINCE_CHECKED, runAction } from '../../../server/bills/actions/run-action.ts';
import { dynamicDb, engineDb } from '../../../server/bills/db.ts';
import { checkDeclaredMessages } from '../../../server/customs/declare/declared-messages.ts';
import { LEASE_MS, MSG_JOB_NOT_FOUND } from '../../../server/customs/declare/declare-jobs.ts';
import { COMPANY, ORDER_API, OTHER_COMPANY, startBillServer, type BillServer } from './bill-harness.ts';
import { insertOrders } from './bill-fixtures.ts';

/** Over this many bills a declare goes to the background (small here, so tests stay quick). */
const LIMIT = 3;
let server: BillServer;

beforeAll(async () => {
  server = await startBillServer({ env: { PORTAL_CUSTOMS_SIMULATOR: '0' }, declareInBackgroundOver: LIMIT });
});
afterAll(async () => server?.close());

const signTable = () => server.app.bills.customs.signRecords!.family.headTable;
const outboxFiles = () => {
  const dir = server.app.bills.customs.folders.outbox;
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.xml')) : [];
};

async function states(ids: readonly number[]): Promise<string[]> {
  const rows = await dynamicDb(server.db)
    .selectFrom('bill_export_order')
    .select(['id', 'state'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.map((row) => String(row.state));
}

async function signRecordCount(): Promise<number> {
  const row = await dynamicDb(server.db)
    .selectFrom(signTable())
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function progress(jobId: string, token?: string) {
  return server.post<DeclareJobView>(`${ORDER_API}/${DECLARE_PROGRESS_SUB_PATH}`, { jobId }, token);
}

/** Asks for the job's progress until it is finished; answers every view seen. */
async function untilFinished(jobId: string): Promise<DeclareJobView[]> {
  const seen: DeclareJobView[] = [];
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const answer = await progress(jobId);
    expect(answer.body.code, answer.text).toBe(0);
    seen.push(answer.body.data);
    if (['done', 'failed', 'interrupted'].includes(answer.body.data.phase)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} did not finish`);
}

function orders(prefix: string, count: number) {
  return Array.from({ length: count }, (_unused, index) => ({ orderNo: `${prefix}${String(index).padStart(3, '0')}` }));
}

describe('a batch 申报 over the limit runs in the background', () => {
  it('answers the job at once; its progress ends done with every bill 申报中 and every message sent', async () => {
    const ids = await insertOrders(server.db, orders('EO-JOB-OK', 12));
    const before = await signRecordCount();
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids });
    expect(answer.body.code, answer.text).toBe(0);
    expect(answer.body.message).toBe('已开始后台申报（共12张单据）');
    const { jobId, total } = answer.body.data.declareJob;
    expect(total).toBe(12);

    const seen = await untilFinished(jobId);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ phase: 'done', total: 12, checked: 12, sent: 12, failed: 0, bills: [] });
    expect(last.message).toBe('申报完成：12张单据已申报，12份报文已发送');
    expect(new Set(await states(ids))).toEqual(new Set(['10']));
    expect(await signRecordCount()).toBe(before + 12);
    // Counts only grow while it runs.
    for (let index = 1; index < seen.length; index += 1) expect(seen[index].checked).toBeGreaterThanOrEqual(seen[index - 1].checked);
    // Read again later, from the row: the same answer.
    expect((await progress(jobId)).body.data).toMatchObject({ phase: 'done', sent: 12 });
  });

  it('a batch within the limit is still declared in the request', async () => {
    const ids = await insertOrders(server.db, orders('EO-JOB-SMALL', LIMIT));
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids });
    expect(answer.body.code, answer.text).toBe(0);
    expect(answer.body.data).toBeNull();
    expect(new Set(await states(ids))).toEqual(new Set(['10']));
  });

  it('refuses the whole batch by bill and reason when one bill may not be declared; nothing changes', async () => {
    const ids = await insertOrders(server.db, orders('EO-JOB-BAD', 6));
    await dynamicDb(server.db).updateTable('bill_export_order').set({ dxp_id: null }).where('id', '=', ids[4]).execute();
    const before = await signRecordCount();
    const files = outboxFiles().length;
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids });
    expect(answer.body.code, answer.text).toBe(0);
    const last = (await untilFinished(answer.body.data.declareJob.jobId)).at(-1)!;
    expect(last.phase).toBe('failed');
    expect(last.message).toBe('EO-JOB-BAD004：报文传输编号（dxpId）缺失，报文无法通过海关报文规范（XSD）校验');
    expect(last.bills).toEqual([{ id: ids[4], name: 'EO-JOB-BAD004', reason: '报文传输编号（dxpId）缺失，报文无法通过海关报文规范（XSD）校验' }]);
    expect(new Set(await states(ids))).toEqual(new Set(['0']));
    expect(await signRecordCount()).toBe(before);
    expect(outboxFiles()).toHaveLength(files);
  });

  it('refuses a bill in a state 申报 does not accept, by name', async () => {
    const ids = await insertOrders(server.db, orders('EO-JOB-STATE', 5));
    await dynamicDb(server.db).updateTable('bill_export_order').set({ state: '10' }).where('id', '=', ids[0]).execute();
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids });
    const last = (await untilFinished(answer.body.data.declareJob.jobId)).at(-1)!;
    expect(last.phase).toBe('failed');
    expect(last.message).toMatch(/^EO-JOB-STATE000：当前状态「[^」]+」不允许申报$/);
    expect(await states(ids.slice(1))).toEqual(['0', '0', '0', '0']);
  });

  it('a bill changed after its message was checked is refused by name at the write, and nothing is written', async () => {
    const ids = await insertOrders(server.db, orders('EO-JOB-RACE', 4));
    const engine = server.app.bills;
    const family = engine.families.find((candidate) => candidate.id === 'export-order')!;
    const rows = await dynamicDb(server.db).selectFrom(family.headTable).selectAll().where('id', 'in', ids).orderBy('id').execute();
    const checked = await checkDeclaredMessages(engine.customs, engineDb(server.db), family, rows, Date.now());
    expect(checked.refused).toEqual([]);
    // Another request saves one bill meanwhile: a save gives the bill a new version.
    await dynamicDb(server.db)
      .updateTable('bill_export_order')
      .set((eb) => ({ ebc_name: '检查之后改过的电商企业', version: eb('version', '+', 1) }))
      .where('id', '=', ids[2])
      .execute();
    const before = await signRecordCount();
    const call = { family, action: 'declare', verb: '申报', ids, note: null, userId: 1, companyCode: COMPANY, checked: checked.built };
    const refused = await engineDb(server.db)
      .transaction()
      .execute((trx) => runAction(engine, trx, call, Date.now()))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(ActionRefusal);
    expect((refused as ActionRefusal).bills).toEqual([{ id: ids[2], name: 'EO-JOB-RACE002', reason: CHANGED_SINCE_CHECKED }]);
    expect(new Set(await states(ids))).toEqual(new Set(['0']));
    expect(await signRecordCount()).toBe(before);
  });

  it('racing a declare in the request over one of its bills: exactly one of them declares it, the loser refuses by name', async () => {
    const ids = await insertOrders(server.db, orders('EO-JOB-RACE2', 5));
    const [background, single] = await Promise.all([
      server.post(`${ORDER_API}/applyByIds`, { ids }),
      server.post(`${ORDER_API}/applyByIds`, { ids: [ids[0]] }),
    ]);
    expect(background.body.code, background.text).toBe(0);
    const last = (await untilFinished(background.body.data.declareJob.jobId)).at(-1)!;
    const messages = await dynamicDb(server.db)
      .selectFrom('customs_message_out')
      .select('bill_id')
      .where('family', '=', 'export-order')
      .where('bill_id', 'in', ids)
      .execute();
    if (single.body.code === 0) {
      // The request won: the job refused the whole batch, naming that bill; only its message exists.
      expect(last.phase).toBe('failed');
      expect(last.bills.map((bill) => bill.name)).toEqual(['EO-JOB-RACE2000']);
      expect(await states(ids.slice(1))).toEqual(['0', '0', '0', '0']);
      expect(messages.map((row) => Number(row.bill_id))).toEqual([ids[0]]);
    } else {
      // The job won: the request was refused by name; one message per bill.
      expect(single.body.message).toMatch(/^EO-JOB-RACE2000：当前状态「[^」]+」不允许申报$/);
      expect(last.phase).toBe('done');
      expect(messages.map((row) => Number(row.bill_id)).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    }
  });

  it("another company's job is no job; a malformed id is refused by the body check", async () => {
    const ids = await insertOrders(server.db, orders('EO-JOB-OWN', 4));
    const { jobId } = (await server.post(`${ORDER_API}/applyByIds`, { ids })).body.data.declareJob;
    await untilFinished(jobId);
    const engine = server.app.bills;
    expect(await engine.declareJobs.read(jobId, OTHER_COMPANY, 'export-order')).toBeNull();
    expect(await engine.declareJobs.read(jobId, COMPANY, 'export-logistics')).toBeNull();
    const unknown = await progress('00000000-0000-0000-0000-000000000000');
    expect(unknown.body).toMatchObject({ code: -1, message: MSG_JOB_NOT_FOUND });
    const malformed = await progress('../etc');
    expect(malformed.body.code).not.toBe(0);
  });

  it('a job left by a process that stopped reads as interrupted, saying what became of the bills', async () => {
    const db = server.db as unknown as Parameters<typeof dynamicDb>[0];
    const now = Date.now();
    const row = (id: string, phase: string) => ({
      id,
      company_code: COMPANY,
      family: 'export-order',
      user_id: 1,
      phase,
      total: 500,
      checked: 200,
      sent: 0,
      failed: 0,
      created_at: now - 60_000,
      updated_at: now - 60_000,
      lease_until: now - LEASE_MS,
    });
    await dynamicDb(db)
      .insertInto('declare_job')
      .values([row('11111111-1111-1111-1111-111111111111', 'checking'), row('22222222-2222-2222-2222-222222222222', 'sending')])
      .execute();
    const checking = (await progress('11111111-1111-1111-1111-111111111111')).body.data;
    expect(checking).toMatchObject({ phase: 'interrupted', checked: 200 });
    expect(checking.message).toBe('后台申报已中断（服务已停止），没有单据被申报，请重新申报');
    const sending = (await progress('22222222-2222-2222-2222-222222222222')).body.data;
    expect(sending.phase).toBe('interrupted');
    expect(sending.message).toMatch(/^后台申报已中断（服务已停止）：单据已申报，未发送的报文在服务重新启动后自动发送/);
  });
});
