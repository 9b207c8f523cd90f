// Excel buttons (spec §5.1, §7.3): upload rules, export and download, templates, import with
// per-row errors (all or nothing), and the Excel file query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders } from './bill-fixtures.ts';
import { OTHER_COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { download, ORDER_IMPORT_HEAD, ORDER_IMPORT_HEADER, orderImportLine, readRows, upload, uploadRows, workbookBuffer } from './excel-helpers.ts';
import { dynamicDb } from '../../../server/bills/db.ts';

const ORDER_QUERY = { route: '/bill/export/order', code: 'conditionalQuery' };

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
  await insertOrders(server.db, [
    { orderNo: 'XL-001', goodsValue: 12.5, currency: '502', state: '399', createTime: '2024-05-01 10:00:00' },
    { orderNo: 'XL-002', goodsValue: 99, currency: '142', state: '0', createTime: '2024-05-02 10:00:00' },
    { orderNo: 'XL-003', goodsValue: 7, currency: '142', state: '0', createTime: '2024-05-03 10:00:00' },
    { orderNo: 'XL-004', goodsValue: 7, currency: '142', state: '0', companyCode: OTHER_COMPANY },
  ]);
});
afterAll(async () => server?.close());

async function orderNos(): Promise<string[]> {
  const rows = await dynamicDb(server.db)
    .selectFrom('bill_export_order')
    .select('order_no')
    .where('company_code', '=', '91440101MA5CKT9G3F')
    .orderBy('order_no')
    .execute();
  return rows.map((row) => row.order_no);
}

describe('upload', () => {
  it('stores an Excel file and answers its uri and name', async () => {
    const answer = await upload(server, await workbookBuffer([['订单编号']]), '查询_订单2024.xlsx');
    expect(answer.body).toMatchObject({ code: 0, message: '上传数据成功', data: [{ name: '查询_订单2024.xlsx' }] });
    expect(answer.body.data[0].uri).toMatch(/^\/api\/file\/download\/[0-9a-f-]{36}$/);
  });

  it('refuses a file name with other characters, and files that are not Excel', async () => {
    const content = await workbookBuffer([['订单编号']]);
    const badName = await upload(server, content, '订单 (1).xlsx');
    expect(badName.status).toBe(400);
    expect(badName.body.message).toBe('非法文件名，文件名只能包含汉字、英文、数字、下划线');
    const notExcel = await upload(server, content, '订单.csv');
    expect(notExcel.body.message).toBe('只能上传Excel文件（.xls、.xlsx）');
  });

  it('needs a token', async () => {
    const answer = await upload(server, await workbookBuffer([['x']]), 'a.xlsx', 'not-a-token');
    expect(answer.status).toBe(401);
  });
});

describe('export', () => {
  it('exports the selected ids with the list columns and titles, and the link downloads it', async () => {
    const ids = (
      await server.post(`${ORDER_API}/pageList`, {
        pageIndex: 0,
        pageSize: 50,
        terms: [{ column: 'order_no', termType: 'in', type: 'and', value: ['XL-001', 'XL-002'] }],
      })
    ).body.data.datas.map((row: Record<string, unknown>) => row.id);
    const answer = await server.post(`${ORDER_API}/exportOrderData`, {
      pageIndex: 0,
      pageSize: 50,
      terms: [{ column: 'id', termType: 'in', type: 'and', value: ids }],
      sorts: [{ name: 'order_no', order: 'asc' }],
    });
    expect(answer.body.code, answer.text).toBe(0);
    const file = await download(server, answer.body.data.downloadUri);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('出口订单'));
    const rows = await readRows(file.content);
    expect(rows[0]).toEqual([
      '订单编号',
      '状态',
      '电商企业名称',
      '电商平台名称',
      '商品价格',
      '运杂费',
      '币制',
      '传输企业名称',
      '申报时间',
      '创建时间',
      '回执信息',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[4], row[6]])).toEqual([
      ['XL-001', '海关审结', 12.5, '美元'],
      ['XL-002', '暂存', 99, '人民币'],
    ]);
  });

  it('exports the current filters when nothing is selected', async () => {
    const answer = await server.post(`${ORDER_API}/exportOrderData`, { terms: [{ column: 'goods_value', termType: 'eq', type: 'and', value: 7 }] });
    const rows = await readRows((await download(server, answer.body.data.downloadUri)).content);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['XL-003']);
  });

  it('refuses a download without a valid signature or of another company', async () => {
    const answer = await server.post(`${ORDER_API}/exportOrderData`, { terms: [] });
    const uri: string = answer.body.data.downloadUri;
    const unsigned = await download(server, uri.split('?')[0]);
    expect(unsigned.status).toBe(401);
    const tampered = await download(server, `/api/file/download/00000000-0000-4000-8000-000000000000?${uri.split('?')[1]}`);
    expect(tampered.status).toBe(401);
    const withBearer = await download(server, uri.split('?')[0], { authorization: `Bearer ${await server.token()}` });
    expect(withBearer.status).toBe(200);
    await dynamicDb(server.db)
      .insertInto('stored_file')
      .values({
        id: '11111111-1111-4111-8111-111111111111',
        company_code: OTHER_COMPANY,
        user_id: 1,
        kind: 'export',
        name: '别家.xlsx',
        size: 1,
        content: Buffer.from('x'),
        created_at: Date.now(),
        expires_at: Date.now() + 60_000,
      })
      .execute();
    const foreign = await download(server, '/api/file/download/11111111-1111-4111-8111-111111111111', { authorization: `Bearer ${await server.token()}` });
    expect(foreign.status).toBe(404);
  });
});

