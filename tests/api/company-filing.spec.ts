// The company filing (issue 12, bill-families-and-screens.md §4, §5, §7 "Company filing";
// docs/company-filing.md) on a real server: the form definition route, every call of
// /api/enterprise/company with its refusals (no session before the body is read, no module, no
// button code, a body missing each required field, the tick rules, changes under review, another
// company's files, attachments that are no image, too large or badly named), the reviewer's two
// decisions with their records, and the bill gate and copCode default that follow approval.
import { linkClaims } from './bills/excel-helpers.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredMessage, sessionDefaults, type FieldSchema } from '#core/definition/index.ts';
import { MSG_FORM_INCOMPLETE } from '#core/forms/index.ts';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { hashPassword } from '../../server/auth/password-hash.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { storeFile } from '../../server/bills/files/file-store.ts';
import { demoFilingData } from '../../server/company/demo-filing.ts';
import { MSG_REVIEW_APPROVED, MSG_REVIEW_MISSING_FILES, REVIEWER_NAME } from '../../server/company/filing-reviewer.ts';
import { ADMIN, COMPANY, DECLARER, ORDER_API, startBillServer, type BillServer } from './bills/bill-harness.ts';
import { upload, workbookBuffer } from './bills/excel-helpers.ts';

const API = '/api/enterprise/company';
const DEFINITION = '/api/enterprise/form/definition';
const ENTERPRISE = { route: '/enterprise', code: 'upload' };
const NEW = { code: '91330106MA2H3K4L5P', name: '杭州新备案跨境电商有限公司', loginName: 'newco_admin', password: 'Newco@Portal2024', person: '王立新' };
const OTHER = { code: '91310115MA1K4M2N3Q', name: '上海另一家备案企业有限公司' };
const CUSTOMS_CODE = '3301961234';
const LOCKED = '企业信息审核中，不允许编辑';
const FILING_REQUIRED = '请先进行企业备案！';
const BAD_NAME = '非法文件名，文件名只能包含汉字、英文、数字、下划线';
const NOT_IMAGE = '只能上传jpg、png格式的图片';
const TOO_LARGE = '文件过大（上限 500 KB）';
const LIST = { pageIndex: 0, pageSize: 50 };

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF-demo-bytes')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png-demo-bytes')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const BIG_JPEG = Buffer.concat([JPEG, Buffer.alloc(600 * 1024 - JPEG.length, 0x41)]);

let server: BillServer;
let newToken = '';
let newCompanyId = 0;
const tokens = { noModule: '', noButton: '', other: '' };
let savedDelay: string | undefined;

const validBody = (): Record<string, unknown> => ({
  ...demoFilingData({ code: NEW.code, name: NEW.name, person: NEW.person }),
  customsRegistCode: CUSTOMS_CODE,
  customsCode: '2900',
});

