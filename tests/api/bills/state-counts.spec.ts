// State counts (spec §7.2): every state of the family's list with its name and count, zeros
// included, under the same terms as the list minus the state term; they add up to the total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders } from './bill-fixtures.ts';
import { OTHER_COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
  await insertOrders(server.db, [
    { orderNo: 'SC-1', state: '0', currency: '142' },
    { orderNo: 'SC-2', state: '0', currency: '502' },
    { orderNo: 'SC-3', state: '399', currency: '142' },
    { orderNo: 'SC-4', state: '100', currency: '142' },
    { orderNo: 'SC-5', state: '0', currency: '142', companyCode: OTHER_COMPANY },
  ]);
});
afterAll(async () => server?.close());

describe('state counts', () => {
  it("counts every state of the list, zeros included, for the caller's company", async () => {
    const answer = await server.post(`${ORDER_API}/queryStateCount`, { terms: [] });
    expect(answer.body.data).toEqual([
      { state: '0', name: '暂存', count: 2 },
      { state: '10', name: '已申报', count: 0 },
      { state: '1', name: '电子口岸已暂存', count: 0 },
      { state: '2', name: '电子口岸申报中', count: 0 },
      { state: '3', name: '发送海关成功', count: 0 },
      { state: '4', name: '发送海关失败', count: 0 },
      { state: '100', name: '海关退单', count: 1 },
      { state: '120', name: '海关入库', count: 0 },
      { state: '399', name: '海关审结', count: 1 },
    ]);
  });

  it('applies the list terms except the state term, and adds up to the list total', async () => {
    const terms = [
      { column: 'currency', termType: 'eq', type: 'and', value: '142' },
      { column: 'state', termType: 'eq', type: 'and', value: '0' },
    ];
    const counts = await server.post(`${ORDER_API}/queryStateCount`, { terms });
    const byState = Object.fromEntries(counts.body.data.map((row: Record<string, unknown>) => [row.state, row.count]));
    expect(byState).toMatchObject({ '0': 1, '100': 1, '399': 1 });
    const list = await server.post(`${ORDER_API}/pageList`, { pageIndex: 0, pageSize: 50, terms: [terms[0]] });
    const sum = counts.body.data.reduce((total: number, row: Record<string, unknown>) => total + Number(row.count), 0);
    expect(sum).toBe(list.body.data.total);
  });

  it('refuses unknown columns like the list does', async () => {
    const answer = await server.post(`${ORDER_API}/queryStateCount`, { terms: [{ column: 'password', termType: 'eq', type: 'and', value: 'x' }] });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('查询字段「password」不存在或不允许查询');
  });
});
