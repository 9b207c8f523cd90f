// The agreement and the upgrade wizard's calls (bill-families-and-screens.md §2, §5, §7 Company
// filing, §9; docs/agreement.md): getDownloadUrl answers a signed link to a real DOCX made out to
// the company, template the same link and the text, queryInfo what the wizard needs, createRs the
// company's one resource-centre account — by the main account only, for the approved filing
// record's credit code (a saved but unapproved change never counts), under a login name no other
// company's account holds, with a password by the wizard's rule, sent encrypted and stored hashed.
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AGREEMENT_TITLE,
  AGREEMENT_VERSION,
  MSG_CREDIT_CODE_MISMATCH,
  MSG_CREDIT_CODE_MISSING,
  MSG_RS_ADMIN_ONLY,
  MSG_RS_CREATED,
  MSG_RS_EXISTS,
  MSG_RS_LOGIN_NAME_TAKEN,
  MSG_RS_PASSWORD_RULE,
  type AgreementInfo,
  type AgreementTemplate,
} from '#core/agreement.ts';
import { verifyPassword } from '../../server/auth/password-hash.ts';
import { isUniqueViolation } from '../../server/db/conflicts.ts';
import { insertAccount } from './test-accounts.ts';
import { MAIN_ACCOUNT, SUB_ACCOUNT, startTestServer, type TestServer } from './harness.ts';

const PATHS = {
  getDownloadUrl: '/api/enterprise/agreement/getDownloadUrl',
  queryInfo: '/api/enterprise/agreement/queryInfo',
  createRs: '/api/enterprise/agreement/createRs',
  template: '/api/enterprise/agreement/template',
};
const CREDIT_CODE = '91330100MA2TEST01X';
const COMPANY_NAME = '杭州测试跨境贸易有限公司';

let server: TestServer;
let adminToken: string;
let clerkToken: string;
let companyId: number;
/** A second company with its own main account (login names are unique across companies). */
const OTHER = { code: '91330100MA2OTHR02Y', name: '杭州另一家测试贸易有限公司', loginName: 'other_rs_admin', password: 'Other@2024abc' };
let otherId: number;
let otherToken: string;
let otherUserId: number;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await server.client.session(MAIN_ACCOUNT.loginName, MAIN_ACCOUNT.password)).token;
  clerkToken = (await server.client.session(SUB_ACCOUNT.loginName, SUB_ACCOUNT.password)).token;
  companyId = (await server.db.selectFrom('company').select('id').where('name', '=', COMPANY_NAME).executeTakeFirstOrThrow()).id;
  otherId = (
    await server.db.insertInto('company').values({ code: OTHER.code, name: OTHER.name, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow()
  ).id;
  otherUserId = await insertAccount(server.db, { companyId: otherId, loginName: OTHER.loginName, password: OTHER.password, userType: 'ADMIN' });
  otherToken = (await server.client.session(OTHER.loginName, OTHER.password)).token;
});
afterAll(async () => server?.close());

beforeEach(async () => {
  await server.db.deleteFrom('resource_centre_account').execute();
  await server.db.deleteFrom('company_filing').execute();
});

/** The company's filing: its draft and its approved record (by default the draft, approved; null: never approved). */
async function file(data: Record<string, unknown>, approved: Record<string, unknown> | null = data, company = companyId) {
  const now = Date.now();
  await server.db
    .insertInto('company_filing')
    .values({
      company_id: company,
      data: JSON.stringify(data),
      approve_state: approved ? '6' : '0',
      auth_code: null,
      created_at: now,
      updated_at: now,
      approved_data: approved ? JSON.stringify(approved) : null,
      approved_at: approved ? now : null,
    })
    .execute();
}

const call = <T = unknown>(path: string, data: unknown, token?: string) => server.client.post<T>(path, data, { token });
const createRs = async (token: string, bizRegNo: unknown, password: string | null) =>
  call<{ loginName: string }>(PATHS.createRs, { bizRegNo, loginPwd: password === null ? undefined : await server.client.encryptPassword(password) }, token);

/** Downloads a link the way a new browser window would: without the bearer. */
async function download(uri: string) {
  const response = await fetch(server.url + uri);
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

function documentXmlOf(bytes: Uint8Array): string {
  const parts = unzipSync(bytes);
  expect(Object.keys(parts).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'docProps/core.xml', 'word/document.xml']);
  return strFromU8(parts['word/document.xml']);
}

describe('refusals before anything is read', () => {
  it('answers 401 to every call without a token', async () => {
    for (const path of Object.values(PATHS)) expect((await call(path, {})).status).toBe(401);
    expect((await call(PATHS.createRs, { bizRegNo: CREDIT_CODE, loginPwd: 'x' }, 'forged.token.value')).status).toBe(401);
  });
});

