// The other features' state changes under parallel requests (issue 22 points 1–3, 6): bills
// (declare against delete, a double declare), authorisations (agree against decline, two take-backs,
// a delete against an agreement), subsidy applications (overlapping periods, "delete all" against
// 申请), work tickets (parallel saves drawing numbers, the operator's moves). Each race runs several
// rounds, then the spec checks the database: one winner, no orphan, no overlap, counts that match
// their rows, and never a 500. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, AUTH_STATE } from '#core/auth-commerce.ts';
import { chinaDateTime } from '#core/china-time.ts';
import { dynamicDb } from '../../../server/bills/db.ts';
import { subsidyVerifierOf } from '../../../server/routes/subsidy-routes.ts';
import { moveTicket, OperatorError } from '../../../server/workorder/operator.ts';
import { insertOrders, orderRow } from '../bills/bill-fixtures.ts';
import { COMPANY, ORDER_API, startBillServer, type BillServer } from '../bills/bill-harness.ts';
import { accessTokenOf, insertAccount, insertCompany } from '../test-accounts.ts';
import { atOnce, outcome, rounds, staggered, succeeded, type Answer } from './race.ts';

let server: BillServer;
const window = { startTime: '2020-01-01 00:00:00', endTime: '2099-12-31 23:59:59' };
const post = (path: string, data: unknown, token?: string) => server.post(path, data, token) as Promise<Answer>;
const count = async (table: string, where: (query: ReturnType<typeof select>) => ReturnType<typeof select>) =>
  Number(
    (
      await where(select(table))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const select = (table: string) => dynamicDb(server.db).selectFrom(table);

beforeAll(async () => {
  server = await startBillServer();
  await server.token(); // signed in once, before any round sends requests in parallel
}, 120_000);
afterAll(async () => server?.close());

describe('bills', () => {
  it('a declare and a delete of one bill: one wins, and a deleted bill leaves no receipt or job', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      const [id] = await insertOrders(server.db, [{ orderNo: `RACE-DD-${round}-${Date.now()}` }]);
      const answers = await staggered(
        round % 4,
        () => post(`${ORDER_API}/applyByIds`, { ids: [id], ...window }),
        () => post(`${ORDER_API}/deleteByIds`, { ids: [id], ...window }),
      );
      expect(outcome(answers)).toBe(1);
      const after = await orderRow(server.db, id);
      const receipts = await count('receipt', (query) => query.where('family', '=', 'export-order').where('bill_id', '=', id));
      if (after) expect(receipts).toBeGreaterThan(0);
      else expect(receipts + (await count('simulator_job', (query) => query.where('bill_id', '=', id)))).toBe(0);
    }
  });

  it('a double 申报 is accepted once, and the refusal names the bill', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      const orderNo = `RACE-2D-${round}-${Date.now()}`;
      const [id] = await insertOrders(server.db, [{ orderNo }]);
      const declare = () => post(`${ORDER_API}/applyByIds`, { ids: [id], ...window });
      const answers = await atOnce(declare, declare);
      expect(outcome(answers)).toBe(1);
      expect(answers.find((answer) => !succeeded(answer))!.body.message).toMatch(new RegExp(`^${orderNo}：当前状态「.+」不允许申报$`));
      expect(await count('bill_action', (query) => query.where('bill_id', '=', id).where('action', '=', 'declare'))).toBe(1);
    }
  });
});