describe('templates', () => {
  it('gives an import template with one header row of the writable header and line titles', async () => {
    const answer = await server.post(`${ORDER_API}/downloadTemplate`, {});
    const rows = await readRows((await download(server, answer.body.data.downloadUri)).content);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual([
      '报送类型',
      '订单类型',
      '订单编号',
      '电商企业代码',
      '电商企业名称',
      '电商平台代码',
      '电商平台名称',
      '商品价格',
      '运杂费',
      '币制',
      '备注',
      '传输企业代码',
      '传输企业名称',
      '报文传输模式',
      '报文传输编号',
      '传输备注',
      '商品序号',
      '企业商品货号',
      '企业商品名称',
      '条形码',
      '企业商品描述',
      '数量',
      '计量单位',
      '单价',
      '总价',
      '币制（商品信息）',
      '备注（商品信息）',
    ]);
  });

  it('gives a query template with the link column', async () => {
    const answer = await server.post(`${ORDER_API}/downloadQueryTemplate`, {});
    const rows = await readRows((await download(server, answer.body.data.downloadUri)).content);
    expect(rows).toEqual([['订单编号']]);
  });
});

describe('import', () => {
  const header = ORDER_IMPORT_HEADER;
  const head = ORDER_IMPORT_HEAD;
  const line = orderImportLine;

  it('stores nothing when one row is bad and names the row and column', async () => {
    const before = await orderNos();
    const uri = await uploadRows(server, [
      header,
      ['IM-001', ...head, 50, 5, '美元', '91440101MA5CKT9G3F', '广州穗通', ...line(1)],
      ['', ...head, 100, 5, '美元', '91440101MA5CKT9G3F', '广州穗通', ...line(1)],
      ['IM-003', ...head, -1, 5, '火星币', '91440101MA5CKT9G3F', '广州穗通', ...line(1)],
    ]);
    const answer = await server.post(`${ORDER_API}/importData`, { filePath: uri });
    expect(answer.body.code).toBe(-1);
    expect(answer.body.message).toBe('第3行「订单编号」：请填写订单编号；第4行「商品价格」：商品价格不能小于0；第4行「币制」：请选择有效的币制');
    expect(answer.body.data.errors[0]).toEqual({ row: 3, field: 'orderNo', title: '订单编号', message: '第3行「订单编号」：请填写订单编号' });
    expect(await orderNos()).toEqual(before);
  });

  it('stores every row in one go, rows with the same order number becoming lines of one bill', async () => {
    const uri = await uploadRows(server, [
      header,
      ['IM-101', ...head, 100, 5, '美元', '91440101MA5CKT9G3F', '广州穗通', ...line(1)],
      ['IM-101', ...head, 100, 5, '美元', '91440101MA5CKT9G3F', '广州穗通', ...line(2)],
      ['IM-102', ...head, '88.8', 5, '142', '91440101MA5CKT9G3F', '广州穗通', ...line(1, 88.8)],
    ]);
    const answer = await server.post(`${ORDER_API}/importData`, { filePath: uri });
    expect(answer.body).toEqual({ code: 0, message: '导入成功', data: { count: 2 } });
    const list = await server.post(`${ORDER_API}/pageList`, {
      pageIndex: 0,
      pageSize: 50,
      terms: [{ column: 'order_no', termType: 'like', type: 'and', value: 'IM-1' }],
      sorts: [{ name: 'order_no', order: 'asc' }],
    });
    expect(
      list.body.data.datas.map((row: Record<string, unknown>) => [row.orderNo, row.currency, row.goodsValue, row.state, row.appType, row.dxpMode]),
    ).toEqual([
      ['IM-101', '502', 100, '0', '1', 'DXP'],
      ['IM-102', '142', 88.8, '0', '1', 'DXP'],
    ]);
    const detail = await server.post(`${ORDER_API}/findById`, { id: list.body.data.datas[0].id });
    expect(detail.body.data.lines.map((row: Record<string, unknown>) => [row.gnum, row.unit, row.currency])).toEqual([
      [1, '011', '142'],
      [2, '011', '142'],
    ]);
  });

  it('refuses an empty workbook and a file of another company', async () => {
    const empty = await uploadRows(server, [header]);
    expect((await server.post(`${ORDER_API}/importData`, { filePath: empty })).body.message).toBe('文件数据为空或格式不正确！');
    const bogus = await server.post(`${ORDER_API}/importData`, { filePath: '/api/file/download/00000000-0000-0000-0000-000000000000' });
    expect(bogus.body.message).toBe('文件不存在或已过期，请重新上传');
  });
});