async function companyOf(code: string, name: string): Promise<number> {
  const row = await server.db.insertInto('company').values({ code, name, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function userOf(companyId: number, loginName: string, password = 'x', userType: 'ADMIN' | 'USER' = 'USER'): Promise<number> {
  const user = await server.db
    .insertInto('app_user')
    .values({
      login_name: loginName,
      username: loginName === NEW.loginName ? NEW.person : loginName,
      password_hash: password === 'x' ? 'scrypt$x' : await hashPassword(password),
      user_type: userType,
      company_id: companyId,
      state: 'EFFECTIVE',
      password_changed_at: Date.now(),
      must_change_password: 0,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

async function grant(userId: number, buttons: boolean): Promise<void> {
  await sql`insert into user_module (user_id, module_id) select ${sql.lit(userId)}, id from module`.execute(server.db);
  if (buttons) await sql`insert into user_button (user_id, module_button_id) select ${sql.lit(userId)}, id from module_button`.execute(server.db);
}

async function tokenOf(userId: number, companyCode: string): Promise<string> {
  const sessionId = await createSession(server.db, userId);
  return signAccessToken(server.app.portal.secrets.accessKey, { userId, companyCode, userType: 'USER', sessionId }, 900);
}

const call = (path: string, data: unknown, token = newToken) => server.client.post(`${API}/${path}`, data, { token });
const detail = async (token = newToken) => (await call('queryDetailById', {}, token)).body.data;
const stored = async (companyId = newCompanyId) => server.db.selectFrom('company_filing').selectAll().where('company_id', '=', companyId).executeTakeFirst();
const uploadAs = async (content: Buffer, name: string, token = newToken) => upload(server, content, name, token, ENTERPRISE);

async function uploadedUri(content: Buffer, name: string): Promise<string> {
  const answer = await uploadAs(content, name);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data[0].uri;
}

async function setState(state: string): Promise<void> {
  await server.db.updateTable('company_filing').set({ approve_state: state }).where('company_id', '=', newCompanyId).execute();
}

beforeAll(async () => {
  savedDelay = process.env.PORTAL_FILING_REVIEW_DELAY_MS;
  process.env.PORTAL_FILING_REVIEW_DELAY_MS = '0';
  server = await startBillServer();
  newCompanyId = await companyOf(NEW.code, NEW.name);
  await grant(await userOf(newCompanyId, NEW.loginName, NEW.password, 'ADMIN'), true);
  newToken = (await server.client.session(NEW.loginName, NEW.password)).token;
  const noModule = await userOf(newCompanyId, 'newco_no_module');
  const noButton = await userOf(newCompanyId, 'newco_no_button');
  await grant(noButton, false);
  tokens.noModule = await tokenOf(noModule, NEW.code);
  tokens.noButton = await tokenOf(noButton, NEW.code);
  const other = await userOf(await companyOf(OTHER.code, OTHER.name), 'other_admin');
  await grant(other, true);
  tokens.other = await tokenOf(other, OTHER.code);
});
afterAll(async () => {
  await server?.close();
  if (savedDelay === undefined) delete process.env.PORTAL_FILING_REVIEW_DELAY_MS;
  else process.env.PORTAL_FILING_REVIEW_DELAY_MS = savedDelay;
});

describe('the form definition', () => {
  it('answers the filing form to a holder of /enterprise, refuses others before the body is read', async () => {
    const answer = await server.client.post(DEFINITION, { route: '/enterprise' }, { token: newToken });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.schema.$id).toBe('enterprise');
    expect(answer.body.data.ui.api.base).toBe('/company');
    expect((await server.client.request('POST', DEFINITION, {})).status).toBe(401);
    expect((await server.client.post(DEFINITION, { route: '/enterprise' }, { token: tokens.noModule })).status).toBe(403);
    expect((await server.client.post(DEFINITION, { route: '/nowhere' }, { token: newToken })).body.code).toBe(-1000);
  });
});

describe('who may call', () => {
  const calls = ['queryDetailById', 'saveCompany', 'apply', 'saveFile', 'deleteFileByFileId', 'queryAuthCode', 'generateAuthCode'];

  it('asks for a session before it looks at the body (401 with a body the schema refuses)', async () => {
    for (const path of calls) expect((await server.client.request('POST', `${API}/${path}`, {})).status, path).toBe(401);
    expect((await uploadAs(JPEG, '营业执照.jpg', 'garbage')).status).toBe(401);
  });

  it('needs the /enterprise module, and the button code of each change', async () => {
    for (const path of calls) expect((await server.client.request('POST', `${API}/${path}`, {}, { token: tokens.noModule })).status, path).toBe(403);
    for (const path of calls.filter((name) => name !== 'queryDetailById')) {
      expect((await server.client.request('POST', `${API}/${path}`, {}, { token: tokens.noButton })).status, path).toBe(403);
    }
    expect((await call('queryDetailById', {}, tokens.noButton)).body.code).toBe(0);
    expect((await uploadAs(JPEG, '营业执照.jpg', tokens.noButton)).status).toBe(403);
    // The seed withholds saveDeclare from the sub-account: it may save but not declare.
    const declarer = await server.token(DECLARER);
    expect((await server.client.post(`${API}/apply`, validBody(), { token: declarer })).status).toBe(403);
  });
});

describe('a company without a filing', () => {
  it('reads an empty draft with its company name and the state name', async () => {
    const data = await detail();
    expect(data).toMatchObject({ companyName: NEW.name, approveState: '0', showApproveState: '未申报', companyFileVos: [], approvalRecordVos: [] });
    expect(data.sessionUpdate).toEqual({ filingApproved: false, customsRegistCode: null });
  });

  it('keeps the 请先进行企业备案！ gate on bill pages, and says so at sign-in', async () => {
    const answer = await server.client.post(`${ORDER_API}/pageList`, LIST, { token: newToken });
    expect(answer.body.message).toBe(FILING_REQUIRED);
    expect(answer.body.data ?? null).toBeNull();
    const session = await server.client.session(NEW.loginName, NEW.password);
    expect(session.userInfo).toMatchObject({ companyCode: NEW.code, filingApproved: false, customsRegistCode: null });
  });

  it("refuses a save missing any required field with that field's own message, and stores nothing", async () => {
    const schema = server.app.forms.byId.get('enterprise')!.definition.schema;
    const properties = schema.properties as Record<string, FieldSchema>;
    const required = (schema.required ?? []).filter((name) => properties[name].readOnly !== true);
    expect(required.length).toBeGreaterThan(15);
    for (const field of required) {
      const body = validBody();
      delete body[field];
      for (const path of ['saveCompany', 'apply']) {
        const answer = await call(path, body);
        expect(answer.status, field).toBe(400);
        expect(answer.body.message).toBe(MSG_FORM_INCOMPLETE);
        expect(answer.body.data.errors.map((error: { message: string }) => error.message)).toEqual([requiredMessage(properties[field], field)]);
      }
    }
    expect(await stored()).toBeUndefined();
  });

  it('refuses a save without a ticked business scope or e-commerce type, and a value outside its dictionary', async () => {
    const unticked = { ...validBody(), bizImport: false, bizExport: false, ebcCompany: false };
    const answer = await call('saveCompany', unticked);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MSG_FORM_INCOMPLETE);
    expect(answer.body.data.errors.map((error: { message: string }) => error.message)).toEqual(['请选择业务范围', '请选择跨境贸易电子商务类型']);
    const badPort = await call('saveCompany', { ...validBody(), customsCode: '9999' });
    expect(badPort.status).toBe(400);
    expect(badPort.body.message).toBe('请选择有效的注册海关');
    const badMobile = await call('saveCompany', { ...validBody(), mobileNo: '12345' });
    expect(badMobile.body.message).toBe('请输入正确的11位手机号');
    expect(await stored()).toBeUndefined();
  });
});

describe('the filing lifecycle', () => {
  let licence = 0;

  it('saves a draft: cleaned data, names from the company table and the dictionary, state 未申报', async () => {
    const answer = await call('saveCompany', { ...validBody(), registeredCapital: '500.5', companyName: '改不了的名称', approveState: '6' });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    expect(answer.body.data).toMatchObject({
      companyName: NEW.name,
      customsCodeName: '杭州关区',
      approveState: '0',
      showApproveState: '未申报',
      registeredCapital: 500.5,
    });
    const row = await stored();
    expect(row?.approve_state).toBe('0');
    expect(JSON.parse(row!.data)).not.toHaveProperty('companyName');
    expect(JSON.parse(row!.data)).not.toHaveProperty('approveState');
    // A save naming an older version than the stored one changes nothing.
    const stale = await call('saveCompany', { ...validBody(), version: Number(row!.version) + 5 });
    expect(stale.body.code).toBe(-1000);
  });

  it('uploads an image attachment and attaches it, with its type name and a download link', async () => {
    const uri = await uploadedUri(JPEG, '营业执照_2024.jpg');
    const answer = await call('saveFile', { fileType: '1', fileUri: uri, companyId: 999 });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    expect(answer.body.data).toMatchObject({ fileType: '1', fileTypeName: '营业执照扫描件', fileName: '营业执照_2024.jpg' });
    licence = answer.body.data.id;
    const files = (await detail()).companyFileVos;
    expect(files).toHaveLength(1);
    const download = await fetch(`${server.url}${files[0].downloadUri}`);
    expect(download.status).toBe(200);
    // The link ends with the session that asked for it (docs/security.md).
    expect(linkClaims(files[0].downloadUri)).toMatchObject({ sid: expect.any(String), uid: expect.any(Number) });
    expect(Buffer.from(await download.arrayBuffer()).equals(JPEG)).toBe(true);
    // Attached once: the same upload cannot be attached again.
    expect((await call('saveFile', { fileType: '2', fileUri: uri })).status).toBe(404);
  });

  it('refuses at upload a renamed executable, a 600 kB image and a bad file name', async () => {
    expect((await uploadAs(EXE, '营业执照.jpg')).body.message).toBe(NOT_IMAGE);
    expect((await uploadAs(BIG_JPEG, '营业执照.jpg')).body.message).toBe(TOO_LARGE);
    expect((await uploadAs(JPEG, 'licence-scan.jpg')).body.message).toBe(BAD_NAME);
    expect((await uploadAs(await workbookBuffer([['a']]), '营业执照.xlsx')).body.message).toBe(NOT_IMAGE);
  });

  it('refuses at saveFile the same files, a file of another company and an unknown type', async () => {
    const keep = (name: string, content: Buffer, companyCode = NEW.code) =>
      storeFile(server.db, { companyCode, userId: 1, kind: 'upload', name, content }).then((id) => `/api/file/download/${id}`);
    expect((await call('saveFile', { fileType: '1', fileUri: await keep('营业执照.jpg', EXE) })).body.message).toBe(NOT_IMAGE);
    expect((await call('saveFile', { fileType: '1', fileUri: await keep('营业执照.jpg', BIG_JPEG) })).body.message).toBe(TOO_LARGE);
    expect((await call('saveFile', { fileType: '1', fileUri: await keep('licence scan.jpg', JPEG) })).body.message).toBe(BAD_NAME);
    expect((await call('saveFile', { fileType: '1', fileUri: await keep('营业执照.jpg', JPEG, OTHER.code) })).status).toBe(404);
    expect((await call('saveFile', { fileType: '8', fileUri: await keep('营业执照.jpg', JPEG) })).body.message).toBe('请选择有效的文件类型');
    expect((await detail()).companyFileVos).toHaveLength(1);
  });

  it('declares: under review with the user’s record, and the reviewer returns it for the missing certificate', async () => {
    const answer = await call('apply', validBody());
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    expect(answer.body.message).toBe('申报成功!');
    const data = answer.body.data;
    expect(data).toMatchObject({ approveState: '7', showApproveState: '审核不通过' });
    expect(data.approvalRecordVos).toEqual([
      {
        operationTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        userName: REVIEWER_NAME,
        stateName: '审核不通过',
        opinion: MSG_REVIEW_MISSING_FILES,
        note: '',
      },
      { operationTime: expect.any(String), userName: NEW.person, stateName: '审核中', opinion: '企业提交备案申请', note: '' },
    ]);
    expect((await server.client.post(`${ORDER_API}/pageList`, LIST, { token: newToken })).body.message).toBe(FILING_REQUIRED);
  });

  it('refuses every change while the filing is under review, and changes nothing', async () => {
    await setState('5');
    const before = await stored();
    const uri = await uploadedUri(PNG, '海关注册登记证书.png');
    for (const [path, body] of [
      ['saveCompany', validBody()],
      ['apply', validBody()],
      ['saveFile', { fileType: '2', fileUri: uri }],
      ['deleteFileByFileId', { id: licence }],
    ] as const) {
      const answer = await call(path, body);
      expect(answer.status, path).toBe(409);
      expect(answer.body.message).toBe(LOCKED);
    }
    expect(await stored()).toEqual(before);
    expect((await detail()).companyFileVos).toHaveLength(1);
    await setState('7');
  });

  it("never deletes another company's attachment", async () => {
    const foreign = await server.db
      .insertInto('company_file')
      .values({ company_id: newCompanyId, file_type: '9', file_uri: '/api/file/download/x', file_name: '其他.png', created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await call('deleteFileByFileId', { id: foreign.id }, tokens.other);
    expect(answer.status).toBe(404);
    expect(await server.db.selectFrom('company_file').select('id').where('id', '=', foreign.id).executeTakeFirst()).toBeDefined();
    expect((await call('deleteFileByFileId', { id: foreign.id })).body.code).toBe(0);
  });

  it('approves once both attachments are there: records newest first, the gate opens, copCode follows the filing', async () => {
    const uri = await uploadedUri(PNG, '海关注册登记证书.png');
    expect((await call('saveFile', { fileType: '2', fileUri: uri })).body.code).toBe(0);
    const answer = await call('apply', validBody());
    expect(answer.body.data).toMatchObject({ approveState: '6', showApproveState: '审核通过', customsRegistCode: CUSTOMS_CODE });
    expect(answer.body.data.approvalRecordVos.map((record: { stateName: string }) => record.stateName)).toEqual(['审核通过', '审核中', '审核不通过', '审核中']);
    expect(answer.body.data.approvalRecordVos[0]).toMatchObject({ userName: REVIEWER_NAME, opinion: MSG_REVIEW_APPROVED });
    // The page tells the signed-in session at once (no new sign-in needed for the bill pages).
    expect(answer.body.data.sessionUpdate).toEqual({ filingApproved: true, customsRegistCode: CUSTOMS_CODE });

    const list = await server.client.post(`${ORDER_API}/pageList`, LIST, { token: newToken });
    expect(list.body.code, JSON.stringify(list.body)).toBe(0);
    const session = await server.client.session(NEW.loginName, NEW.password);
    expect(session.userInfo).toMatchObject({ filingApproved: true, customsRegistCode: CUSTOMS_CODE });
    const order = server.app.bills.families.find((family) => family.id === 'export-order')!.definition;
    expect(sessionDefaults(order, session.userInfo)).toMatchObject({ copCode: CUSTOMS_CODE, copName: NEW.name });
  });

  it('keeps an approved filing approved when it is saved again, until the next declaration', async () => {
    const answer = await call('saveCompany', { ...validBody(), phoneNo: '0571-88776655' });
    expect(answer.body.data).toMatchObject({ approveState: '6', phoneNo: '0571-88776655' });
  });

  it('deletes an attachment of its own when not under review, and its file goes with it', async () => {
    const before = (await detail()).companyFileVos;
    const link = before.find((file: { id: number }) => file.id === licence).downloadUri;
    expect((await call('deleteFileByFileId', { id: licence })).body.code).toBe(0);
    expect((await detail()).companyFileVos.map((file: { id: number }) => file.id)).not.toContain(licence);
    expect((await fetch(`${server.url}${link}`)).status).toBe(404);
    expect((await call('deleteFileByFileId', { id: licence })).status).toBe(404);
  });
});

describe('the authorisation code', () => {
  it('has none at first, then the one generated; a new one replaces it', async () => {
    expect((await call('queryAuthCode', {}, tokens.other)).body.data).toEqual({ code: null });
    const first = await call('generateAuthCode', {}, tokens.other);
    expect(first.body.data.code).toMatch(/^[A-Z0-9]{16}$/);
    expect((await call('queryAuthCode', {}, tokens.other)).body.data).toEqual({ code: first.body.data.code });
    const second = (await call('generateAuthCode', {}, tokens.other)).body.data.code;
    expect(second).not.toBe(first.body.data.code);
    expect((await call('queryAuthCode', {}, tokens.other)).body.data.code).toBe(second);
    // Another company's code is its own.
    expect((await call('queryAuthCode', {})).body.data.code).not.toBe(second);
  });
});

describe('the seeded company', () => {
  it('has an approved filing that passes its own form, so bills work from the first start', async () => {
    const admin = await server.token(ADMIN);
    const data = (await server.client.post(`${API}/queryDetailById`, {}, { token: admin })).body.data;
    expect(data).toMatchObject({ approveState: '6', showApproveState: '审核通过', customsCodeName: '广州海关' });
    expect(data.customsRegistCode).toMatch(/^[0-9A-Z]{10}$/);
    expect(data.approvalRecordVos.map((record: { stateName: string }) => record.stateName)).toEqual(['审核通过', '审核中']);
    const saved = await server.client.post(`${API}/saveCompany`, data, { token: admin });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    const session = await server.client.session(ADMIN.loginName, ADMIN.password);
    expect(session.userInfo).toMatchObject({ companyCode: COMPANY, filingApproved: true, customsRegistCode: data.customsRegistCode });
  });
});

describe('the reviewer with a delay', () => {
  it('leaves a declared filing under review, then decides it after the delay', async () => {
    await server.db
      .insertInto('company_file')
      .values({ company_id: newCompanyId, file_type: '1', file_uri: '/api/file/download/y', file_name: '营业执照.jpg', created_at: Date.now() })
      .execute();
    const { FilingReviewer } = await import('../../server/company/filing-reviewer.ts');
    const { filingForm } = await import('../../server/company/filing-form.ts');
    const reviewer = new FilingReviewer(server.db, filingForm(server.app.forms.byId.get('enterprise')!), 60_000);
    await setState('5');
    const declaredAt = Date.now();
    await server.db.updateTable('company_filing').set({ updated_at: declaredAt }).where('company_id', '=', newCompanyId).execute();
    expect(await reviewer.reviewDue(declaredAt + 1_000)).toBe(0);
    expect((await detail()).approveState).toBe('5');
    expect(await reviewer.reviewDue(declaredAt + 60_000)).toBe(1);
    expect((await detail()).approveState).toBe('6');
  });
});

describe('the reviewer of a running portal with a delay (PORTAL_FILING_REVIEW_DELAY_MS)', () => {
  it('answers the declaration under review and decides it by itself after the delay', async () => {
    process.env.PORTAL_FILING_REVIEW_DELAY_MS = '150';
    const delayed = await startBillServer();
    process.env.PORTAL_FILING_REVIEW_DELAY_MS = '0';
    try {
      const token = await delayed.token(ADMIN);
      const post = (path: string, data: unknown) => delayed.client.post(`${API}/${path}`, data, { token });
      for (const [type, content, name] of [
        ['1', JPEG, '营业执照.jpg'],
        ['2', PNG, '海关注册登记证书.png'],
      ] as const) {
        const uploaded = await upload(delayed, content, name, token, ENTERPRISE);
        expect((await post('saveFile', { fileType: type, fileUri: uploaded.body.data[0].uri })).body.code).toBe(0);
      }
      const filing = (await post('queryDetailById', {})).body.data;
      const declared = await post('apply', filing);
      expect(declared.body.data).toMatchObject({ approveState: '5', showApproveState: '审核中' });
      expect((await post('saveCompany', filing)).body.message).toBe(LOCKED);
      // Under review, the company stays approved for bills (approved once before).
      expect((await delayed.client.post(`${ORDER_API}/pageList`, LIST, { token })).body.code).toBe(0);
      await expect.poll(async () => (await post('queryDetailById', {})).body.data.approveState, { timeout: 5000, interval: 100 }).toBe('6');
      const records = (await post('queryDetailById', {})).body.data.approvalRecordVos;
      expect(records.map((record: { stateName: string }) => record.stateName)).toEqual(['审核通过', '审核中', '审核通过', '审核中']);
    } finally {
      await delayed.close();
    }
  });
});
