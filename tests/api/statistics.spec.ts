// Business statistics (issue 14; bill-families-and-screens.md §3.11, §5, §7 "Statistics"; docs/statistics.md):
// figures from the caller's export inventories per tab, exact sums, the sort whitelist, the
// one-year limit, required terms, another company's bills never counted, the module and button
// checks, both paths, and the exported workbook. Runs on SQLite and on PostgreSQL (TEST_DATABASE=postgres).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions.ts';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { dynamicDb } from '../../server/bills/db.ts';
import { COMPANY, OTHER_COMPANY, startBillServer, type BillServer } from './bills/bill-harness.ts';
import { download, readRows } from './bills/excel-helpers.ts';
import { statisticsDefinition } from '../../server/routes/statistics-routes.ts';
import { planStatistics } from '../../server/statistics/statistics-plan.ts';
import { ensureRollup } from '../../server/statistics/statistics-rollup.ts';

const LIST = '/api/enterprise/agent/counts/list';
const EXPORT = '/api/enterprise/agent/counts/exportAgent';
const EBC = { code: '91330100MA2H3K7P5L', name: '杭州云帆跨境电商有限公司' };
const EBC2 = { code: '91440300MA5F000002', name: '深圳海通电商有限公司' };
const EBP = { code: '91330100MA27XF0001', name: '天猫国际' };
const IAC = { code: '91440101MA59IAC001', name: '南沙区内仓储有限公司' };

let server: BillServer;
let serial = 0;

interface Inventory {
  ieDate: string;
  value: string | null;
  weight: string | null;
  state?: string;
  tradeMode?: string;
  customsCode?: string;
  ebc?: { code: string; name: string };
  companyCode?: string;
}

async function insertInventories(bills: Inventory[]): Promise<void> {
  await dynamicDb(server.db)
    .insertInto('bill_export_inventory')
    .values(
      bills.map((bill) => ({
        company_code: bill.companyCode ?? COMPANY,
        state: bill.state ?? '800',
        create_time: '2025-06-01 10:00:00',
        update_time: '2025-06-01 10:00:00',
        cop_no: `STAT${process.pid}-${++serial}`,
        ie_date: bill.ieDate,
        trade_mode: bill.tradeMode ?? '9610',
        customs_code: bill.customsCode ?? '5141',
        ebc_code: (bill.ebc ?? EBC).code,
        ebc_name: (bill.ebc ?? EBC).name,
        ebp_code: EBP.code,
        ebp_name: EBP.name,
        iac_code: IAC.code,
        iac_name: IAC.name,
        rmb_goods_value: bill.value,
        gross_weight: bill.weight,
      })),
    )
    .execute();
}

const terms = (tab: string, begin = '2025-01-01', end = '2025-12-31', extra: unknown[] = [{ column: 'trade_mode', termType: 'eq', value: '9610' }]) => [
  { column: 'ie_date', termType: 'btw', type: 'and', value: [begin, end] },
  ...extra,
  { column: 'company_type', termType: 'eq', type: 'and', value: tab },
];
const list = (data: unknown, token?: string) => server.post(LIST, data, token);