describe('authorisations', () => {
  const OTHER = { code: '91440300MA5RACE001', name: '深圳并发授权电商有限公司' };
  let commerceToken = '';

  beforeAll(async () => {
    const companyId = await insertCompany(server.db, OTHER);
    const userId = await insertAccount(server.db, { companyId, loginName: 'race_commerce', userType: 'ADMIN', grant: 'buttons' });
    commerceToken = await accessTokenOf(server.app, server.db, { userId, companyCode: OTHER.code, userType: 'ADMIN' });
  });

  async function asked(): Promise<number> {
    await server.db.deleteFrom('auth_commerce').where('commerce_code', '=', OTHER.code).execute();
    const answer = await post(AUTH_PATHS.save, { commerceCode: OTHER.code, commerceName: OTHER.name });
    expect(answer.body.code, answer.body.message).toBe(0);
    return Number((await server.db.selectFrom('auth_commerce').select('id').where('commerce_code', '=', OTHER.code).executeTakeFirstOrThrow()).id);
  }
  const stateOf = async (id: number) => (await server.db.selectFrom('auth_commerce').select('state').where('id', '=', id).executeTakeFirst())?.state;

  it('two applications for one company at once: one is stored', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      await server.db.deleteFrom('auth_commerce').where('commerce_code', '=', OTHER.code).execute();
      const ask = () => post(AUTH_PATHS.save, { commerceCode: OTHER.code, commerceName: OTHER.name });
      expect(outcome(await atOnce(ask, ask))).toBe(1);
      expect(await count('auth_commerce', (query) => query.where('commerce_code', '=', OTHER.code))).toBe(1);
    }
  });

  it('agree and decline at once: one decision, and the other is refused', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      const id = await asked();
      const answers = await atOnce(
        () => post(AUTH_PATHS.audit, { id, flag: true }, commerceToken),
        () => post(AUTH_PATHS.audit, { id, flag: false }, commerceToken),
      );
      expect(outcome(answers)).toBe(1);
      expect(answers.find((answer) => !succeeded(answer))!.body.message).toMatch(/只能审核待审核的授权申请/);
      expect(await stateOf(id)).toBe(succeeded(answers[0]) ? AUTH_STATE.approved : AUTH_STATE.notApproved);
    }
  });

  it('two take-backs at once: one succeeds; a delete while the company agrees: never an approved authorisation deleted', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      const id = await asked();
      await post(AUTH_PATHS.audit, { id, flag: true }, commerceToken);
      const takeBack = () => post(AUTH_PATHS.tackBack, { ids: [id] }, commerceToken);
      expect(outcome(await atOnce(takeBack, takeBack))).toBe(1);

      const next = await asked();
      const [agreed, deleted] = await staggered(
        round % 4,
        () => post(AUTH_PATHS.audit, { id: next, flag: true }, commerceToken),
        () => post(AUTH_PATHS.delete, { ids: [next] }),
      );
      expect(outcome([agreed, deleted])).toBe(1);
      expect(await stateOf(next)).toBe(succeeded(agreed) ? AUTH_STATE.approved : undefined);
    }
  });
});

