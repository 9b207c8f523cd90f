// The form engine (issue 25 point 1; docs/forms.md "表单引擎") on a real server, SQLite and
// PostgreSQL (TEST_DATABASE=postgres): an analyst's form that exists only as JSON
// (tests/fixtures/analyst-form, put into a copy of the definitions tree) is served on an existing
// database after the start's sync — the menu node, the definition, the record's calls, the
// required attachment, the lifecycle and its refusals, the reviewer's rule and approval, the
// operator's hand, the company scope, a race of two submits, and a field added later becoming a
// column of the form's table.
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_FORM_INCOMPLETE } from '#core/forms/index.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type PortalConfig } from '../../server/config.ts';
import type { UntypedDb } from '../../server/db/untyped.ts';
import { seedDatabase } from '../../server/seed/seed.ts';
import { loadSeedData, type SeedData } from '../../server/seed/seed-data.ts';
import { syncDefinitionsOnStart } from '../../server/seed/sync/sync-on-start.ts';
import { decideByHand } from '../../server/forms/engine/operator.ts';
import { ApiClient } from './api-client.ts';
import { TEST_CAPTCHA } from './harness.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { ANALYST_FORM_FIXTURE, definitionsTree, type DefinitionsTree } from '../support/definitions-tree.ts';

const ROUTE = '/form/companyChange';
const API = '/api/enterprise/form/companyChange';
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF-demo-bytes')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

let database: TestDatabase;
let tree: DefinitionsTree;
let data: SeedData;
let config: PortalConfig;
let app: Awaited<ReturnType<typeof buildApp>>;
let client: ApiClient;
let url = '';
let token = '';
let otherToken = '';

const body = (extra: Record<string, unknown> = {}) => ({
  changeType: '1',
  effectiveDate: '2026-12-01',
  changeReason: '企业更名',
  oldName: '杭州旧名跨境电商有限公司',
  newName: '杭州新名跨境电商有限公司',
  registeredCapital: 500.25,
  ...extra,
});

