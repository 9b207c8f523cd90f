// Work tickets and feedback (issue 14; bill-families-and-screens.md §3.3, §3.11, §4, §5, §7;
// docs/work-orders.md) on a real server, SQLite or PostgreSQL (TEST_DATABASE): the form
// definitions, every call with its refusals (no session before the body is read, no module or
// code, missing and oversize fields, screenshots that are no image by their bytes, too large or
// badly named, another company's file or ticket), the list's whitelist, the state counts, the
// detail's two readings, the operator's moves, and the feedback.
import { sql } from 'kysely';
import type { UntypedDb } from '../../server/db/untyped.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_FORM_INCOMPLETE } from '#core/forms/index.ts';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { moveTicket, OperatorError } from '../../server/workorder/operator.ts';
import { ADMIN, COMPANY, startBillServer, type BillServer } from './bills/bill-harness.ts';
import { download, linkClaims, upload } from './bills/excel-helpers.ts';

const TICKET = '/api/enterprise/Work_ticket';
const FEEDBACK = '/api/enterprise/feedback/save';
const DEFINITION = '/api/enterprise/form/definition';
const SCREENSHOT = { route: '/workorder', code: 'add' };
const OTHER = { code: '91310115MA1K4M2N3Q', name: '上海另一家工单企业有限公司' };
const NOT_IMAGE = '上传头像图片只能是 JPG/PNG 格式!';
const TOO_BIG = '上传头像图片大小不能超过 2MB!';
const BAD_NAME = '非法文件名，文件名只能包含汉字、英文、数字、下划线';
const LIST = { pageIndex: 0, pageSize: 50 };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png-demo-bytes')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF-demo-bytes')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10 - PNG.length, 0x41)]);

let server: BillServer;
let admin = '';
const tokens = { other: '', noModule: '', noButton: '' };

const ticket = (extra: Record<string, unknown> = {}) => ({
  ticketType: '1',
  ticketTitle: '出口清单申报失败',
  ticketContent: '申报出口清单时提示系统异常，请协助排查。',
  telephone: '13812345678',
  ...extra,
});
const call = (path: string, data: unknown, token = admin) => server.client.post(`${TICKET}/${path}`, data, { token });

