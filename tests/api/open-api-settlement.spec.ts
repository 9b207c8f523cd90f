// The open API's settlement calls over HTTP, signed as docs/open-api.md tells an ERP developer (issue
// 27 points 1 and 6): the whole chain by the bills' own numbers (create, edit, attach by keys, detach
// one, submit, the bank simulator's answer read back by number and by "changed since" in pages), and
// the page's rules: a key without the scope, a creator without the page or its button codes, another
// company's bills and applications, unknown keys named, too many keys, an application already
// submitted, a company not filed. SQLite and PostgreSQL (TEST_DATABASE=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_FILING_REQUIRED } from '#core/messages.ts';
import { dynamicDb } from '../../server/bills/db.ts';
import { APPROVED_OPINION } from '../../server/settlement/bank-simulator.ts';
import * as M from '../../server/settlement/messages.ts';
import { SETTLEMENT_KINDS } from '../../server/settlement/settlement-kinds.ts';
import { bankSimulatorOf, MAX_IDS } from '../../server/routes/settlement-routes.ts';
import { MSG_TOO_MANY_BILLS, SETTLEMENT_OPEN_PATHS as PATHS } from '../../server/routes/open-api-settlement-routes.ts';
import { COMPANY, startBillServer, type BillServer } from './bills/bill-harness.ts';
import { signedFetch, type ApiKeyPair } from './open-api-signing.ts';
import { authorise, COMMERCE, insertInventories } from './settlement-fixtures.ts';
import { accessTokenOf, insertAccount, insertCompany } from './test-accounts.ts';

const THIRD = { code: '91110000MA00TH1RD0', name: '北京无关贸易有限公司' };
const UNFILED = { code: '91440300MA5UNF1L3D', name: '深圳未备案电商有限公司' };
const BANK = '102';

let server: BillServer;
let erp: ApiKeyPair;
/** The inventories' key field (its column and title), as the export inventory's definition names it. */
let billKey: { column: string; title: string };

async function newKey(scopes: string[], token?: string): Promise<ApiKeyPair> {
  const answer = await server.post('/api/enterprise/apiKey/create', { name: `ERP ${scopes.join(',')}`, scopes }, token);
  expect(answer.body.code, answer.text).toBe(0);
  return { keyId: answer.body.data.keyId, secret: answer.body.data.secret };
}

const call = (key: ApiKeyPair, path: string, data: unknown, headers: Record<string, string> = {}) =>
  signedFetch(server.url, key, { method: 'POST', path, body: JSON.stringify(data), headers });

/** Released export inventories of the commerce company (one line each, totalPrice = amount): their keys. */
async function inventories(amounts: string[], companyCode = COMPANY): Promise<string[]> {
  const ids = await insertInventories(
    server,
    amounts.map((amount) => ({ amount, companyCode })),
    'OAS',
  );
  const rows = (await dynamicDb(server.db)
    .selectFrom(SETTLEMENT_KINDS.EXP.headTable)
    .select(['id', billKey.column])
    .where('id', 'in', ids)
    .execute()) as Record<string, unknown>[];
  const keyOf = new Map(rows.map((row) => [Number(row.id), String(row[billKey.column])]));
  return ids.map((id) => keyOf.get(id)!);
}

async function create(key: ApiKeyPair = erp, note = 'ERP'): Promise<number> {
  const answer = await call(key, PATHS.save, { ebcCode: COMMERCE.code, ieType: 'EXP', note });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data.id as number;
}

/** A main account of a company with the given grants, and a settlement key it made. */
async function keyOfNewAdmin(companyCode: string, loginName: string, grant: 'nothing' | 'modules' | 'buttons', pages: string[] = []): Promise<ApiKeyPair> {
  const company = await server.db.selectFrom('company').select('id').where('code', '=', companyCode).executeTakeFirstOrThrow();
  const userId = await insertAccount(server.db, { companyId: company.id, loginName, userType: 'ADMIN', grant });
  const modules = await server.db
    .selectFrom('module')
    .select('id')
    .where('uri', 'in', ['/apiKey', ...pages])
    .execute();
  const held = await server.db.selectFrom('user_module').select('module_id').where('user_id', '=', userId).execute();
  const missing = modules.filter((module) => !held.some((row) => row.module_id === module.id));
  if (missing.length > 0)
    await server.db
      .insertInto('user_module')
      .values(missing.map((module) => ({ user_id: userId, module_id: module.id })))
      .execute();
  return newKey(['settlement'], await accessTokenOf(server.app, server.db, { userId, companyCode, userType: 'ADMIN' }));
}