describe('getDownloadUrl', () => {
  it('answers a signed link to a DOCX of the agreement made out to the company', async () => {
    await file({ socialCreditCode: CREDIT_CODE });
    const answer = await call<string>(PATHS.getDownloadUrl, {}, adminToken);
    expect(answer.body.code).toBe(0);
    const uri = answer.body.data;
    expect(uri).toMatch(/^\/api\/file\/download\/[0-9a-f-]{36}\?token=/);
    const got = await download(uri);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(got.headers.get('content-disposition')).toContain(encodeURIComponent(`${AGREEMENT_TITLE}.docx`));
    expect([...got.bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]); // a zip
    const xml = documentXmlOf(got.bytes);
    expect(xml).toContain(AGREEMENT_TITLE);
    expect(xml).toContain(`甲方（用户）：${COMPANY_NAME}`);
    expect(xml).toContain(`统一社会信用代码：${CREDIT_CODE}`);
    for (const heading of ['服务范围', '账号开通与管理', '数据与信息安全', '双方权利与义务', '责任限制', '协议期限与终止']) expect(xml).toContain(heading);
  });

  it('is open to a sub-account too, and the link only with its signature', async () => {
    const answer = await call<string>(PATHS.getDownloadUrl, {}, clerkToken);
    expect(answer.body.code).toBe(0);
    const unsigned = answer.body.data.split('?')[0];
    expect((await download(unsigned)).status).toBe(401);
    expect((await download(`${unsigned}?token=forged`)).status).toBe(401);
    // Without a filing the document says so rather than inventing a code.
    expect(documentXmlOf((await download(answer.body.data)).bytes)).toContain('统一社会信用代码：（未备案）');
  });
});

describe('template', () => {
  it('answers the displayUri of the document and its text', async () => {
    const answer = await call<AgreementTemplate>(PATHS.template, {}, adminToken);
    expect(answer.body.code).toBe(0);
    const template = answer.body.data;
    expect(template).toMatchObject({ title: AGREEMENT_TITLE, version: AGREEMENT_VERSION });
    expect(template.parties[0]).toBe(`甲方（用户）：${COMPANY_NAME}`);
    expect(template.sections.map((section) => section.heading)).toHaveLength(6);
    expect(template.sections.every((section) => section.paragraphs.length > 0)).toBe(true);
    expect(documentXmlOf((await download(template.displayUri)).bytes)).toContain(template.sections[5].paragraphs[0]);
  });
});

describe('queryInfo', () => {
  it('answers the company, no credit code without a filing, and no account', async () => {
    const answer = await call<AgreementInfo>(PATHS.queryInfo, {}, adminToken);
    expect(answer.body.data).toEqual({
      hasAccount: false,
      accountLoginName: null,
      companyName: COMPANY_NAME,
      bizRegNo: null,
      canCreate: true,
      agreementTitle: AGREEMENT_TITLE,
      agreementVersion: AGREEMENT_VERSION,
    });
  });

  it("reads the filing's socialCreditCode; a sub-account may not create", async () => {
    await file({ socialCreditCode: CREDIT_CODE, companyName: COMPANY_NAME });
    expect((await call<AgreementInfo>(PATHS.queryInfo, {}, adminToken)).body.data).toMatchObject({ bizRegNo: CREDIT_CODE, canCreate: true });
    expect((await call<AgreementInfo>(PATHS.queryInfo, {}, clerkToken)).body.data).toMatchObject({ bizRegNo: CREDIT_CODE, canCreate: false });
  });

  it('answers null for an empty code', async () => {
    await file({ socialCreditCode: '  ' });
    expect((await call<AgreementInfo>(PATHS.queryInfo, {}, adminToken)).body.data.bizRegNo).toBeNull();
  });

  it("knows no code of a filing never approved: the draft is not the company's identity", async () => {
    await file({ socialCreditCode: CREDIT_CODE }, null);
    expect((await call<AgreementInfo>(PATHS.queryInfo, {}, adminToken)).body.data.bizRegNo).toBeNull();
    expect((await call<AgreementTemplate>(PATHS.template, {}, adminToken)).body.data.parties).toContain('统一社会信用代码：（未备案）');
    expect((await createRs(adminToken, CREDIT_CODE, 'abc12345')).body.message).toBe(MSG_CREDIT_CODE_MISSING);
  });

  it('keeps the approved code while a changed one waits for review, in the answer and the document', async () => {
    const changed = '91330100MA2CHNG03Z';
    await file({ socialCreditCode: changed }, { socialCreditCode: CREDIT_CODE });
    expect((await call<AgreementInfo>(PATHS.queryInfo, {}, adminToken)).body.data.bizRegNo).toBe(CREDIT_CODE);
    const xml = documentXmlOf((await download((await call<string>(PATHS.getDownloadUrl, {}, adminToken)).body.data)).bytes);
    expect(xml).toContain(`统一社会信用代码：${CREDIT_CODE}`);
    expect(xml).not.toContain(changed);
    expect((await createRs(adminToken, changed, 'abc12345')).body.message).toBe(MSG_CREDIT_CODE_MISMATCH);
    expect((await createRs(adminToken, CREDIT_CODE, 'abc12345')).body.data).toEqual({ loginName: CREDIT_CODE });
  });
});