async function userOf(companyId: number, loginName: string): Promise<number> {
  const user = await server.db
    .insertInto('app_user')
    .values({
      login_name: loginName,
      username: loginName,
      password_hash: 'scrypt$x',
      user_type: 'USER',
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

async function tokenOf(userId: number, companyCode: string, modules: boolean, buttons: boolean): Promise<string> {
  if (modules) await sql`insert into user_module (user_id, module_id) select ${sql.lit(userId)}, id from module`.execute(server.db);
  if (buttons) await sql`insert into user_button (user_id, module_button_id) select ${sql.lit(userId)}, id from module_button`.execute(server.db);
  const sessionId = await createSession(server.db, userId);
  return signAccessToken(server.app.portal.secrets.accessKey, { userId, companyCode, userType: 'USER', sessionId }, 900);
}

async function screenshot(content = PNG, name = '报错截图.png', token = admin): Promise<{ filePath: string; fileName: string }> {
  const answer = await upload(server, content, name, token, SCREENSHOT);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return { filePath: answer.body.data[0].uri, fileName: answer.body.data[0].name };
}

async function saved(extra: Record<string, unknown> = {}, token = admin) {
  const answer = await call('save', ticket(extra), token);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data as Record<string, unknown> & { id: number; ticketNum: string };
}

beforeAll(async () => {
  server = await startBillServer();
  admin = await server.token(ADMIN);
  const own = await server.db.selectFrom('company').select('id').where('code', '=', COMPANY).executeTakeFirstOrThrow();
  const other = await server.db
    .insertInto('company')
    .values({ code: OTHER.code, name: OTHER.name, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  tokens.other = await tokenOf(await userOf(other.id, 'other_ticket_admin'), OTHER.code, true, true);
  tokens.noModule = await tokenOf(await userOf(own.id, 'ticket_no_module'), COMPANY, false, false);
  tokens.noButton = await tokenOf(await userOf(own.id, 'ticket_no_button'), COMPANY, true, false);
});
afterAll(async () => {
  await server?.close();
});

describe('the form definitions', () => {
  it('answers the ticket form at /workorder/edit to a holder of /workorder, and the feedback form at /feedback', async () => {
    const form = await server.client.post(DEFINITION, { route: '/workorder/edit' }, { token: admin });
    expect(form.body.data.ui).toMatchObject({ record: 'new', module: '/workorder', api: { base: '/Work_ticket' } });
    expect((await server.client.post(DEFINITION, { route: '/feedback' }, { token: admin })).body.data.schema.$id).toBe('feedback');
    expect((await server.client.post(DEFINITION, { route: '/workorder/edit' }, { token: tokens.noModule })).status).toBe(403);
  });

  it('answers the list definition by its route and the detail page by its detailRoute', async () => {
    const byRoute = await server.client.post('/api/enterprise/bill/definition', { route: '/workorder' }, { token: admin });
    expect(byRoute.body.data.ui).toMatchObject({ servedBy: 'workorder', api: { list: 'list', stateCount: 'state_count', detail: 'detail' } });
    const byDetail = await server.client.post('/api/enterprise/bill/definition', { detailRoute: '/workorder/show/{id}' }, { token: admin });
    expect(byDetail.body.data.schema.$id).toBe('other-workorder');
    expect((await server.client.post('/api/enterprise/bill/definition', { detailRoute: '/workorder/show/{id}' }, { token: tokens.noModule })).status).toBe(403);
  });
});

describe('who may call', () => {
  const calls = ['save', 'list', 'state_count', 'detail', 'delete'];

  it('asks for a session before it reads the body', async () => {
    for (const path of calls) expect((await server.client.request('POST', `${TICKET}/${path}`, {})).status, path).toBe(401);
    expect((await server.client.request('POST', FEEDBACK, {})).status).toBe(401);
    expect((await upload(server, PNG, '截图.png', 'garbage', SCREENSHOT)).status).toBe(401);
  });

  it('needs the /workorder module, code add to submit or upload and deleteWorkorder to delete', async () => {
    for (const path of calls) expect((await server.client.request('POST', `${TICKET}/${path}`, {}, { token: tokens.noModule })).status, path).toBe(403);
    expect((await server.client.request('POST', FEEDBACK, {}, { token: tokens.noModule })).status).toBe(403);
    expect((await call('save', ticket(), tokens.noButton)).status).toBe(403);
    expect((await call('delete', { ids: [1] }, tokens.noButton)).status).toBe(403);
    expect((await upload(server, PNG, '截图.png', tokens.noButton, SCREENSHOT)).status).toBe(403);
    expect((await call('list', LIST, tokens.noButton)).body.code).toBe(0);
  });
});

describe('submitting a ticket', () => {
  it('stores a pending ticket with its screenshot and answers it with every §3.3 field', async () => {
    const file = await screenshot();
    const data = await saved({ filePath: [file] });
    expect(data).toMatchObject({
      ticketTitle: '出口清单申报失败',
      ticketType: '1',
      ticketTypeName: '技术问题',
      telephone: '13812345678',
      state: 'pending',
      stateName: '待处理',
      reason: null,
    });
    expect(data.ticketNum).toMatch(/^GD\d{18}$/);
    expect(data.promoter).toBeTruthy();
    expect(data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const attachments = data.attachments as Array<{ name: string; downloadUri: string; contentType: string }>;
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({ name: '报错截图.png', contentType: 'image/png' });
    expect((await download(server, attachments[0].downloadUri)).content.equals(PNG)).toBe(true);
    // The link ends with the session that asked for it (docs/security.md).
    expect(linkClaims(attachments[0].downloadUri)).toMatchObject({ sid: expect.any(String), uid: expect.any(Number) });
  });

  it('refuses a ticket missing any required field with the spec message, and one over 255 characters', async () => {
    const messages: Record<string, string> = {
      ticketType: '请选择工单类型',
      ticketTitle: '请填写工单标题',
      ticketContent: '请填写工单内容详情',
      telephone: '请填写联系方式',
    };
    for (const [field, message] of Object.entries(messages)) {
      const body = ticket();
      delete (body as Record<string, unknown>)[field];
      const answer = await call('save', body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.message).toBe(MSG_FORM_INCOMPLETE);
      expect(answer.body.data.errors.map((error: { message: string }) => error.message)).toEqual([message]);
    }
    const long = await call('save', ticket({ ticketContent: '长'.repeat(256) }));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('内容详情不能超过255个字符');
    expect((await call('save', ticket({ telephone: '1'.repeat(256) }))).body.message).toBe('联系方式不能超过255个字符');
    expect((await call('save', ticket({ ticketType: '7' }))).body.message).toBe('请选择有效的工单类型');
  });

  it('refuses screenshots that are no image by their bytes, over 2 MB, or badly named, with the spec words', async () => {
    const exe = await upload(server, EXE, '截图.png', admin, SCREENSHOT);
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe(NOT_IMAGE);
    const big = await upload(server, BIG_PNG, '大截图.png', admin, SCREENSHOT);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe(TOO_BIG);
    const badName = await upload(server, PNG, 'bad name!.png', admin, SCREENSHOT);
    expect(badName.status).toBe(400);
    expect(badName.body.message).toBe(BAD_NAME);
    expect((await upload(server, JPEG, '截图_2.jpg', admin, SCREENSHOT)).body.code).toBe(0);
  });

  it("refuses another company's upload and a file that is not a stored upload", async () => {
    const theirs = await screenshot(PNG, '别家截图.png', tokens.other);
    const answer = await call('save', ticket({ filePath: [theirs] }));
    expect(answer.status).toBe(404);
    expect((await call('save', ticket({ filePath: [{ filePath: '/api/file/download/nothing', fileName: 'x.png' }] }))).status).toBe(404);
    const tooMany = await Promise.all([1, 2, 3, 4, 5, 6].map(() => screenshot()));
    expect((await call('save', ticket({ filePath: tooMany }))).status).toBe(400);
  });
});

describe('the list, the counts, the detail and delete', () => {
  it('lists only the caller company tickets, filters and sorts on the whitelist, counts by state', async () => {
    const mine = await saved({ ticketTitle: '查询类工单', ticketType: '2' });
    await saved({ ticketTitle: '别家的工单' }, tokens.other);
    const list = await call('list', LIST);
    expect(list.body.code).toBe(0);
    expect(list.body.data.datas.map((row: { ticketTitle: string }) => row.ticketTitle)).not.toContain('别家的工单');
    expect(list.body.data.datas[0]).toMatchObject({ id: mine.id, ticketType: '2', state: 'pending', stateName: '待处理' });
    const filtered = await call('list', { ...LIST, terms: [{ column: 'ticket_title', termType: 'like', type: 'and', value: '查询类' }] });
    expect(filtered.body.data.total).toBe(1);
    const sorted = await call('list', { ...LIST, sorts: [{ name: 'ticket_num', order: 'asc' }] });
    expect(sorted.body.code).toBe(0);
    expect((await call('list', { ...LIST, terms: [{ column: 'company_code', termType: 'eq', type: 'and', value: OTHER.code }] })).status).toBe(400);
    expect((await call('list', { ...LIST, sorts: [{ name: 'company_code', order: 'asc' }] })).status).toBe(400);
    expect((await call('list', { ...LIST, pageSize: 501 })).status).toBe(400);
    const counts = (await call('state_count', { terms: [] })).body.data as Array<{ state: string; name: string; count: number }>;
    expect(counts.map((count) => count.name)).toEqual(['待处理', '处理中', '已关闭']);
    expect(counts.find((count) => count.state === 'pending')!.count).toBe(list.body.data.total);
  });

  it("reads a ticket of its own company only; another company's is not found", async () => {
    const theirs = await saved({ ticketTitle: '别家的第二张工单' }, tokens.other);
    const answer = await call('detail', { id: theirs.id });
    expect(answer.status).toBe(404);
    expect(answer.body.data ?? null).toBeNull();
    expect((await call('detail', { id: 'x' })).status).toBe(400);
    const business = await saved({ ticketType: '0' });
    expect((await call('detail', { id: business.id })).body.data.ticketTypeName).toBe('业务问题');
  });

  it("deletes the caller's selected tickets, never another company's", async () => {
    const mine = await saved({ ticketTitle: '要删除的工单' });
    const theirs = await saved({ ticketTitle: '别家不能删' }, tokens.other);
    expect((await call('delete', { ids: [] })).status).toBe(400);
    expect((await call('delete', { ids: [theirs.id] })).status).toBe(404);
    const answer = await call('delete', { ids: [mine.id, theirs.id] });
    expect(answer.body).toMatchObject({ code: 0, message: '删除成功！', data: { deleted: 1 } });
    expect((await call('detail', { id: mine.id })).status).toBe(404);
    expect((await call('detail', { id: theirs.id }, tokens.other)).body.code).toBe(0);
  });
});

describe("the operator's moves", () => {
  it('moves a ticket to 处理中, closes it with a result the detail shows, and refuses a closed one', async () => {
    const one = await saved();
    expect(await moveTicket(server.db, one.ticketNum, { kind: 'progress' })).toBe('process');
    expect((await call('detail', { id: one.id })).body.data).toMatchObject({ state: 'process', stateName: '处理中' });
    await expect(moveTicket(server.db, one.ticketNum, { kind: 'close', result: '  ' })).rejects.toBeInstanceOf(OperatorError);
    expect(await moveTicket(server.db, one.ticketNum, { kind: 'close', result: '已修复，请重新申报。' })).toBe('stop');
    expect((await call('detail', { id: one.id })).body.data).toMatchObject({ state: 'stop', stateName: '已关闭', reason: '已修复，请重新申报。' });
    await expect(moveTicket(server.db, one.ticketNum, { kind: 'progress' })).rejects.toThrow('已关闭');
    await expect(moveTicket(server.db, 'GD-none', { kind: 'progress' })).rejects.toThrow('没有编号');
  });
});

describe('feedback', () => {
  it('stores content with an optional checked phone and source PC, scoped to the company', async () => {
    const answer = await server.client.post(FEEDBACK, { content: '希望增加批量导出功能。', phone: '13912345678' }, { token: admin });
    expect(answer.body).toMatchObject({ code: 0, message: '反馈成功！' });
    // Stored by the form engine (docs/forms.md「表单引擎」): a row of form_feedback per submit, source from the definition's default.
    const row = await (server.db as unknown as UntypedDb)
      .selectFrom('form_feedback')
      .selectAll()
      .where('id', '=', answer.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_code: COMPANY, content: '希望增加批量导出功能。', phone: '13912345678', source: 'PC' });
    expect((await server.client.post(FEEDBACK, { content: '没有手机号也可以' }, { token: admin })).body.code).toBe(0);
  });

  it('refuses a missing or oversize content and a wrong phone with the spec words', async () => {
    const missing = await server.client.post(FEEDBACK, { phone: '13912345678' }, { token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.map((error: { message: string }) => error.message)).toEqual(['请填写内容']);
    expect((await server.client.post(FEEDBACK, { content: '长'.repeat(256) }, { token: admin })).body.message).toBe('反馈内容不能超过255个字符');
    expect((await server.client.post(FEEDBACK, { content: '内容', phone: '12345' }, { token: admin })).body.message).toBe('请填写正确手机号码');
  });
});