beforeAll(async () => {
  server = await startBillServer();
  await authorise(server, COMMERCE, 'approved');
  const family = server.app.bills.families.find((candidate) => candidate.id === SETTLEMENT_KINDS.EXP.family)!;
  billKey = { column: family.link.column, title: family.link.title };
  erp = await newKey(['settlement']);
}, 120_000);
afterAll(async () => server?.close());

describe('the settlement chain by business keys', () => {
  it('creates, edits, attaches by keys, detaches one, submits; the bank answers, read by number and by "changed since"', async () => {
    const before = (await call(erp, PATHS.states, { ids: [] })).body;
    expect(before).toMatchObject({ code: 0, data: { items: [], next: null } });
    const keys = await inventories(['1.5', '2.25', '3']);

    const created = await call(erp, PATHS.save, { ebcCode: COMMERCE.code, ieType: 'EXP', note: 'ERP 自动' });
    expect(created.body).toMatchObject({
      code: 0,
      message: M.MSG_SAVED,
      data: { declareNo: null, state: 'to_declare', ebcCode: COMMERCE.code, ebcName: COMMERCE.name, ieType: 'EXP', note: 'ERP 自动', totalCount: 0 },
    });
    const id = created.body.data.id as number;
    const edited = await call(erp, PATHS.save, { id, ebcCode: COMMERCE.code, ieType: 'EXP', note: '改过的备注' });
    expect(edited.body).toMatchObject({ code: 0, data: { id, note: '改过的备注' } });

    const attached = await call(erp, PATHS.attach, { id, keys });
    expect(attached.body, attached.body.message).toMatchObject({ code: 0, data: { totalCount: 3, totalAmount: '6.75', totalAmountUnit: '142' } });
    const detached = await call(erp, PATHS.detach, { id, keys: [keys[1]] });
    expect(detached.body).toMatchObject({ code: 0, message: M.MSG_DELETED, data: { totalCount: 2, totalAmount: '4.5' } });
    // Detached, the bill is free again: another application takes it by its key.
    const other = await create();
    expect((await call(erp, PATHS.attach, { id: other, keys: [keys[1]] })).body).toMatchObject({ code: 0, data: { totalCount: 1 } });

    const submitted = await call(erp, PATHS.submit, { id, bankCode: BANK, note: '请审核' });
    // The harness's bank decides on submit (no delay): approved, with its opinion.
    expect(submitted.body).toMatchObject({ code: 0, data: { id, state: 'approved', bankCode: BANK, auditOpinion: APPROVED_OPINION, note: '请审核' } });
    const declareNo = submitted.body.data.declareNo as string;
    expect(declareNo).toMatch(/^JH\d{16}$/);

    const byNumber = await call(erp, PATHS.states, { declareNos: [declareNo] });
    expect(byNumber.body.data.items).toEqual([
      expect.objectContaining({ id, declareNo, state: 'approved', stateName: '审核通过', auditOpinion: APPROVED_OPINION }),
    ]);
    const byId = await call(erp, PATHS.states, { ids: [other, id] });
    expect(byId.body.data.items.map((item: { id: number }) => item.id).sort()).toEqual([id, other].sort());

    // Changed since the creation, one a page: each application once, the submitted one approved.
    const seen: { id: number; state: string }[] = [];
    let cursor: { changedSince: string; afterId?: number } | null = { changedSince: created.body.data.createTime };
    for (let page = 0; cursor && page < 50; page += 1) {
      const answer = await call(erp, PATHS.states, { ...cursor, limit: 1 });
      expect(answer.body.code, answer.body.message).toBe(0);
      expect(answer.body.data.items.length).toBeLessThanOrEqual(1);
      seen.push(...answer.body.data.items);
      cursor = answer.body.data.next;
    }
    expect(cursor).toBeNull();
    expect(seen.filter((item) => item.id === id)).toEqual([expect.objectContaining({ state: 'approved' })]);
    expect(seen.filter((item) => item.id === other)).toHaveLength(1);
  });

  it('refuses to attach to an application already submitted, naming it, and changes nothing', async () => {
    const [key, more] = await inventories(['10', '11']);
    const id = await create();
    expect((await call(erp, PATHS.attach, { id, keys: [key] })).body.code).toBe(0);
    const submitted = await call(erp, PATHS.submit, { id, bankCode: BANK });
    const no = submitted.body.data.declareNo as string;
    const again = await call(erp, PATHS.attach, { id, keys: [more] });
    expect(again.body).toMatchObject({ code: -1, message: M.wrongState(no, '审核通过', '添加清单') });
    expect((await call(erp, PATHS.detach, { id, keys: [key] })).body).toMatchObject({ code: -1, message: M.wrongState(no, '审核通过', '删除清单') });
    expect((await call(erp, PATHS.submit, { id, bankCode: BANK })).body).toMatchObject({ code: -1, message: M.wrongState(no, '审核通过', '提交') });
    expect((await call(erp, PATHS.states, { ids: [id] })).body.data.items[0]).toMatchObject({ totalCount: 1, totalAmount: '10' });
  });

  it("follows the bank step by step: each states call first takes the steps that are due, as the page's list does", async () => {
    const [key] = await inventories(['7']);
    const id = await create();
    expect((await call(erp, PATHS.attach, { id, keys: [key] })).body.code).toBe(0);
    const bank = bankSimulatorOf(server.app);
    bank.delayMs = 1;
    try {
      const submitted = await call(erp, PATHS.submit, { id, bankCode: BANK });
      expect(submitted.body.data).toMatchObject({ state: 'declare', auditOpinion: null });
      const seen: string[] = [];
      for (let attempt = 0; attempt < 20 && seen.at(-1) !== 'approved'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push((await call(erp, PATHS.states, { declareNos: [submitted.body.data.declareNo] })).body.data.items[0].state);
      }
      expect([...new Set(seen)]).toEqual(['audit', 'approved']);
    } finally {
      bank.delayMs = 0;
    }
  });

  it('creates one application for a create retried with the same Idempotency-Key', async () => {
    const body = { ebcCode: COMMERCE.code, ieType: 'EXP', note: '幂等' };
    const first = await call(erp, PATHS.save, body, { 'Idempotency-Key': 'settle-create-0001' });
    const retry = await call(erp, PATHS.save, body, { 'Idempotency-Key': 'settle-create-0001' });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const rows = await server.db.selectFrom('settlement_declare').select('id').where('note', '=', '幂等').execute();
    expect(rows).toHaveLength(1);
  });
});