describe('createRs', () => {
  it('creates the account once, named by the credit code, with the password hashed', async () => {
    await file({ socialCreditCode: CREDIT_CODE });
    const created = await createRs(adminToken, CREDIT_CODE, 'abc12345');
    expect(created.body).toMatchObject({ code: 0, message: MSG_RS_CREATED, data: { loginName: CREDIT_CODE } });
    const row = await server.db.selectFrom('resource_centre_account').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: companyId, login_name: CREDIT_CODE, biz_reg_no: CREDIT_CODE, agreement_version: AGREEMENT_VERSION });
    expect(row.password_hash).not.toContain('abc12345');
    expect(await verifyPassword('abc12345', row.password_hash)).toBe(true);
    expect((await call<AgreementInfo>(PATHS.queryInfo, {}, clerkToken)).body.data).toMatchObject({ hasAccount: true, accountLoginName: CREDIT_CODE });

    const again = await createRs(adminToken, CREDIT_CODE, 'xyz98765');
    expect(again.body).toMatchObject({ code: -1, message: MSG_RS_EXISTS });
    expect(await server.db.selectFrom('resource_centre_account').select('company_id').execute()).toHaveLength(1);
  });

  it('never gives two companies one login name: refused by name, and the database refuses it too', async () => {
    await file({ socialCreditCode: CREDIT_CODE });
    expect((await createRs(adminToken, CREDIT_CODE, 'abc12345')).body.code).toBe(0);
    // Another company whose approved record carries the same code (data from before the reviewer
    // refused a code another company holds).
    await file({ socialCreditCode: CREDIT_CODE }, undefined, otherId);
    const taken = await createRs(otherToken, CREDIT_CODE, 'abc12345');
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ code: -1, message: MSG_RS_LOGIN_NAME_TAKEN });
    expect(await server.db.selectFrom('resource_centre_account').select(['company_id', 'login_name']).execute()).toEqual([
      { company_id: companyId, login_name: CREDIT_CODE },
    ]);
    const duplicate = server.db
      .insertInto('resource_centre_account')
      .values({
        company_id: otherId,
        login_name: CREDIT_CODE,
        biz_reg_no: CREDIT_CODE,
        password_hash: 'scrypt$x',
        agreement_version: AGREEMENT_VERSION,
        created_by: otherUserId,
        created_at: Date.now(),
      })
      .execute();
    await expect(duplicate).rejects.toSatisfy(isUniqueViolation);
  });

  it('refuses a sub-account (403) before anything else', async () => {
    await file({ socialCreditCode: CREDIT_CODE });
    const answer = await createRs(clerkToken, CREDIT_CODE, 'abc12345');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(MSG_RS_ADMIN_ONLY);
    expect(await server.db.selectFrom('resource_centre_account').select('company_id').execute()).toHaveLength(0);
  });

  it('refuses a company without a credit code, a missing or different code', async () => {
    expect((await createRs(adminToken, CREDIT_CODE, 'abc12345')).body.message).toBe(MSG_CREDIT_CODE_MISSING);
    await file({ socialCreditCode: CREDIT_CODE });
    expect((await createRs(adminToken, undefined, 'abc12345')).body.message).toBe(MSG_CREDIT_CODE_MISMATCH);
    expect((await createRs(adminToken, '91330100MA2OTHER9', 'abc12345')).body.message).toBe(MSG_CREDIT_CODE_MISMATCH);
    expect(await server.db.selectFrom('resource_centre_account').select('company_id').execute()).toHaveLength(0);
  });

  it('refuses passwords outside the rule, missing, or not encrypted', async () => {
    await file({ socialCreditCode: CREDIT_CODE });
    for (const bad of ['abcdefgh', '12345678', 'abc1234', 'Ab1!Ab1!Ab1!Ab1!Ab1!x', 'abcd 1234']) {
      const answer = await createRs(adminToken, CREDIT_CODE, bad);
      expect(answer.body, bad).toMatchObject({ code: -1, message: MSG_RS_PASSWORD_RULE });
    }
    expect((await createRs(adminToken, CREDIT_CODE, null)).body.message).toBe('请输入初始密码');
    const plain = await call(PATHS.createRs, { bizRegNo: CREDIT_CODE, loginPwd: 'abc12345' }, adminToken);
    expect(plain.body.message).toBe('密码无法解密，请刷新页面后重试');
    expect(await server.db.selectFrom('resource_centre_account').select('company_id').execute()).toHaveLength(0);
  });

  it('validates the body: unknown fields and overlong values are refused', async () => {
    await file({ socialCreditCode: CREDIT_CODE });
    expect((await call(PATHS.createRs, { bizRegNo: CREDIT_CODE, loginPwd: 'x', companyId: 99 }, adminToken)).status).toBe(400);
    expect((await call(PATHS.createRs, { bizRegNo: 'x'.repeat(65), loginPwd: 'x' }, adminToken)).status).toBe(400);
  });
});