async function userToken(name: string, modules: string[], buttons: boolean): Promise<string> {
  const now = Date.now();
  const company = await server.db.selectFrom('company').select('id').where('code', '=', COMPANY).executeTakeFirstOrThrow();
  const user = await server.db
    .insertInto('app_user')
    .values({
      login_name: name,
      username: name,
      password_hash: 'scrypt$x',
      user_type: 'USER',
      company_id: company.id,
      state: 'EFFECTIVE',
      password_changed_at: now,
      must_change_password: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (modules.length > 0) {
    const rows = await server.db.selectFrom('module').select('id').where('uri', 'in', modules).execute();
    await server.db
      .insertInto('user_module')
      .values(rows.map((module) => ({ user_id: user.id, module_id: module.id })))
      .execute();
    if (buttons) {
      const granted = await server.db
        .selectFrom('module_button')
        .select('id')
        .where(
          'module_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      await server.db
        .insertInto('user_button')
        .values(granted.map((button) => ({ user_id: user.id, module_button_id: button.id })))
        .execute();
    }
  }
  const sessionId = await createSession(server.db, user.id);
  return signAccessToken(server.app.portal.secrets.accessKey, { userId: user.id, companyCode: COMPANY, userType: 'USER', sessionId }, 900);
}

beforeAll(async () => {
  server = await startBillServer({ env: { PORTAL_DEMO_BILLS: '0' } });
  await insertInventories([
    // 2025-03-01, customs 5141: EBC twice (values a float sum gets wrong), EBC2 once.
    { ieDate: '2025-03-01', value: '0.1', weight: '1.005' },
    { ieDate: '2025-03-01', value: '0.2', weight: '2.00001' },
    { ieDate: '2025-03-01', value: '12345678.9', weight: '0.5', ebc: EBC2 },
    // Same day, another customs.
    { ieDate: '2025-03-01', value: '100', weight: '10', customsCode: '5100' },
    // Another day.
    { ieDate: '2025-07-15', value: '0.3', weight: '0.33333', ebc: EBC2 },
    { ieDate: '2025-07-15', value: null, weight: null, ebc: EBC2 },
    // Not counted: a draft, another business mode, outside the range, another company.
    { ieDate: '2025-03-01', value: '999', weight: '999', state: '1' },
    { ieDate: '2025-03-01', value: '999', weight: '999', tradeMode: '1210' },
    { ieDate: '2024-12-31', value: '999', weight: '999' },
    { ieDate: '2025-03-01', value: '999', weight: '999', companyCode: OTHER_COMPANY },
  ]);
}, 120_000);
afterAll(async () => server?.close());

describe('statistics list', () => {
  it('groups the e-commerce company tab by day, customs and company, with exact sums', async () => {
    const answer = await list({ pageIndex: 0, pageSize: 50, sorts: [], terms: terms('ebcStatistics') });
    expect(answer.body.code, answer.body.message).toBe(0);
    const { datas, total, sum, series } = answer.body.data;
    expect(total).toBe(4);
    expect(datas).toContainEqual({
      iedate: '2025-03-01',
      customsCode: '5141',
      customsCodeName: expect.any(String),
      agentCode: EBC.code,
      agentName: EBC.name,
      tradeModeName: '电子商务',
      total: 2,
      goodsValue: '0.3',
      grossWeight: '3.00501',
    });
    expect(datas).toContainEqual(expect.objectContaining({ iedate: '2025-07-15', agentCode: EBC2.code, total: 2, goodsValue: '0.3', grossWeight: '0.33333' }));
    expect(datas).toContainEqual(expect.objectContaining({ iedate: '2025-03-01', customsCode: '5100', total: 1, goodsValue: '100' }));
    expect(sum).toEqual({ total: 6, goodsValue: '12345779.5', grossWeight: '13.83834' });
    expect(series).toEqual([
      { date: '2025-03-01', total: 4, goodsValue: '12345779.2', grossWeight: '13.50501' },
      { date: '2025-07-15', total: 2, goodsValue: '0.3', grossWeight: '0.33333' },
    ]);
    // Default order: count, descending.
    expect(datas.map((row: { total: number }) => row.total)).toEqual([2, 2, 1, 1]);
  });

  it('groups the platform and in-zone tabs by their own company', async () => {
    const ebp = (await list({ terms: terms('ebpStatistics') })).body.data;
    expect(ebp.total).toBe(3);
    expect(ebp.datas.every((row: { agentCode: string; agentName: string }) => row.agentCode === EBP.code && row.agentName === EBP.name)).toBe(true);
    expect(ebp.datas).toContainEqual(expect.objectContaining({ iedate: '2025-03-01', customsCode: '5141', total: 3, goodsValue: '12345679.2' }));
    const iac = (await list({ terms: terms('iacStatistics') })).body.data;
    expect(iac.datas.every((row: { agentCode: string }) => row.agentCode === IAC.code)).toBe(true);
    expect(iac.sum).toEqual(ebp.sum);
  });

  it('filters by customs when asked', async () => {
    const answer = await list({
      terms: terms('ebcStatistics', undefined, undefined, [
        { column: 'trade_mode', termType: 'eq', value: '9610' },
        { column: 'customs_code', termType: 'eq', value: '5100' },
      ]),
    });
    expect(answer.body.data.total).toBe(1);
    expect(answer.body.data.sum).toEqual({ total: 1, goodsValue: '100', grossWeight: '10' });
  });

  it('sorts by goods value and gross weight on the server, and by nothing else', async () => {
    const byValue = (await list({ sorts: [{ name: 'goods_value', order: 'desc' }], terms: terms('ebcStatistics') })).body.data.datas;
    expect(byValue.map((row: { goodsValue: string }) => row.goodsValue)).toEqual(['12345678.9', '100', '0.3', '0.3']);
    const byWeight = (await list({ sorts: [{ name: 'gross_weight', order: 'asc' }], terms: terms('ebcStatistics') })).body.data.datas;
    expect(byWeight.map((row: { grossWeight: string }) => row.grossWeight)).toEqual(['0.33333', '0.5', '3.00501', '10']);
    for (const name of ['agent_name', 'ie_date', 'state', 'total; drop table module']) {
      const refused = await list({ sorts: [{ name, order: 'asc' }], terms: terms('ebcStatistics') });
      expect(refused.status, name).toBe(400);
    }
  });

  it('pages the groups while the totals stay those of all of them', async () => {
    const answer = (await list({ pageIndex: 1, pageSize: 3, terms: terms('ebcStatistics') })).body.data;
    expect(answer.datas).toHaveLength(1);
    expect(answer.total).toBe(4);
    expect(answer.sum.total).toBe(6);
  });

  it('refuses a range longer than one year, with the message of the spec', async () => {
    const answer = await list({ terms: terms('ebcStatistics', '2024-01-01', '2025-01-06') });
    expect(answer.body.code).not.toBe(0);
    expect(answer.body.message).toBe('统计时间范围不能超过一年');
    // 370 days (31968e6 ms) is still accepted.
    expect((await list({ terms: terms('ebcStatistics', '2024-12-27', '2026-01-01') })).body.code).toBe(0);
    expect((await list({ terms: terms('ebcStatistics', '2025-02-01', '2025-01-01') })).body.message).toBe('结束日期不能早于开始日期');
  });

  it('refuses missing required terms and unknown ones', async () => {
    const noMode = await list({ terms: terms('ebcStatistics', undefined, undefined, []) });
    expect(noMode.body.message).toBe('请选择业务模式');
    expect((await list({ terms: terms('ebcStatistics', '', '2025-12-31') })).body.message).toBe('请选择开始日期');
    expect((await list({ terms: terms('ebcStatistics', '2025-01-01', '') })).body.message).toBe('请选择结束日期');
    expect((await list({ terms: [{ column: 'ie_date', termType: 'btw', value: ['2025-01-01', '2025-02-01'] }] })).status).toBe(400);
    expect((await list({ terms: terms('somethingElse') })).status).toBe(400);
    expect((await list({ terms: [...terms('ebcStatistics'), { column: 'company_code', termType: 'eq', value: OTHER_COMPANY }] })).status).toBe(400);
    expect((await list({ pageSize: 100000, terms: terms('ebcStatistics') })).status).toBe(400);
  });

  it('never counts another company’s bills', async () => {
    const answer = (await list({ terms: terms('ebcStatistics') })).body.data;
    expect(answer.datas.some((row: { goodsValue: string }) => row.goodsValue === '999')).toBe(false);
  });

  it('answers the path §7 writes as well', async () => {
    const answer = await server.post('/api/agent/counts/list', { terms: terms('ebcStatistics') });
    expect(answer.body.data.sum.total).toBe(6);
  });

  it('needs a token, the page and its button codes', async () => {
    expect((await server.client.post(LIST, { terms: terms('ebcStatistics') })).status).toBe(401);
    expect((await server.client.post(EXPORT, { terms: terms('ebcStatistics') })).status).toBe(401);
    const noModule = await userToken('stat_nomodule', [], false);
    expect((await list({ terms: terms('ebcStatistics') }, noModule)).status).toBe(403);
    const noButtons = await userToken('stat_nobuttons', ['/statistics'], false);
    expect((await list({ terms: terms('ebcStatistics') }, noButtons)).status).toBe(403);
    expect((await server.post(EXPORT, { terms: terms('ebcStatistics') }, noButtons)).status).toBe(403);
    const holder = await userToken('stat_holder', ['/statistics'], true);
    expect((await list({ terms: terms('ebcStatistics') }, holder)).body.data.sum.total).toBe(6);
  });
});

describe('the daily rollup follows every write', () => {
  const sumOf = async () => (await list({ terms: terms('ebcStatistics', '2026-02-01', '2026-02-28') })).body.data.sum;

  it('counts an insert, an update of a value, a state change out and back, and a delete', async () => {
    await insertInventories([{ ieDate: '2026-02-10', value: '1.5', weight: '2' }]);
    expect(await sumOf()).toEqual({ total: 1, goodsValue: '1.5', grossWeight: '2' });
    const bill = dynamicDb(server.db).updateTable('bill_export_inventory').where('ie_date', '=', '2026-02-10');
    await bill.set({ rmb_goods_value: '2.25' }).execute();
    expect(await sumOf()).toEqual({ total: 1, goodsValue: '2.25', grossWeight: '2' });
    await bill.set({ state: '100' }).execute();
    expect(await sumOf()).toEqual({ total: 0, goodsValue: '0', grossWeight: '0' });
    await bill.set({ state: '899', ebc_code: EBC2.code, ebc_name: EBC2.name }).execute();
    const moved = (await list({ terms: terms('ebcStatistics', '2026-02-01', '2026-02-28') })).body.data.datas;
    expect(moved).toEqual([expect.objectContaining({ agentCode: EBC2.code, total: 1, goodsValue: '2.25' })]);
    await bill.set({ ie_date: '2026-03-01' }).execute();
    expect(await sumOf()).toEqual({ total: 0, goodsValue: '0', grossWeight: '0' });
    await dynamicDb(server.db).deleteFrom('bill_export_inventory').where('ie_date', '=', '2026-03-01').execute();
    expect((await list({ terms: terms('ebcStatistics', '2026-03-01', '2026-03-01') })).body.data.total).toBe(0);
  });

  it('is rebuilt from the bills when its triggers are missing (first start, a changed definition)', async () => {
    const before = (await list({ terms: terms('ebcStatistics') })).body.data;
    await dynamicDb(server.db).deleteFrom('statistics_daily').execute();
    const definition = statisticsDefinition(server.app.bills)!;
    const plan = planStatistics(definition, server.app.bills.families);
    // Triggers present: nothing is rebuilt.
    expect(await ensureRollup(dynamicDb(server.db), plan)).toBe(false);
    const postgres = process.env.TEST_DATABASE === 'postgres';
    const triggers = postgres
      ? await sql<{ name: string }>`select tgname as name from pg_trigger where tgname like 'stat_%'`.execute(server.db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name like 'stat_%'`.execute(server.db);
    for (const { name } of triggers.rows)
      await sql.raw(postgres ? `drop trigger "${name}" on bill_export_inventory` : `drop trigger "${name}"`).execute(server.db);
    expect(await ensureRollup(dynamicDb(server.db), plan)).toBe(true);
    expect((await list({ terms: terms('ebcStatistics') })).body.data).toEqual(before);
  });
});

describe('statistics export', () => {
  it('answers a workbook of every group and the totals row', async () => {
    const answer = await server.post(EXPORT, { sorts: [{ name: 'total', order: 'desc' }], terms: terms('ebcStatistics') });
    expect(answer.body.code, answer.body.message).toBe(0);
    const file = await download(server, answer.body.data.downloadUri);
    expect(file.status).toBe(200);
    const rows = await readRows(file.content);
    expect(rows[0]).toEqual(['出口日期', '申报海关', '海关代码', '企业名称', '企业代码', '业务模式', '票数', '货值（元）', '毛重（千克）']);
    expect(rows).toHaveLength(6);
    expect(rows[1]).toEqual(['2025-03-01', expect.any(String), '5141', EBC.name, EBC.code, '电子商务', 2, '0.3', '3.00501']);
    expect(rows[5]).toEqual(['合计', undefined, undefined, undefined, undefined, undefined, 6, '12345779.5', '13.83834']);
  });

  it('refuses the same terms the list refuses', async () => {
    const answer = await server.post(EXPORT, { terms: terms('ebcStatistics', '2024-01-01', '2025-12-31') });
    expect(answer.body.message).toBe('统计时间范围不能超过一年');
  });
});