describe("the page's rules", () => {
  it('names unknown keys and attaches none of the others', async () => {
    const [key] = await inventories(['1']);
    const id = await create();
    const answer = await call(erp, PATHS.attach, { id, keys: [key, 'NO-SUCH-1', 'NO-SUCH-2'] });
    expect(answer.body).toMatchObject({ code: -1, message: M.unknownBills(billKey.title, 'NO-SUCH-1、NO-SUCH-2') });
    expect((await call(erp, PATHS.detach, { id, keys: [key] })).body).toMatchObject({ code: -1, message: M.notAttached(key) });
    expect((await call(erp, PATHS.states, { ids: [id] })).body.data.items[0].totalCount).toBe(0);
    expect((await call(erp, PATHS.states, { declareNos: ['JH2099010100000001'] })).body).toMatchObject({
      code: -1,
      message: M.unknownApplications('JH2099010100000001'),
    });
  });

  it(`refuses more than ${MAX_IDS} bills in one call (the page's bound), by the schema or by the sum`, async () => {
    const id = await create();
    const keys = Array.from({ length: MAX_IDS + 1 }, (_, index) => `K${index}`);
    const tooMany = await call(erp, PATHS.attach, { id, keys });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain(String(MAX_IDS));
    const summed = await call(erp, PATHS.attach, { id, keys: keys.slice(0, MAX_IDS), billIds: [1] });
    expect(summed.body).toMatchObject({ code: -1, message: MSG_TOO_MANY_BILLS });
    const unknownField = await call(erp, PATHS.attach, { id, keys: ['K1'], declareId: id });
    expect(unknownField.status).toBe(400);
  });

  it('refuses a key without the settlement scope', async () => {
    const reader = await newKey(['export-order:read']);
    const answer = await call(reader, PATHS.states, { ids: [] });
    expect(answer.status).toBe(403);
    expect(answer.body.data).toEqual({ code: 'SCOPE_MISSING' });
  });

  it("refuses a key whose creator lacks the page, or the action's button code", async () => {
    const noPage = await keyOfNewAdmin(COMPANY, 'erp_no_page', 'nothing');
    const refused = await call(noPage, PATHS.states, { ids: [] });
    expect([refused.status, refused.body.data]).toEqual([403, { code: 'SCOPE_MISSING' }]);

    // The page but none of its button codes: reads, but neither creates, attaches nor submits.
    const viewer = await keyOfNewAdmin(COMPANY, 'erp_viewer', 'modules');
    expect((await call(viewer, PATHS.states, { ids: [] })).body.code).toBe(0);
    const id = await create();
    for (const [path, body] of [
      [PATHS.save, { ebcCode: COMMERCE.code, ieType: 'EXP' }],
      [PATHS.attach, { id, keys: ['K1'] }],
      [PATHS.detach, { id, keys: ['K1'] }],
      [PATHS.submit, { id, bankCode: BANK }],
    ] as const) {
      const answer = await call(viewer, path, body);
      expect([path, answer.status, answer.body.data]).toEqual([path, 403, { code: 'SCOPE_MISSING' }]);
    }
  });

  it("lets another company's key read or touch none of this company's bills and applications", async () => {
    const companyId = await insertCompany(server.db, THIRD);
    await server.db
      .insertInto('auth_commerce')
      .values({
        agent_company_id: companyId,
        agent_code: THIRD.code,
        agent_name: THIRD.name,
        commerce_code: COMMERCE.code,
        commerce_name: COMMERCE.name,
        state: 'approved',
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
    const third = await keyOfNewAdmin(THIRD.code, 'third_erp', 'buttons');
    const keys = await inventories(['5']);
    const ours = await create();
    expect((await call(erp, PATHS.attach, { id: ours, keys })).body.code).toBe(0);
    const submitted = await call(erp, PATHS.submit, { id: ours, bankCode: BANK });
    const no = submitted.body.data.declareNo as string;

    const theirs = await create(third);
    expect((await call(third, PATHS.attach, { id: theirs, keys })).body).toMatchObject({ code: -1, message: M.unknownBills(billKey.title, keys[0]) });
    expect((await call(third, PATHS.attach, { id: ours, keys })).body).toMatchObject({ code: -1, message: M.MSG_NOT_FOUND });
    expect((await call(third, PATHS.submit, { id: ours, bankCode: BANK })).body).toMatchObject({ code: -1, message: M.MSG_NOT_FOUND });
    expect((await call(third, PATHS.states, { declareNos: [no] })).body).toMatchObject({ code: -1, message: M.unknownApplications(no) });
    expect((await call(third, PATHS.states, { ids: [ours] })).body).toMatchObject({ code: -1, message: M.unknownApplications(`#${ours}`) });
    const changed = await call(third, PATHS.states, { changedSince: '2000-01-01 00:00:00' });
    expect(changed.body.data.items.map((item: { id: number }) => item.id)).toEqual([theirs]);
  });

  it('refuses a company whose filing is not approved, as the page does', async () => {
    await insertCompany(server.db, UNFILED, false);
    const unfiled = await keyOfNewAdmin(UNFILED.code, 'unfiled_erp', 'buttons');
    for (const [path, body] of [
      [PATHS.states, { ids: [] }],
      [PATHS.save, { ebcCode: COMMERCE.code, ieType: 'EXP' }],
    ] as const) {
      expect((await call(unfiled, path, body)).body).toMatchObject({ code: -1, message: MSG_FILING_REQUIRED });
    }
    expect(await server.db.selectFrom('settlement_declare').select('id').where('company_code', '=', UNFILED.code).execute()).toEqual([]);
  });
});
