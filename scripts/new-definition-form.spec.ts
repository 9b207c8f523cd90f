// npm run new-definition -- form (issue 25 point 6): the files it writes for a new engine form pass
// validate-schemas as they are, and the form works at once on a portal started with them — the
// empty record in 待提交, save, and submit approved by the reviewer without rules, with the history.
// Nothing is overwritten: existing files, a menu page or a state list refuse the run.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, scaffoldForm, ScaffoldError, type NewForm } from './new-definition.ts';
import { validateTree } from './validate-schemas.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig, type PortalConfig } from '../server/config.ts';
import { seedDatabase } from '../server/seed/seed.ts';
import { loadSeedData } from '../server/seed/seed-data.ts';
import { syncDefinitionsOnStart } from '../server/seed/sync/sync-on-start.ts';
import { ApiClient } from '../tests/api/api-client.ts';
import { TEST_CAPTCHA } from '../tests/api/harness.ts';
import { createTestDatabase, type TestDatabase } from '../tests/api/test-database.ts';

const SCHEMAS = fileURLToPath(new URL('../schemas', import.meta.url));
const NOTE: NewForm = { form: 'companyNote', title: '企业说明', field: 'remark', group: 'enterpriseManage' };
const roots: string[] = [];

/** A copy of the project's schemas/ in a new temporary root. */
function copyOfSchemas(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-definition-form-'));
  cpSync(SCHEMAS, join(root, 'schemas'), { recursive: true });
  roots.push(root);
  return root;
}

const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('npm run new-definition -- form', () => {
  let root: string;
  beforeAll(() => {
    root = copyOfSchemas();
  });

  it('writes the schema, UI file, field table, menu page and state list, each form file with $schema, and validate-schemas passes them', () => {
    const written = scaffoldForm(root, NOTE);
    expect(written).toEqual([
      'schemas/forms/companyNote.schema.json',
      'schemas/forms/companyNote.ui.json',
      'schemas/tables/forms/companyNote.table.json',
      'schemas/seed/menu.json',
      'schemas/seed/states.json',
    ]);
    for (const path of written.slice(0, 3)) expect(JSON.parse(read(root, path)).$schema).toMatch(/^(\.\.\/)+meta\//);
    expect(validateTree(root).problems).toEqual([]);
    expect(read(root, 'schemas/seed/menu.json')).toContain('"uri": "/form/companyNote"');
    expect(read(root, 'schemas/seed/states.json')).toContain('"billType": "CompanyNoteState"');
  });

  it('refuses to overwrite the form, a malformed id and a field the engine or the files use', () => {
    expect(() => scaffoldForm(root, NOTE)).toThrow(/已有文件，没有覆盖：schemas\/forms\/companyNote\.schema\.json/);
    expect(() => scaffoldForm(root, { ...NOTE, form: 'Company-note' })).toThrow(/表单标识「Company-note」不合规则/);
    expect(() => scaffoldForm(root, { ...NOTE, form: 'other', field: 'createdAt' })).toThrow(/字段名「createdAt」已由表单引擎/);
    expect(() => scaffoldForm(root, { ...NOTE, form: 'other', field: 'history' })).toThrow(ScaffoldError);
    expect(() => scaffoldForm(root, { ...NOTE, form: 'other', group: 'nowhere' })).toThrow(/没有 key 为「nowhere」的分组/);
  });

  it('refuses a menu page or a state list that exists, writing nothing', () => {
    const scratch = copyOfSchemas();
    scaffoldForm(scratch, NOTE);
    const formFiles = ['schemas/forms/companyNote.schema.json', 'schemas/forms/companyNote.ui.json', 'schemas/tables/forms/companyNote.table.json'];
    formFiles.forEach((path) => rmSync(join(scratch, path)));
    const seed = () => [read(scratch, 'schemas/seed/menu.json'), read(scratch, 'schemas/seed/states.json')];
    const before = seed();
    expect(() => scaffoldForm(scratch, NOTE)).toThrow(/菜单中已有页面 \/form\/companyNote/);
    // The project's company filing has the state list COMPANY/CompanyApproveState already.
    expect(() => scaffoldForm(scratch, { ...NOTE, form: 'companyApprove' })).toThrow(/状态列表中已有 COMPANY\/CompanyApproveState/);
    expect(formFiles.some((path) => existsSync(join(scratch, path)))).toBe(false);
    expect(existsSync(join(scratch, 'schemas/forms/companyApprove.ui.json'))).toBe(false);
    expect(seed()).toEqual(before);
  });

  it('answers usage errors with 2 and refusals with 1', () => {
    const stderr = process.stderr.write;
    process.stderr.write = () => true;
    try {
      expect(main(['form'])).toBe(2);
      expect(main(['form', 'x', '--group'])).toBe(2);
      expect(main(['bill', 'import-x', '--group', 'enterpriseManage'])).toBe(2);
      expect(main(['form', 'companyNote', '--root', root])).toBe(1);
    } finally {
      process.stderr.write = stderr;
    }
  });

  describe('on a portal started with the new files', () => {
    const api = '/api/enterprise/form/companyNote';
    let database: TestDatabase;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let client: ApiClient;
    let token = '';

    beforeAll(async () => {
      database = await createTestDatabase();
      await seedDatabase(database.db, await loadSeedData());
      const config = {
        ...loadConfig({
          DATABASE_URL: database.url,
          PORTAL_TEST_CAPTCHA: TEST_CAPTCHA,
          PORTAL_STATIC_DIR: fileURLToPath(new URL('../tests/api/fixtures/no-client', import.meta.url)),
        }),
        billSchemaDir: join(root, 'schemas/bills'),
        formSchemaDir: join(root, 'schemas/forms'),
        formReviewDelayMs: 0,
      } as PortalConfig;
      const data = await loadSeedData(join(root, 'schemas/seed'));
      await syncDefinitionsOnStart(database.db, data, config, () => {});
      app = await buildApp(config, { db: database.db });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      client = new ApiClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, TEST_CAPTCHA);
      const admin = data.demo.accounts.find((account) => account.userType === 'ADMIN')!;
      const session = await client.session(admin.loginName, admin.password);
      token = session.token;
      expect(JSON.stringify(session.modules)).toContain('/form/companyNote');
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    const call = (path: string, payload: unknown) => client.post(`${api}/${path}`, payload, { token });

    it('answers the empty record in 待提交, saves the field, and a submit is approved with two history rows', async () => {
      const empty = await call('queryDetail', {});
      expect(empty.body.code, empty.text).toBe(0);
      expect(empty.body.data).toMatchObject({ applyState: '0', applyStateName: '待提交', history: [] });
      const saved = await call('save', { remark: '第一次填写' });
      expect(saved.body.code, saved.text).toBe(0);
      expect((await call('queryDetail', {})).body.data).toMatchObject({ remark: '第一次填写', applyState: '0' });
      const submitted = await call('submit', { remark: '提交的内容' });
      expect(submitted.body.code, submitted.text).toBe(0);
      expect(submitted.body.data).toMatchObject({ remark: '提交的内容', applyState: '2', applyStateName: '审核通过' });
      const history = submitted.body.data.history as Array<Record<string, string>>;
      expect(history.map((step) => [step.stateName, step.opinion])).toEqual([
        ['审核通过', '审核通过'],
        ['审核中', '提交'],
      ]);
      expect(history[0].userName).toBe('审核员');
    });
  });
});
