// npm run new-definition (issue 25 point 6): the files it writes for a new bill family pass
// validate-schemas as they are, and the family works at once — its page is in the menu and its
// list answers — on a portal started with them. Nothing is overwritten.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaffoldBill, ScaffoldError } from './new-definition.ts';
import { validateTree } from './validate-schemas.ts';
import { startBillServer, type BillServer } from '../tests/api/bills/bill-harness.ts';

const SCHEMAS = fileURLToPath(new URL('../schemas', import.meta.url));
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'new-definition-'));
  cpSync(SCHEMAS, join(root, 'schemas'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new-definition -- bill', () => {
  it('writes the schema, UI file, field table and menu page, each with $schema, and validate-schemas passes them', () => {
    const written = scaffoldBill(root, { family: 'import-logisticsStatus', title: '进口物流状态', field: 'copNo' });
    expect(written).toEqual([
      'schemas/bills/import-logisticsStatus.schema.json',
      'schemas/bills/import-logisticsStatus.ui.json',
      'schemas/tables/import-logisticsStatus.table.json',
      'schemas/seed/menu.json',
    ]);
    for (const path of written.slice(0, 3)) expect(JSON.parse(readFileSync(join(root, path), 'utf8')).$schema).toMatch(/^\.\.\/meta\//);
    // The common limit of copNo (企业内部编号 30) is taken, so the check has nothing to say.
    expect(validateTree(root).problems).toEqual([]);
    expect(readFileSync(join(root, 'schemas/seed/menu.json'), 'utf8')).toContain('"uri": "/bill/import/logisticsStatus"');
  });

  it('refuses to overwrite, a malformed family name and a malformed field', () => {
    expect(() => scaffoldBill(root, { family: 'import-logisticsStatus', title: 'x', field: 'copNo' })).toThrow(ScaffoldError);
    expect(() => scaffoldBill(root, { family: 'logisticsStatus', title: 'x', field: 'copNo' })).toThrow(/单证族名「logisticsStatus」不合规则/);
    expect(() => scaffoldBill(root, { family: 'import-other', title: 'x', field: 'Bad-Field' })).toThrow(/字段名「Bad-Field」不合规则/);
  });

  describe('on a portal started with the new files', () => {
    let server: BillServer;
    beforeAll(async () => {
      server = await startBillServer({ billSchemaDir: join(root, 'schemas/bills'), seedDir: join(root, 'schemas/seed') });
    });
    afterAll(async () => server?.close());

    it('its page is in the menu and its list answers', async () => {
      const admin = JSON.parse(readFileSync(join(root, 'schemas/seed/demo.json'), 'utf8')).accounts.find(
        (account: { userType: string }) => account.userType === 'ADMIN',
      );
      const { modules } = await server.client.session(admin.loginName, admin.password);
      expect(JSON.stringify(modules)).toContain('/bill/import/logisticsStatus');
      const list = await server.post('/api/enterprise/invt/logisticsStatus/queryPageList', { pageIndex: 0, pageSize: 50, terms: [] });
      expect(list.body.code, list.text).toBe(0);
      expect(list.body.data.datas).toEqual([]);
      const definition = await server.post('/api/enterprise/bill/definition', { route: '/bill/import/logisticsStatus' });
      expect(definition.body.code, definition.text).toBe(0);
    });
  });
});