describe('file query', () => {
  it('lists the bills whose link values the workbooks name', async () => {
    const first = await uploadRows(server, [['订单编号'], ['XL-001'], ['XL-004']], '查询一.xlsx', ORDER_QUERY);
    const second = await uploadRows(server, [['订单编号'], ['XL-003']], '查询二.xlsx', ORDER_QUERY);
    const answer = await server.post(`${ORDER_API}/queryByFile`, {
      filePath: [first, second],
      pageIndex: 0,
      pageSize: 50,
      sorts: [{ name: 'order_no', order: 'asc' }],
    });
    expect(answer.body.code, answer.text).toBe(0);
    expect(answer.body.data.datas.map((row: Record<string, unknown>) => row.orderNo)).toEqual(['XL-001', 'XL-003']);
  });

  it('issue 23 point 5: answers the state counts of what the files found and the values that matched nothing', async () => {
    const file = await uploadRows(server, [['订单编号'], ['XL-001'], ['NOSUCHORDER123'], ['XL-004'], ['XL-003']], '查询三.xlsx', ORDER_QUERY);
    // The state filter picks rows; the counts and the unmatched values describe the whole query.
    const answer = await server.post(`${ORDER_API}/queryByFile`, {
      filePath: [file],
      pageIndex: 0,
      pageSize: 50,
      terms: [{ column: 'state', termType: 'eq', type: 'and', value: '0' }],
    });
    expect(answer.body.code, answer.text).toBe(0);
    const { datas, total, stateCounts, unmatched, unmatchedCount } = answer.body.data;
    expect(datas.map((row: Record<string, unknown>) => row.orderNo)).toEqual(['XL-003']);
    expect(total).toBe(1);
    const counted = Object.fromEntries((stateCounts as { state: string; count: number }[]).filter((c) => c.count > 0).map((c) => [c.state, c.count]));
    expect(counted).toEqual({ '0': 1, '399': 1 });
    // Another company's bill is not found either: its number is as unknown to the caller as a typo.
    expect(unmatched).toEqual(['NOSUCHORDER123', 'XL-004']);
    expect(unmatchedCount).toBe(2);
  });

  it('refuses a workbook that is not the query template', async () => {
    const wrong = await uploadRows(server, [['物流单号'], ['XL-001']], '错误模板.xlsx', ORDER_QUERY);
    const answer = await server.post(`${ORDER_API}/queryByFile`, { filePath: wrong });
    expect(answer.body.message).toBe('数据格式不正确或者模板不正确');
  });
});
