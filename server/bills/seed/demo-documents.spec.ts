// Stored-file fields of demo bills point at real files: the download button's fileField and any
// field with "x-file": true get the uri of a kept workbook of the company, the nameField its name.
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDefinitions } from '#core/definition/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/api/test-database.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { loadSeedData } from '../../seed/seed-data.ts';
import { engineDb } from '../db.ts';
import { createFamily } from '../family.ts';
import { fileIdOf, IN_DATABASE, readStoredFile } from '../files/file-store.ts';
import { storeDemoDocuments } from './demo-documents.ts';
import { generateBill } from './generate-bills.ts';
import { Random } from '#core/seed/random.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, await loadSeedData());
});
afterEach(async () => database?.dispose());

const archive = () =>
  createFamily(
    buildDefinitions({
      'other-papers.schema.json': {
        $id: 'other-papers',
        title: '资料',
        type: 'object',
        properties: {
          fileName: { type: 'string', title: '文件名称', maxLength: 255 },
          filePath: { type: 'string', title: '文件路径', maxLength: 500 },
          templatePath: { type: 'string', title: '模板', maxLength: 36, 'x-file': true },
        },
      },
      'other-papers.ui.json': {
        family: 'other-papers',
        route: '/archive',
        api: { base: '/papers', list: 'list' },
        list: {
          columns: [{ field: 'fileName' }],
          sortable: [],
          defaultSort: { field: 'createTime', order: 'desc' },
        },
        buttons: [
          { code: 'download', kind: 'download', text: '下载', path: 'download', batchPath: 'batchDownload', fileField: 'filePath', nameField: 'fileName' },
        ],
      },
    })[0],
  );

describe('demo documents', () => {
  it('gives each bill a kept workbook of the company, named as the file is', async () => {
    const family = archive();
    const company = (await loadSeedData()).demo.company;
    const random = new Random(3);
    const now = Date.UTC(2025, 5, 1);
    const documents = await storeDemoDocuments(database.db, family, company.code, random, IN_DATABASE, now);
    expect(documents).not.toBeNull();
    const seed = { family, random, company, states: [], dictionaries: new Map(), now, documents };
    for (let serial = 1; serial <= 8; serial += 1) {
      const { head } = generateBill(seed, serial, serial);
      expect(head.file_path).toMatch(/^\/api\/file\/download\/[0-9a-f-]{36}$/);
      // A year later the file is still there: documents do not expire.
      const file = await readStoredFile(database.db, fileIdOf(head.file_path)!, IN_DATABASE, now + 365 * 86_400_000);
      expect(file?.company_code).toBe(company.code);
      expect(file?.name).toBe(head.file_name);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file!.content as unknown as ArrayBuffer);
      expect(workbook.worksheets[0].rowCount).toBeGreaterThan(2);
      // Too short for the uri: the bare file id.
      expect(await readStoredFile(database.db, String(head.template_path), IN_DATABASE, now)).toBeDefined();
    }
  });

  it('stores nothing for a family without stored-file fields', async () => {
    const family = createFamily(
      buildDefinitions({
        'other-notes.schema.json': {
          $id: 'other-notes',
          title: '说明',
          type: 'object',
          properties: { title: { type: 'string', title: '标题', maxLength: 50 } },
        },
        'other-notes.ui.json': {
          family: 'other-notes',
          route: '/bill/other/notes',
          api: { base: '/notes', list: 'list' },
          list: {
            columns: [{ field: 'title' }],
            sortable: [],
            defaultSort: { field: 'createTime', order: 'desc' },
          },
          buttons: [],
        },
      })[0],
    );
    expect(await storeDemoDocuments(database.db, family, 'X', new Random(1), IN_DATABASE, Date.now())).toBeNull();
    expect(await engineDb(database.db).selectFrom('stored_file').select('id').execute()).toEqual([]);
  });
});
