// Settlement applications (issue 13, platform-and-settlement.md §3.3, §4.1, §7.7;
// docs/settlement-server.md): the chain authorise → attach → submit → bank approves → revoke →
// history, every refusal, a third company that can read or touch nothing, and the exact sum of
// 10,000 bills with awkward amounts. Runs on SQLite and on PostgreSQL (TEST_DATABASE=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDateTime } from '#core/china-time.ts';
import { decimalToText } from '#core/decimal-text.ts';
import { dynamicDb } from '../../server/bills/db.ts';
import { APPROVED_OPINION, OVER_LIMIT_OPINION } from '../../server/settlement/bank-simulator.ts';
import * as M from '../../server/settlement/messages.ts';
import { bankSimulatorOf } from '../../server/routes/settlement-routes.ts';
import { COMPANY, startBillServer, type BillServer } from './bills/bill-harness.ts';
import { accessTokenOf, insertAccount, insertCompany } from './test-accounts.ts';
import { authorise as authoriseCommerce, COMMERCE, insertInventories as insertInventoryRows, type InventorySpec } from './settlement-fixtures.ts';

const UNAUTHORISED = { code: '91320500MA1Q8W2E6R', name: '苏州未授权电商有限公司' };
const THIRD = { code: '91110000MA00TH1RD0', name: '北京无关贸易有限公司' };
const API = '/api/enterprise';

let server: BillServer;
let thirdToken: string;

async function thirdCompanyToken(): Promise<string> {
  const companyId = await insertCompany(server.db, THIRD);
  const userId = await insertAccount(server.db, { companyId, loginName: 'third_admin', userType: 'ADMIN', grant: 'buttons' });
  return accessTokenOf(server.app, server.db, { userId, companyCode: THIRD.code, userType: 'ADMIN' });
}

/** A user of the agent company holding the two settlement pages but none of their button codes. */
async function viewerToken(): Promise<string> {
  const company = await server.db.selectFrom('company').select('id').where('code', '=', COMPANY).executeTakeFirstOrThrow();
  const userId = await insertAccount(server.db, { companyId: company.id, loginName: 'settlement_viewer' });
  const modules = await server.db.selectFrom('module').select('id').where('uri', 'in', ['/exchangeSettlement', '/settlementVerification']).execute();
  await server.db
    .insertInto('user_module')
    .values(modules.map((module) => ({ user_id: userId, module_id: module.id })))
    .execute();
  return accessTokenOf(server.app, server.db, { userId, companyCode: COMPANY });
}

const authorise = (commerce: { code: string; name: string }, state: string) => authoriseCommerce(server, commerce, state);
const insertInventories = (bills: InventorySpec[]) => insertInventoryRows(server, bills);

const post = (path: string, data: unknown, token?: string) => server.post(API + path, data, token);
const listTerms = (terms: unknown[], pageSize = 50) => ({ pageIndex: 0, pageSize, sorts: [], terms });

async function newApplication(ebcCode = COMMERCE.code): Promise<number> {
  const answer = await post('/declarel/saveData', { ebcCode, ieType: 'EXP', note: '测试' });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data.id as number;
}
const detail = async (id: number) => (await post('/declarel/queryById', { id })).body.data;
const attach = (declareId: number, ids: number[], token?: string) => post('/SeExpuInventory/addInventory', { declareId, ids }, token);
function refused(answer: { body: { code: number; message: string } }, message: string | RegExp): void {
  expect(answer.body.code).not.toBe(0);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
}

beforeAll(async () => {
  server = await startBillServer();
  thirdToken = await thirdCompanyToken();
  await authorise(COMMERCE, 'approved');
  // Authorised once, then taken back: the latest row counts.
  await authorise(UNAUTHORISED, 'approved');
  await authorise(UNAUTHORISED, 'take_back');
}, 120_000);
afterAll(async () => server?.close());

