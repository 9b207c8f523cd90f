// 签名记录 (family other-sign) are what declaring writes (the demo seed writes none, see
// seed-bills.spec.ts): each declared message is
// one record, listed under its message type (dictionary sign_type) with the family's own states,
// and its detail shows the message waiting to be signed and the signed one. On SQLite, and on
// PostgreSQL with TEST_DATABASE=postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillServer, ORDER_API, type BillServer } from './bill-harness.ts';
import { orderBody } from './bill-fixtures.ts';

const SIGN_API = '/api/enterprise/sign/signData';

let server: BillServer;

beforeAll(async () => {
  server = await startBillServer();
});
afterAll(async () => server?.close());

describe('签名记录', () => {
  it('lists one record per declared message and shows the message in its detail', async () => {
    const declared = await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: 'EO-SIGN-0001' }));
    expect(declared.body.code, declared.text).toBe(0);

    const list = await server.post(`${SIGN_API}/queryPageList`, { pageIndex: 0, pageSize: 50 });
    expect(list.body.data.total).toBe(1);
    const [row] = list.body.data.datas;
    expect(row).toMatchObject({ copNo: 'EO-SIGN-0001', typeName: 'CEB303', purpose: '出口订单申报', state: '3' });
    // The family's own state list names the state.
    const counts = await server.post(`${SIGN_API}/queryStateCount`, {});
    expect(counts.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ state: '3', count: 1 })]));

    const detail = await server.post(`${SIGN_API}/findById`, { id: row.id });
    expect(detail.body.code, detail.text).toBe(0);
    expect(detail.body.data.waitSignData).toContain('<ceb:orderNo>EO-SIGN-0001</ceb:orderNo>');
    expect(detail.body.data.waitSignData).not.toContain('ds:Signature');
    expect(detail.body.data.signResult).toContain('<ds:Signature');
    expect(detail.body.data.signResult).toContain('<ceb:orderNo>EO-SIGN-0001</ceb:orderNo>');
    expect(detail.body.data.returnInfo).toMatch(/^已写入发送目录：[0-9A-F-]{36}\.xml$/);
    expect(detail.body.data.note).toContain('出口订单 EO-SIGN-0001');
  });
});
