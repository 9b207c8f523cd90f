// Uploads (issue "Hardening" 8, docs/security.md): only for a page's import or query button the
// user holds, the type told from the bytes, quotas per user and per company, and the bytes kept
// out of the database rows when the portal has a files folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startBillServer, DECLARER, type BillServer } from '../bills/bill-harness.ts';
import { ORDER_IMPORT, upload, workbookBuffer } from '../bills/excel-helpers.ts';
import { usingPostgres } from '../test-database.ts';
import { dynamicDb } from '../../../server/bills/db.ts';

const NOT_EXCEL = '只能上传Excel文件（.xls、.xlsx）';
let server: BillServer;
beforeAll(async () => {
  server = await startBillServer({ env: { PORTAL_UPLOADS_PER_USER_HOUR: '6', PORTAL_UPLOAD_MB_PER_USER_HOUR: '1' } });
});
afterAll(async () => server?.close());

describe('the type comes from the bytes', () => {
  it('refuses random bytes, an executable and a picture named .xlsx, and a workbook named .xls', async () => {
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), randomBytes(2048)]);
    const picture = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(512)]);
    for (const content of [randomBytes(4096), executable, picture]) {
      const answer = await upload(server, content, '订单.xlsx');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: -1, message: NOT_EXCEL, data: null });
    }
    // A zip that is no workbook.
    const zip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
    expect((await upload(server, zip, '订单.xlsx')).body.message).toBe(NOT_EXCEL);
    const workbook = await workbookBuffer([['订单编号']]);
    expect((await upload(server, workbook, '订单.xls')).body.message).toBe(NOT_EXCEL);
    expect((await upload(server, workbook, '订单.xlsx')).body.code).toBe(0);
  });
});

describe('the purpose', () => {
  it('refuses an upload that names no page button, and one for a button that takes no file', async () => {
    const workbook = await workbookBuffer([['订单编号']]);
    const none = await upload(server, workbook, '订单.xlsx', undefined, null);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('上传用途不正确：请从页面的导入或查询按钮上传');
    const export_ = await upload(server, workbook, '订单.xlsx', undefined, { route: '/bill/export/order', code: 'export' });
    expect(export_.status).toBe(400);
  });

  it('answers 403 when the user does not hold the button, before reading the file', async () => {
    const declarer = await server.token(DECLARER);
    const userId = (await server.db.selectFrom('app_user').select('id').where('login_name', '=', DECLARER.loginName).executeTakeFirstOrThrow()).id;
    await server.db
      .deleteFrom('user_button')
      .where('user_id', '=', userId)
      .where('module_button_id', 'in', (eb) =>
        eb
          .selectFrom('module_button')
          .innerJoin('module', 'module.id', 'module_button.module_id')
          .select('module_button.id')
          .where('module.uri', '=', ORDER_IMPORT.route)
          .where('module_button.code', '=', ORDER_IMPORT.code),
      )
      .execute();
    const refused = await upload(server, await workbookBuffer([['订单编号']]), '订单.xlsx', declarer);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('拒绝访问');
  });
});

describe('storage and quota', () => {
  it('keeps the bytes out of the database row when the portal has a files folder (SQLite by default)', async () => {
    const answer = await upload(server, await workbookBuffer([['订单编号'], ['Q-1']]), '订单.xlsx');
    const id = String(answer.body.data[0].uri).split('/').pop()!;
    const row = await dynamicDb(server.db).selectFrom('stored_file').select(['size', 'location', 'content']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.size).toBeGreaterThan(0);
    const filesDir = server.app.portal.config.filesDir;
    if (usingPostgres()) {
      expect(filesDir).toBeNull();
      expect(row.location).toBeNull();
      expect(Buffer.from(row.content).length).toBe(row.size);
    } else {
      expect(row.location).toBe(id);
      expect(Buffer.from(row.content).length).toBe(0);
      expect(existsSync(join(filesDir!, row.location))).toBe(true);
    }
  });

  it('refuses uploads beyond the user quota with 429 and stores nothing', async () => {
    const before = await dynamicDb(server.db)
      .selectFrom('stored_file')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const answers = [];
    for (let index = 0; index < 8; index += 1) answers.push(await upload(server, await workbookBuffer([['订单编号'], [`Q-${index}`]]), `订单${index}.xlsx`));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].body).toEqual({ code: -1, message: '上传过于频繁或文件总量超过限额，请稍后再试', data: null });
    const after = await dynamicDb(server.db)
      .selectFrom('stored_file')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(answers.length - refused.length);
  });
});