describe('settlement application chain', () => {
  let appId: number;
  let good: number[];

  it('refuses an application for a commerce company that has not authorised the agent', async () => {
    refused(await post('/declarel/saveData', { ebcCode: UNAUTHORISED.code, ieType: 'EXP' }), M.notAuthorised(UNAUTHORISED.code));
  });

  it('creates an application in to_declare with its number pending', async () => {
    appId = await newApplication();
    const row = await detail(appId);
    expect(row).toMatchObject({
      state: 'to_declare',
      stateName: '待生成',
      declareNo: null,
      declareNoName: '待生成',
      ebcName: COMMERCE.name,
      tradeType: '出口',
      totalAmount: '0',
      totalCount: 0,
    });
  });

  it('offers only released bills of authorised commerce companies and attaches all or none', async () => {
    good = await insertInventories([{ amount: '0.1' }, { amount: '0.2' }, { amount: '100.00001' }]);
    const [foreign] = await insertInventories([{ amount: '1', ebcCode: UNAUTHORISED.code }]);
    const [unreleased] = await insertInventories([{ amount: '1', state: '399' }]);
    const candidates = (await post('/SeExpuInventory/queryPageList', listTerms([{ column: 'declare_id', termType: 'eq', value: appId }]))).body.data;
    const offered = candidates.datas.map((row: { id: number }) => row.id);
    expect(offered).toEqual(expect.arrayContaining(good));
    expect(offered).not.toContain(foreign);
    expect(offered).not.toContain(unreleased);

    refused(await attach(appId, [good[0], foreign]), /不是本企业该电商企业已放行的清单/);
    refused(await attach(appId, [unreleased]), /不是本企业该电商企业已放行的清单/);
    refused(await attach(appId, []), M.MSG_SELECT_TO_ADD);
    expect((await detail(appId)).totalCount).toBe(0);

    const answer = await attach(appId, good);
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.data).toMatchObject({ totalAmount: '100.30001', totalCount: 3, totalAmountUnit: '142', totalAmountUnitName: '人民币' });
  });

  it('refuses a bill already in another live application, naming it', async () => {
    const other = await newApplication();
    // Named by its 清单编号, read back (the fixture numbers bills across the files of a process).
    const named = (await dynamicDb(server.db).selectFrom('bill_export_inventory').select('invt_no').where('id', '=', good[1]).executeTakeFirstOrThrow()) as {
      invt_no: string;
    };
    refused(await attach(other, [good[1]]), M.alreadyAttached(named.invt_no, `待生成(#${appId})`));
    refused(await post('/declarel/delete', { ids: [] }), M.MSG_SELECT_DATA);
    const deleted = await post('/declarel/delete', { ids: [other] });
    expect(deleted.body.message).toBe('删除成功！');
    refused(await post('/declarel/queryById', { id: other }), M.MSG_NOT_FOUND);
  });

  it('of two simultaneous attaches of one bill, exactly one wins', async () => {
    const [bill] = await insertInventories([{ amount: '1' }]);
    const [a, b] = [await newApplication(), await newApplication()];
    const answers = await Promise.all([attach(a, [bill]), attach(b, [bill])]);
    expect(answers.map((answer) => answer.body.code === 0).filter(Boolean)).toHaveLength(1);
    const loser = answers.find((answer) => answer.body.code !== 0)!;
    expect(loser.body.message).toMatch(/已在结汇申请|刚被其他结汇申请添加/);
    await post('/declarel/delete', { ids: [a, b] });
  });

  it('detaches and re-attaches, and shows the attached bills and their lines', async () => {
    refused(await post('/SeExpuInventory/deleteInventory', { declareId: appId, ids: [] }), M.MSG_SELECT_TO_DELETE);
    const detached = await post('/SeExpuInventory/deleteInventory', { declareId: appId, ids: [good[2]] });
    expect(detached.body.data).toMatchObject({ totalAmount: '0.3', totalCount: 2 });
    expect((await attach(appId, [good[2]])).body.data.totalAmount).toBe('100.30001');
    const heads = (await post('/declarel/queryExpuInventHead', listTerms([{ column: 'declare_id', termType: 'eq', value: appId }]))).body.data;
    expect(heads.total).toBe(3);
    expect(heads.datas.map((row: { amount: string }) => row.amount).sort()).toEqual(['0.1', '0.2', '100.00001']);
    const lines = (await post('/declarel/queryExpuInventList', listTerms([{ column: 'head_id', termType: 'eq', value: good[2] }]))).body.data;
    expect(lines.total).toBe(1);
    expect(lines.datas[0].totalPrice).toBe('100.00001');
  });

  it('submits with a bank; the bank simulator approves; declareNo is generated', async () => {
    refused(await post('/declarel/declaration', { id: appId, bankCode: '999', note: 'x' }), M.MSG_BANK_UNKNOWN);
    const empty = await newApplication();
    refused(await post('/declarel/declaration', { id: empty, bankCode: '102', note: '' }), M.MSG_NO_BILLS);
    const answer = await post('/declarel/declaration', { id: appId, bankCode: '102', note: '请尽快审核' });
    expect(answer.body.code, answer.body.message).toBe(0);
    const row = await detail(appId);
    expect(row).toMatchObject({
      state: 'approved',
      bankName: '中国工商银行',
      auditOpinion: APPROVED_OPINION,
      note: '请尽快审核',
      alreadyAmount: '0',
      verProportion: '0',
    });
    expect(row.declareNo).toMatch(/^JH\d{16}$/);
    expect(row.appTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const list = (await post('/declarel/queryPageList', listTerms([{ column: 'state', termType: 'eq', value: 'approved' }]))).body.data;
    expect(list.datas.map((r: { id: number }) => r.id)).toContain(appId);
  });

  it('refuses delete, edit, attach and revoke outside their states, naming the state', async () => {
    const no = (await detail(appId)).declareNo as string;
    refused(await post('/declarel/delete', { ids: [appId] }), M.wrongState(no, '审核通过', '删除'));
    refused(await post('/declarel/saveData', { id: appId, ebcCode: COMMERCE.code, ieType: 'EXP' }), M.wrongState(no, '审核通过', '修改'));
    refused(await attach(appId, [good[0]]), M.wrongState(no, '审核通过', '添加清单'));
    refused(await post('/declare/revoke/revoke', { ids: [appId], reason: '不需要了', revokeType: 1 }), M.wrongState(no, '审核通过', '撤销'));
  });

  it('revokes an application in audit with a reason, frees its bills and records it in the history', async () => {
    const bank = bankSimulatorOf(server.app);
    const [bill] = await insertInventories([{ amount: '12.5' }]);
    const id = await newApplication();
    await attach(id, [bill]);
    bank.delayMs = 3_600_000;
    try {
      expect((await post('/declarel/declaration', { id, bankCode: '104', note: '' })).body.code).toBe(0);
      expect((await detail(id)).state).toBe('declare');
      // The bank's first step comes due: received, now under review.
      await server.db
        .updateTable('settlement_declare')
        .set({ review_due_at: Date.now() - 1 })
        .where('id', '=', id)
        .execute();
      expect((await detail(id)).state).toBe('audit');
    } finally {
      bank.delayMs = 0;
    }
    refused(await post('/declare/revoke/revoke', { ids: [id], revokeType: 1 }), M.MSG_REASON_REQUIRED);
    refused(await post('/declare/revoke/revoke', { ids: [id], reason: '   ', revokeType: 1 }), M.MSG_REASON_REQUIRED);
    refused(await post('/declare/revoke/revoke', { ids: [], reason: '原因', revokeType: 1 }), M.MSG_SELECT_DATA);
    expect((await post('/declare/revoke/revoke', { ids: [id], reason: '原因', revokeType: 2 })).status).toBe(400);
    // All or none: one application not in audit refuses the whole request.
    refused(await post('/declare/revoke/revoke', { ids: [id, appId], reason: '原因', revokeType: 1 }), /不能撤销/);
    expect((await detail(id)).state).toBe('audit');
    const answer = await post('/declare/revoke/revoke', { ids: [id], reason: '银行信息填错', revokeType: 1 });
    expect(answer.body.message).toBe('申请撤销成功');
    const row = await detail(id);
    expect(row.state).toBe('revoke');
    const history = (await post('/declare/revoke/revokePageList', { pageIndex: 0, pageSize: 10 })).body.data;
    expect(history.datas[0]).toMatchObject({
      declareNo: row.declareNo,
      reas: '银行信息填错',
      bankName: '中国银行',
      totalCount: 1,
      totalAmount: '12.5',
      stateName: '已撤销',
    });
    // The bill is free again.
    const other = await newApplication();
    expect((await attach(other, [bill])).body.data.totalAmount).toBe('12.5');
  });

  it('the bank declines an application above its limit with an audit opinion, and frees its bills', async () => {
    const [big] = await insertInventories([{ amount: '5000000.00001' }]);
    const id = await newApplication();
    await attach(id, [big]);
    await post('/declarel/declaration', { id, bankCode: '105', note: '' });
    expect(await detail(id)).toMatchObject({ state: 'not_approved', stateName: '审核不通过', auditOpinion: OVER_LIMIT_OPINION });
    const candidates = (await post('/SeExpuInventory/queryPageList', listTerms([]))).body.data;
    expect(candidates.datas.map((row: { id: number }) => row.id)).toContain(big);
  });

  it('writes off an approved application in two parts, refuses wrong amounts, revokes one into the history', async () => {
    const no = (await detail(appId)).declareNo as string;
    const verifiable = async () =>
      ((await post('/declarel/severList', listTerms([]))).body.data.datas as { id: number; availableAmount: string }[]).find((row) => row.id === appId);
    expect((await verifiable())?.availableAmount).toBe('100.30001');
    const apply = (ids: number[], amount: unknown, token?: string) => post('/declare/verification/apply', { ids, amount }, token);
    refused(await apply([appId], ['100.30002']), M.aboveAvailable(no, '100.30001'));
    for (const wrong of ['0', '-1', '1.000001', 'abc']) refused(await apply([appId], [wrong]), M.badAmount(no));
    refused(await apply([appId], ['1', '2']), M.MSG_AMOUNTS_MISMATCH);
    refused(await apply([], []), M.MSG_SELECT_DATA);
    const draft = await newApplication();
    // The whole request is refused when one row is wrong.
    refused(await apply([appId, draft], ['1', '1']), M.notVerifiable(`待生成(#${draft})`));
    expect((await post('/declare/verification/queryPageList', listTerms([]))).body.data.total).toBe(0);

    const first = await apply([appId], ['50.1']);
    expect(first.body.message).toBe('提交核销申请成功');
    expect((await apply([appId], 0.2)).body.code).toBe(0);
    expect(await detail(appId)).toMatchObject({ alreadyAmount: '50.3', verProportion: '50.14955', verificationAmount: '50.00001' });
    expect((await verifiable())?.availableAmount).toBe('50.00001');
    refused(await apply([appId], ['50.00002']), M.aboveAvailable(no, '50.00001'));
    const list = (await post('/declare/verification/queryPageList', listTerms([]))).body.data;
    expect(list.total).toBe(2);
    expect(list.datas.map((row: { verificationAmount: string; state: string }) => [row.verificationAmount, row.state])).toEqual([
      ['0.2', 'approved'],
      ['50.1', 'approved'],
    ]);
    // The list's filters (its definition's: declare number, state) narrow it; the rest is refused.
    const verifications = (terms: unknown[]) => post('/declare/verification/queryPageList', listTerms(terms));
    const byNo = (
      await verifications([
        { column: 'declare_no', termType: 'like', value: no.slice(-6) },
        { column: 'state', termType: 'eq', value: 'approved' },
      ])
    ).body.data;
    expect(byNo.total).toBe(2);
    expect((await verifications([{ column: 'declare_no', termType: 'eq', value: 'NO-SUCH' }])).body.data.total).toBe(0);
    expect((await verifications([{ column: 'amount', termType: 'eq', value: '50.1' }])).status).toBe(400);
    const firstId = first.body.data.ids[0] as number;

    refused(await post('/declare/verification/revokes', { ids: [firstId] }), M.MSG_REASON_REQUIRED);
    refused(await post('/declare/verification/revokes', { ids: [], reason: '错了' }), M.MSG_SELECT_REVOKE);
    const revoked = await post('/declare/verification/revokes', { ids: [firstId], reason: '金额填错' });
    expect(revoked.body.message).toBe('申请撤销成功');
    refused(await post('/declare/verification/revokes', { ids: [firstId], reason: '再撤' }), M.verificationWrongState(firstId, '已撤销'));
    expect(await detail(appId)).toMatchObject({ alreadyAmount: '0.2', verProportion: '0.1994' });
    expect((await verifiable())?.availableAmount).toBe('100.10001');
    const history = (await post('/declare/revoke/verificationPageList', { pageIndex: 0, pageSize: 10 })).body.data;
    expect(history.total).toBe(1);
    expect(history.datas[0]).toMatchObject({ declareNo: no, reas: '金额填错', totalAmount: '50.1', stateName: '已撤销' });

    // A third company sees none of it and can do nothing with it.
    for (const path of ['/declarel/severList', '/declare/verification/queryPageList', '/declare/revoke/verificationPageList']) {
      expect((await post(path, listTerms([]), thirdToken)).body.data.total, path).toBe(0);
    }
    refused(await apply([appId], ['1'], thirdToken), M.MSG_NOT_FOUND);
    refused(await post('/declare/verification/revokes', { ids: [firstId + 1], reason: 'x' }, thirdToken), M.MSG_VERIFICATION_NOT_FOUND);
    expect((await detail(appId)).alreadyAmount).toBe('0.2');
  });

  it('a third company reads and changes nothing of it', async () => {
    const lists = ['/declarel/queryPageList', '/declare/revoke/revokePageList', '/SeExpuInventory/queryPageList', '/SeInventory/queryPageList'];
    for (const path of lists) {
      const answer = await post(path, listTerms([]), thirdToken);
      expect(answer.body.code, path).toBe(0);
      expect(answer.body.data.total, path).toBe(0);
    }
    refused(await post('/declarel/queryById', { id: appId }, thirdToken), M.MSG_NOT_FOUND);
    refused(await post('/declarel/queryExpuInventHead', listTerms([{ column: 'declare_id', termType: 'eq', value: appId }]), thirdToken), M.MSG_NOT_FOUND);
    refused(await post('/declarel/queryExpuInventList', listTerms([{ column: 'head_id', termType: 'eq', value: good[0] }]), thirdToken), M.MSG_BILL_NOT_FOUND);
    refused(await post('/declarel/declaration', { id: appId, bankCode: '102' }, thirdToken), M.MSG_NOT_FOUND);
    refused(await post('/declare/revoke/revoke', { ids: [appId], reason: 'x', revokeType: 1 }, thirdToken), M.MSG_NOT_FOUND);
    refused(await post('/declarel/delete', { ids: [appId] }, thirdToken), M.MSG_NOT_FOUND);
    refused(await post('/declarel/saveData', { id: appId, ebcCode: COMMERCE.code, ieType: 'EXP' }, thirdToken), M.notAuthorised(COMMERCE.code));
    refused(await attach(appId, [good[0]], thirdToken), M.MSG_NOT_FOUND);
    refused(await post('/SeExpuInventory/deleteInventory', { declareId: appId, ids: [good[0]] }, thirdToken), M.MSG_NOT_FOUND);
    expect((await detail(appId)).state).toBe('approved');
  });

  it('reads with the page and acts only with the button codes', async () => {
    const viewer = await viewerToken();
    expect((await post('/declarel/queryPageList', listTerms([]), viewer)).body.data.total).toBeGreaterThan(0);
    expect((await post('/declarel/severList', listTerms([]), viewer)).body.code).toBe(0);
    const actions: [string, unknown][] = [
      ['/declarel/saveData', { ebcCode: COMMERCE.code, ieType: 'EXP' }],
      ['/declarel/declaration', { id: appId, bankCode: '102' }],
      ['/declarel/delete', { ids: [appId] }],
      ['/declare/revoke/revoke', { ids: [appId], reason: 'x', revokeType: 1 }],
      ['/SeExpuInventory/addInventory', { declareId: appId, ids: [good[0]] }],
      ['/SeInventory/deleteInventory', { declareId: appId, ids: [good[0]] }],
      ['/declare/verification/apply', { ids: [appId], amount: ['1'] }],
      ['/declare/verification/revokes', { ids: [1], reason: 'x' }],
    ];
    for (const [path, data] of actions) expect((await post(path, data, viewer)).status, path).toBe(403);
  });

  it('needs a session, and validates and bounds bodies', async () => {
    expect((await server.client.post(`${API}/declarel/queryPageList`, listTerms([]))).status).toBe(401);
    expect((await post('/declarel/delete', { ids: ['1'] })).status).toBe(400);
    expect((await post('/declarel/delete', { ids: Array.from({ length: 2001 }, (_, i) => i + 1) })).status).toBe(400);
    expect((await post('/declarel/saveData', { ebcCode: COMMERCE.code, ieType: 'XX' })).status).toBe(400);
    expect((await post('/declarel/queryPageList', listTerms([{ column: 'company_code', termType: 'eq', value: THIRD.code }]))).status).toBe(400);
    expect((await post('/declare/verification/queryPageList', listTerms([{ column: 'company_code', termType: 'eq', value: THIRD.code }]))).status).toBe(400);
    expect((await post('/declarel/queryPageList', { pageIndex: 0, pageSize: 501 })).status).toBe(400);
    // Sorts and terms on what the list definitions do not offer are refused.
    expect((await post('/declare/verification/queryPageList', { ...listTerms([]), sorts: [{ name: 'amount', order: 'asc' }] })).status).toBe(400);
    expect((await post('/declare/revoke/revokePageList', listTerms([{ column: 'reason', termType: 'like', value: 'x' }]))).status).toBe(400);
  });
});

