// The company's identity after approval (issue 22 point 4, docs/company-filing.md "The approved
// record"), on a real server (SQLite and PostgreSQL): an approved company cannot take another
// company's unified social credit code or customs registration code (the save is refused, the
// reviewer returns a declaration that carries one); its own identity change is saved as a draft
// and reaches the session, new bills' copCode, the agreement and the resource-centre account only
// once declared and approved; and the first saves of a fresh company's filing may race.
import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type TableNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionDefaults } from '#core/definition/index.ts';
import { MSG_CREDIT_CODE_MISMATCH, MSG_RS_CREATED, type AgreementInfo, type AgreementTemplate } from '#core/agreement.ts';
import type { UserInfo } from '#core/wire.ts';
import { demoFilingData } from '../../server/company/demo-filing.ts';
import { REVIEWER_NAME } from '../../server/company/filing-reviewer.ts';
import { ADMIN, ORDER_API, startBillServer, type BillServer } from './bills/bill-harness.ts';
import { insertAccount } from './test-accounts.ts';

const API = '/api/enterprise/company';
const AGREEMENT = '/api/enterprise/agreement';
const OWN = { code: '91320214MA1XYZ0A1B', name: '无锡身份测试跨境电商有限公司', loginName: 'identity_admin', password: 'Ident@Portal2024', person: '李守信' };
const OWN_CUSTOMS = '3202961234';
/** The company's own, legitimate change: a new credit code and customs code. */
const CHANGED = { socialCreditCode: '91320214MA1XYZ0C2D', customsRegistCode: '3202965678' };
const TAKEN = (title: string) => `${title}已被其他企业备案使用`;
const LIST = { pageIndex: 0, pageSize: 50 };

let server: BillServer;
let ownToken = '';
let ownId = 0;
/** The seeded company's approved identity (the company whose codes are taken). */
let other: { socialCreditCode: string; customsRegistCode: string };
let savedDelay: string | undefined;

const validBody = (): Record<string, unknown> => ({
  ...demoFilingData({ code: OWN.code, name: OWN.name, person: OWN.person }),
  customsRegistCode: OWN_CUSTOMS,
});

