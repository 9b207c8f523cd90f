// Imports (issue "Hardening" 1): read as a stream in a worker thread, with caps on what the
// file unpacks to (here 4 MB), on the rows (20,000, the spec's limit) and on the problems an
// answer lists; stopped early with a clear message; nothing stored; the server goes on serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API, startBillServer, type BillServer } from '../bills/bill-harness.ts';
import { upload } from '../bills/excel-helpers.ts';
import { bigWorkbook, zipBomb } from './hostile-files.ts';
import { dynamicDb } from '../../../server/bills/db.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer({ env: { PORTAL_IMPORT_MAX_UNPACKED_MB: '4' } });
});
afterAll(async () => server?.close());

async function storedUri(content: Buffer): Promise<string> {
  const answer = await upload(server, content, '订单导入.xlsx');
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data[0].uri;
}

async function orderCount(): Promise<number> {
  const row = await dynamicDb(server.db)
    .selectFrom('bill_export_order')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const importFile = (uri: string) => server.post(`${ORDER_API}/importData`, { filePath: uri });

describe('a zip bomb', () => {
  it('is stopped at the unpacked-size cap with a clear message, in a worker thread, storing nothing', async () => {
    const bomb = zipBomb(64);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const uri = await storedUri(bomb);
    const before = await orderCount();
    const started = server.app.portal.workers.started.importWorkbook ?? 0;
    const answer = await importFile(uri);
    expect(answer.body).toEqual({ code: -1, message: '文件解压后超过4MB，请分批导入', data: null });
    expect(server.app.portal.workers.started.importWorkbook).toBe(started + 1);
    expect(await orderCount()).toBe(before);
  });

  it('two at once are both refused, and a light request meanwhile is answered', async () => {
    const [first, second] = await Promise.all([storedUri(zipBomb(32)), storedUri(zipBomb(32))]);
    const [a, b, light] = await Promise.all([importFile(first), importFile(second), server.client.get('/api/auth/public_key')]);
    expect(a.body.message).toBe('文件解压后超过4MB，请分批导入');
    expect(b.body.message).toBe('文件解压后超过4MB，请分批导入');
    expect(light.body.code).toBe(0);
  });
});

describe('the row cap', () => {
  it('refuses 20,001 rows before validating any of them', async () => {
    const uri = await storedUri(await bigWorkbook(['订单编号'], 20_001, (index) => [`BIG-${index}`]));
    const answer = await importFile(uri);
    expect(answer.body).toEqual({ code: -1, message: '导入数据不能超过20000行', data: null });
  });

  it('lists at most 100 problems of 20,000 bad rows, with the count of all', async () => {
    const uri = await storedUri(await bigWorkbook(['订单编号', '商品价格'], 20_000, (index) => [`BAD-${index}`, 'x']));
    const answer = await importFile(uri);
    expect(answer.body.code).toBe(-1);
    expect(answer.body.data.errors).toHaveLength(100);
    expect(answer.body.data.errorCount).toBeGreaterThan(20_000);
    expect(answer.body.message).toMatch(/^第2行「订单编号」|^第2行/);
    expect(answer.body.message).toContain(`等共${answer.body.data.errorCount}处错误`);
    // The answer stays small: a tenth of the upload at most.
    expect(JSON.stringify(answer.body).length).toBeLessThan(40_000);
    expect(await orderCount()).toBe(0);
  });
});