describe('subsidy applications', () => {
  const API = '/api/enterprise/subsidy';
  let serial = 0;
  let companyName = '';
  let receiver = { recCompanyCode: '', recCompanyName: '广州白云国际机场货运站有限公司' };

  beforeAll(async () => {
    subsidyVerifierOf(server.app).delayMs = 0;
    companyName = ((await post(`${API}/company/queryCompany`, {})).body.data as { companyName: string }).companyName;
    const found = await post(`${API}/company/queryRecCompany`, { companyName: receiver.recCompanyName });
    receiver = (found.body.data as (typeof receiver)[])[0];
  });

  /** A finished import of `rows` waybills, as the import leaves it. */
  async function importDone(rows = 3): Promise<string> {
    const importNo = `YDRACE${process.pid}${String(++serial).padStart(6, '0')}`;
    const time = chinaDateTime();
    await server.db
      .insertInto('subsidy_import')
      .values({
        import_no: importNo,
        company_code: COMPANY,
        user_id: 1,
        file_name: '运单导入.xlsx',
        state: 'done',
        rows_read: rows,
        total: rows,
        error_count: 0,
        errors: null,
        message: null,
        used_by: null,
        create_time: time,
        update_time: time,
      })
      .execute();
    await server.db
      .insertInto('subsidy_bill')
      .values(
        Array.from({ length: rows }, (_, index) => ({
          company_code: COMPANY,
          import_no: importNo,
          row_no: index + 2,
          pay_company_name: companyName,
          rec_company_name: receiver.recCompanyName,
          bill_no: `784-${String(1000000 + serial * 10 + index).padStart(7, '0')}${(1000000 + serial * 10 + index) % 7}`,
          take_time: '2026-03-05 10:00:00',
          flight_no: 'CZ3101',
          flight_date: '2026-03-05',
          gross_weight: '12.5',
        })),
      )
      .execute();
    return importNo;
  }

  /** Each round its own month of a year no other spec uses, so rounds never overlap each other. */
  const period = (round: number) => {
    const month = String((round % 12) + 1).padStart(2, '0');
    return { ckDateRange: [`2031-${month}-01`, `2031-${month}-20`], ckStartTime: `2031-${month}-01`, ckEndTime: `2031-${month}-20` };
  };
  const applyBody = (importNo: string, round: number, shift = 0) => {
    const base = period(round);
    const start = base.ckStartTime.replace(/-01$/, `-${String(1 + shift).padStart(2, '0')}`);
    return {
      applyType: 'E9',
      companyType: '1',
      ...base,
      ckDateRange: [start, base.ckEndTime],
      ckStartTime: start,
      note: '并发核验',
      companyName,
      recCompanyList: [receiver],
      importNo,
    };
  };

  it('parallel applications with overlapping periods: exactly one is stored', async () => {
    for (let round = 0; round < Math.min(rounds(), 12); round += 1) {
      const imports = [await importDone(), await importDone(), await importDone()];
      const answers = await atOnce(...imports.map((importNo, index) => () => post(`${API}/apply`, applyBody(importNo, round, index))));
      expect(outcome(answers)).toBe(1);
      expect(answers.filter((answer) => !succeeded(answer)).every((answer) => /核验期间不能重叠/.test(answer.body.message))).toBe(true);
      const { ckStartTime, ckEndTime } = period(round);
      const stored = await server.db
        .selectFrom('subsidy_apply')
        .select('id')
        .where('company_code', '=', COMPANY)
        .where('apply_type', '=', 'E9')
        .where('ck_start_time', '<=', ckEndTime)
        .where('ck_end_time', '>=', ckStartTime)
        .execute();
      expect(stored).toHaveLength(1);
      await server.db.deleteFrom('subsidy_apply').where('id', '=', stored[0].id).execute();
    }
  });

  it('"delete all" and 申请 of one import at once: one wins, and the count matches the rows', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      const importNo = await importDone(3);
      const answers = await staggered(
        round % 4,
        () => post(`${API}/apply`, applyBody(importNo, round)),
        () => post(`${API}/bill/deleteAll`, { id: importNo }),
      );
      outcome(answers);
      const rows = await count('subsidy_bill', (query) => query.where('import_no', '=', importNo));
      const application = await server.db.selectFrom('subsidy_apply').select(['id', 'bill_count']).where('import_no', '=', importNo).executeTakeFirst();
      if (application) {
        expect(Number(application.bill_count)).toBe(rows);
        expect(rows).toBe(3);
        await server.db.deleteFrom('subsidy_apply').where('id', '=', application.id).execute();
      } else expect(rows).toBe(0);
    }
  });
});

describe('work tickets', () => {
  const TICKET = '/api/enterprise/Work_ticket';
  const body = { ticketType: '1', ticketTitle: '并发提交', ticketContent: '同一秒内的许多工单', telephone: '13812345678' };

  it('25 saves a round at once (300 on PostgreSQL): every one stored with its own number, none answered 500', async () => {
    const saves = rounds() * 25;
    const before = await count('work_ticket', (query) => query);
    const answers = await Promise.all(Array.from({ length: saves }, () => post(`${TICKET}/save`, body)));
    expect(outcome(answers)).toBe(saves);
    const numbers = await server.db.selectFrom('work_ticket').select('ticket_num').execute();
    expect(numbers).toHaveLength(before + saves);
    expect(new Set(numbers.map((row) => row.ticket_num)).size).toBe(numbers.length);
  });

  it('the operator closing and moving one ticket at once: a closed ticket stays closed', async () => {
    for (let round = 0; round < rounds(); round += 1) {
      const saved = await post(`${TICKET}/save`, body);
      const ticketNum = (saved.body.data as { ticketNum: string }).ticketNum;
      const results = await Promise.allSettled([
        moveTicket(server.db, ticketNum, { kind: 'close', result: '已处理' }),
        moveTicket(server.db, ticketNum, { kind: 'progress' }),
      ]);
      for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(OperatorError);
      const row = await server.db.selectFrom('work_ticket').select(['state', 'reason']).where('ticket_num', '=', ticketNum).executeTakeFirstOrThrow();
      if (results[0].status === 'fulfilled') expect(row).toEqual({ state: 'stop', reason: '已处理' });
    }
  });
});