async function companyOf(code: string, name: string): Promise<number> {
  return (await server.db.insertInto('company').values({ code, name, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow()).id;
}

/** A main account of the company with every module and button, signed in. */
async function adminOf(companyId: number, loginName: string, password: string): Promise<string> {
  await insertAccount(server.db, { companyId, loginName, username: OWN.person, password, userType: 'ADMIN', grant: 'buttons' });
  return (await server.client.session(loginName, password)).token;
}

/** The two attachments customs asks for (the reviewer checks their types). */
async function attachments(companyId: number): Promise<void> {
  const now = Date.now();
  await server.db
    .insertInto('company_file')
    .values([
      { company_id: companyId, file_type: '1', file_uri: '/api/file/download/licence', file_name: '营业执照.jpg', created_at: now },
      { company_id: companyId, file_type: '2', file_uri: '/api/file/download/certificate', file_name: '海关注册登记证书.png', created_at: now },
    ])
    .execute();
}

const call = (path: string, data: unknown, token = ownToken) => server.client.post(`${API}/${path}`, data, { token });
const detail = async (token = ownToken) => (await call('queryDetailById', {}, token)).body.data;
const stored = async () => server.db.selectFrom('company_filing').selectAll().where('company_id', '=', ownId).executeTakeFirstOrThrow();
const sessionOf = async (): Promise<UserInfo> => (await server.client.session(OWN.loginName, OWN.password)).userInfo as UserInfo;
const agreementInfo = async () => (await server.client.post<AgreementInfo>(`${AGREEMENT}/queryInfo`, {}, { token: ownToken })).body.data;
const agreementParties = async () => (await server.client.post<AgreementTemplate>(`${AGREEMENT}/template`, {}, { token: ownToken })).body.data.parties;
const copCodeOfNewBill = async () => {
  const order = server.app.bills.families.find((family) => family.id === 'export-order')!.definition;
  return sessionDefaults(order, await sessionOf()).copCode;
};

/** Everything that uses the company's identity says these codes. */
async function expectIdentity(creditCode: string, customsCode: string): Promise<void> {
  expect((await detail()).sessionUpdate).toEqual({ filingApproved: true, customsRegistCode: customsCode });
  expect(await sessionOf()).toMatchObject({ filingApproved: true, customsRegistCode: customsCode });
  expect(await copCodeOfNewBill()).toBe(customsCode);
  expect((await agreementInfo()).bizRegNo).toBe(creditCode);
  expect(await agreementParties()).toContain(`统一社会信用代码：${creditCode}`);
}

beforeAll(async () => {
  savedDelay = process.env.PORTAL_FILING_REVIEW_DELAY_MS;
  process.env.PORTAL_FILING_REVIEW_DELAY_MS = '0';
  server = await startBillServer();
  ownId = await companyOf(OWN.code, OWN.name);
  ownToken = await adminOf(ownId, OWN.loginName, OWN.password);
  await attachments(ownId);
  const approved = await call('apply', validBody());
  expect(approved.body.data, JSON.stringify(approved.body)).toMatchObject({ approveState: '6' });
  const seeded = await detail(await server.token(ADMIN));
  other = { socialCreditCode: seeded.socialCreditCode, customsRegistCode: seeded.customsRegistCode };
  expect(other.socialCreditCode).toMatch(/^[0-9A-Z]{18}$/);
});
afterAll(async () => {
  await server?.close();
  if (savedDelay === undefined) delete process.env.PORTAL_FILING_REVIEW_DELAY_MS;
  else process.env.PORTAL_FILING_REVIEW_DELAY_MS = savedDelay;
});

describe("another company's identity", () => {
  it('is refused at save and at declaration, field by field, and nothing changes', async () => {
    await expectIdentity(OWN.code, OWN_CUSTOMS);
    const before = await stored();
    for (const [field, title] of [
      ['socialCreditCode', '统一社会信用代码'],
      ['customsRegistCode', '海关注册编码'],
    ] as const) {
      for (const path of ['saveCompany', 'apply']) {
        // Written in lower case, it is still the same code.
        const answer = await call(path, { ...validBody(), [field]: other[field].toLowerCase() });
        expect(answer.status, `${path} ${field}`).toBe(400);
        expect(answer.body.message).toBe(TAKEN(title));
        expect(answer.body.data.errors).toEqual([expect.objectContaining({ field, message: TAKEN(title) })]);
      }
    }
    expect(await stored()).toEqual(before);
    expect(await detail()).toMatchObject({ approveState: '6', showApproveState: '审核通过', socialCreditCode: OWN.code, identityChange: null });
    await expectIdentity(OWN.code, OWN_CUSTOMS);
  });

  it('is returned by the reviewer when a declaration carries it (taken while it waited for review)', async () => {
    // A declaration made before the other company's approval passed the save's check; the
    // reviewer decides on what holds when it reviews.
    const hijack = { ...validBody(), socialCreditCode: other.socialCreditCode, customsRegistCode: other.customsRegistCode };
    await server.db
      .updateTable('company_filing')
      .set({ data: JSON.stringify(hijack), approve_state: '5' })
      .where('company_id', '=', ownId)
      .execute();
    expect(await server.app.filingReviewer.review(ownId)).toBe(true);
    const returned = await detail();
    expect(returned).toMatchObject({ approveState: '7', showApproveState: '审核不通过' });
    expect(returned.approvalRecordVos[0]).toMatchObject({
      userName: REVIEWER_NAME,
      stateName: '审核不通过',
      opinion: `备案信息有误：${TAKEN('统一社会信用代码')}；请修改后重新申报`,
    });
    // The draft still says it; the page is told it is not the approved identity.
    expect(returned.identityChange.approved).toMatchObject({ socialCreditCode: OWN.code, customsRegistCode: OWN_CUSTOMS });
    // Customs keeps the filed record: bills stay open, and the identity is the approved one.
    expect((await server.client.post(`${ORDER_API}/pageList`, LIST, { token: ownToken })).body.code).toBe(0);
    await expectIdentity(OWN.code, OWN_CUSTOMS);
    // The seeded company keeps its identity too.
    const seeded = await server.client.session(ADMIN.loginName, ADMIN.password);
    expect(seeded.userInfo).toMatchObject({ customsRegistCode: other.customsRegistCode });
    // Saving the company's own codes again: no pending change, still returned until declared.
    expect((await call('saveCompany', validBody())).body.data).toMatchObject({ approveState: '7', identityChange: null });
  });
});

describe('two declarations of one new code', () => {
  it('reviewed at once: one company is approved with it, the other returned, neither review fails', async () => {
    const code = '91320214MA1XYZ0J5K';
    const companies = [await companyOf('91320214MA1XYZ0L6M', '无锡同码甲公司'), await companyOf('91320214MA1XYZ0N7P', '无锡同码乙公司')];
    const now = Date.now();
    for (const companyId of companies) {
      await attachments(companyId);
      const data = JSON.stringify({ ...validBody(), socialCreditCode: code, customsRegistCode: `320296${companyId}`.slice(0, 10) });
      await server.db
        .insertInto('company_filing')
        .values({ company_id: companyId, data, approve_state: '5', auth_code: null, created_at: now, updated_at: now })
        .execute();
    }
    expect(await Promise.all(companies.map((companyId) => server.app.filingReviewer.review(companyId)))).toEqual([true, true]);
    const decided = await server.db.selectFrom('company_filing').select(['company_id', 'approve_state']).where('company_id', 'in', companies).execute();
    expect(decided.map((row) => row.approve_state).sort()).toEqual(['6', '7']);
    const winner = decided.find((row) => row.approve_state === '6')!.company_id;
    const holders = await server.db
      .selectFrom('company_identity')
      .select('company_id')
      .where('field', '=', 'socialCreditCode')
      .where('value', '=', code)
      .execute();
    expect(holders).toEqual([{ company_id: winner }]);
  });
});

describe("the company's own identity change", () => {
  it('is a draft until declared and approved: the session, new bills and the agreement keep the approved codes', async () => {
    const saved = await call('saveCompany', { ...validBody(), ...CHANGED });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    expect(saved.body.data).toMatchObject({ approveState: '7', ...CHANGED });
    expect(saved.body.data.identityChange).toEqual({
      approved: { socialCreditCode: OWN.code, orgCode: validBody().orgCode, bizRegistNo: OWN.code, taxPayerNo: OWN.code, customsRegistCode: OWN_CUSTOMS },
      fields: [
        { field: 'socialCreditCode', title: '统一社会信用代码', approved: OWN.code, draft: CHANGED.socialCreditCode },
        { field: 'customsRegistCode', title: '海关注册编码', approved: OWN_CUSTOMS, draft: CHANGED.customsRegistCode },
      ],
    });
    await expectIdentity(OWN.code, OWN_CUSTOMS);
    // The resource-centre account can only be named by the approved code.
    const createRs = async (bizRegNo: string) =>
      server.client.post(`${AGREEMENT}/createRs`, { bizRegNo, loginPwd: await server.client.encryptPassword('abc12345') }, { token: ownToken });
    expect((await createRs(CHANGED.socialCreditCode)).body.message).toBe(MSG_CREDIT_CODE_MISMATCH);

    const declared = await call('apply', { ...validBody(), ...CHANGED });
    expect(declared.body.data).toMatchObject({ approveState: '6', identityChange: null, ...CHANGED });
    await expectIdentity(CHANGED.socialCreditCode, CHANGED.customsRegistCode);
    expect((await createRs(CHANGED.socialCreditCode)).body).toMatchObject({ code: 0, message: MSG_RS_CREATED, data: { loginName: CHANGED.socialCreditCode } });
  });

  it('makes the new codes its own: another company cannot take them, and the old ones are free again', async () => {
    const admin = await server.token(ADMIN);
    const seeded = await detail(admin);
    const taken = await call('saveCompany', { ...seeded, customsRegistCode: CHANGED.customsRegistCode }, admin);
    expect(taken.body.message).toBe(TAKEN('海关注册编码'));
    const rows = await server.db.selectFrom('company_identity').select(['field', 'value']).where('company_id', '=', ownId).orderBy('field').execute();
    expect(rows).toEqual([
      { field: 'customsRegistCode', value: CHANGED.customsRegistCode },
      { field: 'socialCreditCode', value: CHANGED.socialCreditCode },
    ]);
    expect(await server.db.selectFrom('company_identity').select('company_id').where('value', 'in', [OWN.code, OWN_CUSTOMS]).execute()).toEqual([]);
  });
});

/**
 * Holds every write to company_filing for a moment while `on`: requests that read before they
 * write (select, then insert) all read "no filing" before the first of them has inserted, so a
 * race that timing alone would rarely show happens every time.
 */
class SlowFilingWrites implements KyselyPlugin {
  on = false;
  private readonly slow = new WeakSet<object>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node as { kind: string; into?: TableNode; table?: TableNode };
    const table = node.kind === 'InsertQueryNode' ? node.into : node.kind === 'UpdateQueryNode' ? node.table : undefined;
    if (this.on && table?.table.identifier.name === 'company_filing') this.slow.add(args.queryId);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.slow.has(args.queryId)) await new Promise((resolve) => setTimeout(resolve, 150));
    return args.result;
  }
}