describe('import settlement', () => {
  it('attaches released import inventories through /SeInventory to an import application only', async () => {
    const time = chinaDateTime();
    await dynamicDb(server.db)
      .insertInto('bill_import_inventory')
      .values([
        { company_code: COMPANY, state: '899', create_time: time, update_time: time, cop_no: 'IMP-SET-1', ebc_code: COMMERCE.code, ebc_name: '电商' },
        { company_code: COMPANY, state: '899', create_time: time, update_time: time, cop_no: 'IMP-SET-2', ebc_code: COMMERCE.code, ebc_name: '电商' },
      ])
      .execute();
    const heads = (await dynamicDb(server.db)
      .selectFrom('bill_import_inventory')
      .select(['id', 'cop_no'])
      .where('cop_no', 'like', 'IMP-SET-%')
      .orderBy('cop_no')
      .execute()) as {
      id: number;
    }[];
    const ids = heads.map((head) => Number(head.id));
    await dynamicDb(server.db)
      .insertInto('bill_import_inventory_line')
      .values([
        { head_id: ids[0], gnum: 1, total_price: '0.7', currency: '502' },
        { head_id: ids[0], gnum: 2, total_price: '0.1', currency: '502' },
        { head_id: ids[1], gnum: 1, total_price: '3', currency: '142' },
      ])
      .execute();
    const answer = await post('/declarel/saveData', { ebcCode: COMMERCE.code, ieType: 'IMP' });
    const id = answer.body.data.id as number;
    expect(answer.body.data.tradeType).toBe('进口');
    const candidates = (await post('/SeInventory/queryPageList', listTerms([{ column: 'declare_id', termType: 'eq', value: id }]))).body.data;
    expect(candidates.datas.map((row: { id: number }) => row.id).sort()).toEqual([...ids].sort());
    // An export application takes no import bills.
    const exportApp = await newApplication();
    refused(await post('/SeInventory/addInventory', { declareId: exportApp, ids: [ids[0]] }), M.MSG_NOT_FOUND);
    // One currency per application.
    refused(await post('/SeInventory/addInventory', { declareId: id, ids }), /的币制与结汇申请的币制 美元\(502\) 不同/);
    const attached = await post('/SeInventory/addInventory', { declareId: id, ids: [ids[0]] });
    expect(attached.body.data).toMatchObject({ totalAmount: '0.8', totalCount: 1, totalAmountUnit: '502', totalAmountUnitName: '美元' });
    const shown = (await post('/declarel/queryInventHead', listTerms([{ column: 'declare_id', termType: 'eq', value: id }]))).body.data;
    expect(shown.datas).toEqual([expect.objectContaining({ id: ids[0], amount: '0.8', currency: '502', currencyName: '美元' })]);
    const lines = (await post('/declarel/queryInventList', listTerms([{ column: 'head_id', termType: 'eq', value: ids[0] }]))).body.data;
    expect(lines.total).toBe(2);
  });
});

describe('exact sums', () => {
  it('sums 10,000 attached bills with awkward amounts exactly', async () => {
    const amounts: string[] = [];
    let expected = 0n; // in units of 1e-5
    for (let i = 0; i < 10_000; i += 1) {
      const amount = i % 3 === 0 ? '0.1' : i % 3 === 1 ? '0.2' : decimalToText({ digits: BigInt(i), scale: 5 });
      amounts.push(amount);
      expected += i % 3 === 0 ? 10_000n : i % 3 === 1 ? 20_000n : BigInt(i);
    }
    const ids = await insertInventories(amounts.map((amount) => ({ amount })));
    const id = await newApplication();
    for (let start = 0; start < ids.length; start += 2000) {
      const answer = await attach(id, ids.slice(start, start + 2000));
      expect(answer.body.code, answer.body.message).toBe(0);
    }
    const row = await detail(id);
    expect(row.totalCount).toBe(10_000);
    expect(row.totalAmount).toBe(decimalToText({ digits: expected, scale: 5 }));
    // Binary floating point would not have given it.
    expect(String(amounts.reduce((sum, amount) => sum + Number(amount), 0))).not.toBe(row.totalAmount);
  }, 120_000);
});
