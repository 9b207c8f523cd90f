// The generic list (spec §7.2): every term operator, the column whitelist, parameterised values,
// company scope, sorting and paging edges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders } from './bill-fixtures.ts';
import { OTHER_COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';

let server: BillServer;
const LIST = `${ORDER_API}/pageList`;

beforeAll(async () => {
  server = await startBillServer();
  await insertOrders(server.db, [
    { orderNo: 'EO-A-001', goodsValue: 10, currency: '142', state: '0', createTime: '2024-01-05 08:00:00', ebcName: '深圳前海优品贸易有限公司' },
    { orderNo: 'EO-A-002', goodsValue: 20, currency: '502', state: '10', createTime: '2024-02-10 09:30:00', ebcName: '义乌小商品跨境电商有限公司' },
    { orderNo: 'EO-B-003', goodsValue: 30.5, currency: '502', state: '399', createTime: '2024-03-15 23:59:59', ebcName: '100%_纯棉服饰有限公司' },
    { orderNo: 'EO-B-004', goodsValue: 40, currency: '300', state: '100', createTime: '2024-03-16 00:00:00', ebcName: '宁波港湾进出口有限公司' },
    { orderNo: 'EO-C-005', goodsValue: 50, currency: '142', state: '399', createTime: '2024-04-01 12:00:00', ebcName: '100元纯棉服饰有限公司' },
    { orderNo: 'EO-X-999', goodsValue: 60, currency: '142', state: '0', companyCode: OTHER_COMPANY, createTime: '2024-03-01 12:00:00' },
  ]);
});
afterAll(async () => server?.close());

async function orderNos(terms: unknown[], extra: Record<string, unknown> = {}): Promise<string[]> {
  const answer = await server.post(LIST, { pageIndex: 0, pageSize: 50, terms, sorts: [{ name: 'order_no', order: 'asc' }], ...extra });
  expect(answer.body.code, answer.text).toBe(0);
  return answer.body.data.datas.map((row: { orderNo: string }) => row.orderNo);
}

describe('list terms', () => {
  it("lists only the caller company's bills, with total and display names", async () => {
    const answer = await server.post(LIST, { pageIndex: 0, pageSize: 50, sorts: [{ name: 'order_no', order: 'asc' }], terms: [] });
    expect(answer.body.data.total).toBe(5);
    expect(answer.body.data.datas[1]).toMatchObject({
      orderNo: 'EO-A-002',
      goodsValue: 20,
      currency: '502',
      currencyName: '美元',
      state: '10',
      stateName: '已申报',
      appTypeName: '新增',
      createTime: '2024-02-10 09:30:00',
    });
  });

  it('filters with eq, lte, gte and in', async () => {
    expect(await orderNos([{ column: 'currency', termType: 'eq', type: 'and', value: '502' }])).toEqual(['EO-A-002', 'EO-B-003']);
    expect(await orderNos([{ column: 'goods_value', termType: 'lte', type: 'and', value: 30.5 }])).toEqual(['EO-A-001', 'EO-A-002', 'EO-B-003']);
    expect(await orderNos([{ column: 'goods_value', termType: 'gte', type: 'and', value: '40' }])).toEqual(['EO-B-004', 'EO-C-005']);
    expect(await orderNos([{ column: 'state', termType: 'in', type: 'and', value: ['0', '100'] }])).toEqual(['EO-A-001', 'EO-B-004']);
    expect(await orderNos([{ column: 'state', termType: 'in', type: 'and', value: [] }])).toEqual([]);
  });

  it('filters a date-time range with btw, a bare end date covering its whole day', async () => {
    const march = [{ column: 'create_time', termType: 'btw', type: 'and', value: ['2024-03-01 00:00:00', '2024-03-15'] }];
    expect(await orderNos(march)).toEqual(['EO-B-003']);
    const openEnd = [{ column: 'create_time', termType: 'btw', type: 'and', value: ['2024-03-16', null] }];
    expect(await orderNos(openEnd)).toEqual(['EO-B-004', 'EO-C-005']);
  });

  it('searches with like as "contains", case-insensitively, and % or _ match only themselves', async () => {
    expect(await orderNos([{ column: 'order_no', termType: 'like', type: 'and', value: '-b-' }])).toEqual(['EO-B-003', 'EO-B-004']);
    expect(await orderNos([{ column: 'ebc_name', termType: 'like', type: 'and', value: '100%_' }])).toEqual(['EO-B-003']);
    expect(await orderNos([{ column: 'ebc_name', termType: 'like', type: 'and', value: '%' }])).toEqual(['EO-B-003']);
    expect(await orderNos([{ column: 'ebc_name', termType: 'like', type: 'and', value: '_' }])).toEqual(['EO-B-003']);
  });

  it('combines terms with and, and ignores blank values', async () => {
    const terms = [
      { column: 'currency', termType: 'eq', type: 'and', value: '142' },
      { column: 'state', termType: 'eq', type: 'and', value: '399' },
      { column: 'ebc_name', termType: 'like', type: 'and', value: '' },
    ];
    expect(await orderNos(terms)).toEqual(['EO-C-005']);
  });

  it('refuses a column that is not a filter, sortable or system column with 400 naming it', async () => {
    const term = await server.post(LIST, { terms: [{ column: 'cop_name', termType: 'eq', type: 'and', value: 'x' }] });
    expect(term.status).toBe(400);
    expect(term.body).toEqual({ code: -1, message: '查询字段「cop_name」不存在或不允许查询', data: null });
    const company = await server.post(LIST, { terms: [{ column: 'company_code', termType: 'eq', type: 'and', value: OTHER_COMPANY }] });
    expect(company.status).toBe(400);
    const sort = await server.post(LIST, { sorts: [{ name: 'freight', order: 'desc' }] });
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe('排序字段「freight」不存在或不允许排序');
    const camel = await server.post(LIST, { sorts: [{ name: 'orderNo', order: 'desc' }] });
    expect(camel.body.message).toBe('排序字段「orderNo」不存在或不允许排序');
  });

  it('refuses an unknown operator and values of the wrong type', async () => {
    const operator = await server.post(LIST, { terms: [{ column: 'order_no', termType: 'regex', type: 'and', value: 'x' }] });
    expect(operator.status).toBe(400);
    const number = await server.post(LIST, { terms: [{ column: 'goods_value', termType: 'gte', type: 'and', value: 'abc' }] });
    expect(number.status).toBe(400);
    expect(number.body.message).toBe('查询条件「商品价格」的值不正确');
    const range = await server.post(LIST, { terms: [{ column: 'create_time', termType: 'btw', type: 'and', value: '2024-01-01' }] });
    expect(range.body.message).toBe('查询条件「创建时间」的范围应为 [开始, 结束]');
  });

  it('treats injection attempts in values as plain text and in column names as unknown columns', async () => {
    const value = "x' OR '1'='1";
    expect(await orderNos([{ column: 'order_no', termType: 'eq', type: 'and', value }])).toEqual([]);
    expect(await orderNos([{ column: 'order_no', termType: 'like', type: 'and', value: "%' OR 1=1 --" }])).toEqual([]);
    expect(await orderNos([{ column: 'state', termType: 'in', type: 'and', value: ["0' OR 1=1"] }])).toEqual([]);
    // Longer than any state can be: refused as a value no bill can hold.
    const long = await server.post(LIST, { terms: [{ column: 'state', termType: 'in', type: 'and', value: ["0') OR ('1'='1"] }] });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('查询条件「状态」的值不正确');
    const column = await server.post(LIST, { terms: [{ column: 'order_no = order_no OR 1=1 --', termType: 'eq', type: 'and', value: 'x' }] });
    expect(column.status).toBe(400);
    expect(column.body.message).toBe('查询字段「order_no = order_no OR 1=1 --」不存在或不允许查询');
    const sort = await server.post(LIST, { sorts: [{ name: '(select 1); drop table bill_export_order', order: 'asc' }] });
    expect(sort.status).toBe(400);
    const still = await server.post(LIST, { pageIndex: 0, pageSize: 50 });
    expect(still.body.data.total).toBe(5);
  });
});

describe('list sorting and paging', () => {
  it('sorts by the default sort (create_time desc) when none is given', async () => {
    const answer = await server.post(LIST, { pageIndex: 0, pageSize: 50 });
    expect(answer.body.data.datas.map((row: { orderNo: string }) => row.orderNo)).toEqual(['EO-C-005', 'EO-B-004', 'EO-B-003', 'EO-A-002', 'EO-A-001']);
  });

  it('sorts numbers as numbers', async () => {
    const answer = await server.post(LIST, { pageIndex: 0, pageSize: 50, sorts: [{ name: 'goods_value', order: 'desc' }] });
    expect(answer.body.data.datas.map((row: { goodsValue: number }) => row.goodsValue)).toEqual([50, 40, 30.5, 20, 10]);
  });

  it('answers the last page, partly filled, and an empty page beyond it with the total', async () => {
    for (let n = 0; n < 51; n += 1) await insertOrders(server.db, [{ orderNo: `PG-${String(n).padStart(3, '0')}`, createTime: '2023-06-01 00:00:00' }]);
    const terms = [{ column: 'order_no', termType: 'like', type: 'and', value: 'PG-' }];
    const sorts = [{ name: 'order_no', order: 'asc' }];
    const first = await server.post(LIST, { pageIndex: 0, pageSize: 50, terms, sorts });
    expect(first.body.data.total).toBe(51);
    expect(first.body.data.datas).toHaveLength(50);
    const last = await server.post(LIST, { pageIndex: 1, pageSize: 50, terms, sorts });
    expect(last.body.data.datas.map((row: { orderNo: string }) => row.orderNo)).toEqual(['PG-050']);
    const beyond = await server.post(LIST, { pageIndex: 7, pageSize: 50, terms, sorts });
    expect(beyond.body.data).toEqual({ datas: [], total: 51 });
  });

  it('offers only the page sizes of the definition', async () => {
    const answer = await server.post(LIST, { pageIndex: 0, pageSize: 10 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('每页条数只能是50、100、200、500');
    const negative = await server.post(LIST, { pageIndex: -1, pageSize: 50 });
    expect(negative.status).toBe(400);
  });

  it('needs a token', async () => {
    const answer = await server.client.post(LIST, { pageIndex: 0, pageSize: 50 });
    expect(answer.status).toBe(401);
  });
});