async function start(): Promise<void> {
  app = await buildApp(config, { db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  client = new ApiClient(url, TEST_CAPTCHA);
  const admin = data.demo.accounts.find((account) => account.userType === 'ADMIN')!;
  token = (await client.session(admin.loginName, admin.password)).token;
  const other = data.demo.otherCompanies![0].accounts[0];
  otherToken = (await client.session(other.loginName, other.password)).token;
}

const call = (path: string, payload: unknown, as = token) => client.post(`${API}/${path}`, payload, { token: as });
const detail = async (as = token) => (await call('queryDetail', {}, as)).body.data as Record<string, unknown>;

async function uploadImage(content: Buffer, name: string, as = token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${url}/api/file/upload?route=${encodeURIComponent(ROUTE)}&code=upload`, {
    method: 'POST',
    headers: { 'X-Authorization': `Bearer ${as}` },
    body: form,
  });
  return (await response.json()) as { code: number; message: string; data: Array<{ uri: string }> };
}

beforeAll(async () => {
  tree = definitionsTree(ANALYST_FORM_FIXTURE);
  database = await createTestDatabase();
  // An existing database: created and seeded from the project's own definitions.
  await seedDatabase(database.db, await loadSeedData());
  config = {
    ...loadConfig({
      DATABASE_URL: database.url,
      PORTAL_TEST_CAPTCHA: TEST_CAPTCHA,
      PORTAL_STATIC_DIR: fileURLToPath(new URL('./fixtures/no-client', import.meta.url)),
    }),
    billSchemaDir: tree.env.PORTAL_BILL_SCHEMAS_DIR,
    formSchemaDir: tree.env.PORTAL_FORM_SCHEMAS_DIR,
    formReviewDelayMs: 0,
  } as PortalConfig;
  // The start (server/main.ts): the analyst's seed additions reach the database, then the server.
  data = await loadSeedData(tree.env.PORTAL_SEED_DIR);
  await syncDefinitionsOnStart(database.db, data, config, () => {});
  await start();
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  tree?.dispose();
});

describe('an analyst’s form served by the engine from its JSON alone', () => {
  it('appears in the menu with its buttons and answers its definition', async () => {
    const admin = data.demo.accounts.find((account) => account.userType === 'ADMIN')!;
    const session = await client.session(admin.loginName, admin.password);
    const node = JSON.stringify(session.modules);
    expect(node).toContain(ROUTE);
    expect(node).toContain('企业信息变更');
    const definition = await client.post('/api/enterprise/form/definition', { route: ROUTE }, { token });
    expect(definition.body.data.ui.form).toBe('companyChange');
    expect(definition.body.data.schema.title).toBe('企业信息变更申请');
  });

  it('starts as an empty record in its first state, named from the state list', async () => {
    const record = await detail();
    expect(record).toMatchObject({ applyState: '0', applyStateName: '待提交', files: [], history: [], version: 0 });
  });

  it('refuses before reading the body without a session, and a save missing required fields changes nothing', async () => {
    expect((await client.post(`${API}/save`, 'not json at all', { token: '' })).status).toBe(401);
    const refused = await call('save', { changeType: '1' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MSG_FORM_INCOMPLETE);
    expect(refused.body.data.errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['effectiveDate', 'changeReason', 'newName']),
    );
    const reason = refused.body.data.errors.find((error: { field: string }) => error.field === 'changeReason');
    expect(reason.message).toBe('请填写变更原因');
    const capital = await call('save', body({ registeredCapital: 1.234 }));
    expect(capital.status).toBe(400);
    expect((await detail()).newName).toBeUndefined();
  });

  it('saves into the table derived from the definition, one row for the company', async () => {
    const saved = await call('save', body());
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    expect(saved.body.data).toMatchObject({ newName: '杭州新名跨境电商有限公司', registeredCapital: 500.25, applyState: '0' });
    const rows = await (database.db as unknown as UntypedDb).selectFrom('form_company_change').select(['company_code', 'new_name', 'state']).execute();
    expect(rows).toEqual([{ company_code: data.demo.company.code, new_name: '杭州新名跨境电商有限公司', state: '0' }]);
  });

  it('keeps another company out: it sees its own empty record', async () => {
    expect(await detail(otherToken)).toMatchObject({ applyState: '0', files: [], history: [] });
    expect((await detail(otherToken)).newName).toBeUndefined();
  });

  it('refuses submit without the required attachment, by its type name, and nothing moves', async () => {
    const refused = await call('submit', body());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('请上传营业执照副本');
    expect((await detail()).applyState).toBe('0');
    expect((await detail()).history).toEqual([]);
  });

  it('attaches an image checked by its bytes, with its type name', async () => {
    const fake = await uploadImage(EXE, '营业执照副本.jpg');
    expect(fake.code).not.toBe(0);
    const uploaded = await uploadImage(JPEG, '营业执照副本.jpg');
    expect(uploaded.code, JSON.stringify(uploaded)).toBe(0);
    const attached = await call('saveFile', { fileType: '1', fileUri: uploaded.data[0].uri, fileName: '营业执照副本.jpg' });
    expect(attached.body.code, JSON.stringify(attached.body)).toBe(0);
    expect(attached.body.data).toMatchObject({ fileType: '1', fileTypeName: '营业执照副本', fileName: '营业执照副本.jpg' });
    expect(await call('saveFile', { fileType: '9', fileUri: uploaded.data[0].uri })).toMatchObject({ status: 400 });
    // Another company cannot attach this company's upload.
    expect((await call('saveFile', { fileType: '1', fileUri: uploaded.data[0].uri }, otherToken)).status).toBe(404);
  });

  it('submits; the reviewer returns by its rule, a corrected submit is approved; the history shows both', async () => {
    const returned = await call('submit', body({ registeredCapital: 0 }));
    expect(returned.body.code, JSON.stringify(returned.body)).toBe(0);
    expect(returned.body.data).toMatchObject({ applyState: '3', applyStateName: '已退回' });
    expect(returned.body.data.history[0]).toMatchObject({ userName: '变更审核员', stateName: '已退回', opinion: '注册资本须大于0' });
    const approved = await call('submit', body());
    expect(approved.body.data).toMatchObject({ applyState: '2', applyStateName: '审核通过' });
    const history = approved.body.data.history as Array<Record<string, string>>;
    expect(history.map((step) => [step.stateName, step.opinion])).toEqual([
      ['审核通过', '变更申请审核通过'],
      ['审核中', '提交变更申请'],
      ['已退回', '注册资本须大于0'],
      ['审核中', '提交变更申请'],
    ]);
    expect(history[1].userName).not.toBe('变更审核员');
  });

  it('refuses an action from a state it does not accept, naming the state', async () => {
    const refused = await call('submit', body());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('当前状态为「审核通过」，不能提交变更申请');
  });

  it('locks a record under review, and the operator decides it by hand', async () => {
    await (database.db as unknown as UntypedDb)
      .updateTable('form_company_change')
      .set({ state: '1' })
      .where('company_code', '=', data.demo.company.code)
      .execute();
    const locked = await call('save', body());
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('变更申请审核中，不允许编辑');
    const state = await decideByHand(database.db as unknown as UntypedDb, tree.env.PORTAL_FORM_SCHEMAS_DIR, {
      form: 'companyChange',
      companyCode: data.demo.company.code,
      decision: { kind: 'return', opinion: '附件不清晰，请重新上传' },
      by: '张审核',
    });
    expect(state).toBe('已退回');
    expect(((await detail()).history as Array<Record<string, string>>)[0]).toMatchObject({ userName: '张审核', opinion: '附件不清晰，请重新上传' });
    await expect(
      decideByHand(database.db as unknown as UntypedDb, tree.env.PORTAL_FORM_SCHEMAS_DIR, {
        form: 'companyChange',
        companyCode: data.demo.company.code,
        decision: { kind: 'approve' },
      }),
    ).rejects.toThrow('不在待审核状态');
  });

  it('lets exactly one of two racing submits move the record', async () => {
    const [first, second] = await Promise.all([call('submit', body()), call('submit', body())]);
    const refused = [first, second].filter((answer) => answer.body.code !== 0);
    expect(refused).toHaveLength(1);
    // The loser was checked in 已退回 too; it is refused by name (the record is now under review or decided).
    expect(refused[0].status).toBe(409);
    const history = (await detail()).history as Array<Record<string, string>>;
    expect(history.filter((step) => step.opinion === '提交变更申请')).toHaveLength(3);
  });

  it('adds a column for a field the analyst adds later, keeping the stored record', async () => {
    await app.close();
    const file = join(tree.env.PORTAL_FORM_SCHEMAS_DIR, 'companyChange.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { properties: Record<string, unknown> };
    schema.properties.newEmail = { type: 'string', title: '新联系邮箱', maxLength: 100, format: 'email' };
    writeFileSync(file, JSON.stringify(schema));
    await start();
    const tables = await (database.db as unknown as UntypedDb).introspection.getTables();
    expect(tables.find((table) => table.name === 'form_company_change')!.columns.map((column) => column.name)).toContain('new_email');
    expect((await detail()).newName).toBe('杭州新名跨境电商有限公司');
  });
});