describe('the first save of a fresh company', () => {
  const slow = new SlowFilingWrites();
  let racing: BillServer;
  const race = async <T>(work: () => Promise<T>): Promise<T[]> => {
    slow.on = true;
    try {
      return await Promise.all(Array.from({ length: 10 }, work));
    } finally {
      slow.on = false;
    }
  };
  const freshCompany = async (code: string, name: string, loginName: string) => {
    const companyId = (await racing.db.insertInto('company').values({ code, name, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow()).id;
    await insertAccount(racing.db, { companyId, loginName, password: OWN.password, userType: 'ADMIN', grant: 'buttons' });
    return { companyId, token: (await racing.client.session(loginName, OWN.password)).token };
  };
  const filings = (companyId: number) =>
    racing.db.selectFrom('company_filing').select(['approve_state', 'version']).where('company_id', '=', companyId).execute();

  beforeAll(async () => {
    racing = await startBillServer({ plugins: [slow] });
  });
  afterAll(async () => racing?.close());

  it('may come ten times at once: every one is saved (none answers 500 or a conflict), one filing row exists', async () => {
    const code = '91320214MA1XYZ0E3F';
    const { companyId, token } = await freshCompany(code, '无锡并发备案测试有限公司', 'identity_race');
    const body = { ...demoFilingData({ code, name: '无锡并发备案测试有限公司', person: OWN.person }), customsRegistCode: '3202969999' };
    let index = 0;
    const answers = await race(() => racing.client.post(`${API}/saveCompany`, { ...body, phoneNo: `0510-8800000${index++}` }, { token }));
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.code).toBe(0);
    }
    expect(await filings(companyId)).toEqual([{ approve_state: '0', version: 10 }]);
  });

  it('of an empty filing (an authorisation code) may come ten times at once too', async () => {
    const { companyId, token } = await freshCompany('91320214MA1XYZ0G4H', '无锡并发授权码测试有限公司', 'identity_race_code');
    const answers = await race(() => racing.client.post(`${API}/generateAuthCode`, {}, { token }));
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.code).toBe(0);
    }
    expect(await filings(companyId)).toHaveLength(1);
  });
});
