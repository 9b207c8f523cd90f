// Save, save-and-declare and detail: the schema's messages, nothing stored on failure,
// read-only fields ignored, editing only in editable states, company scope, button codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders, orderBody, orderRow } from './bill-fixtures.ts';
import { DECLARER, OTHER_COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { dynamicDb } from '../../../server/bills/db.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
});
afterAll(async () => server?.close());

async function orderCount(): Promise<number> {
  const row = await dynamicDb(server.db)
    .selectFrom('bill_export_order')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('save', () => {
  it('stores a new bill as draft with its lines and answers the detail', async () => {
    const answer = await server.post(`${ORDER_API}/save`, orderBody({ orderNo: 'EO-SAVE-1' }));
    expect(answer.body.code, answer.text).toBe(0);
    expect(answer.body.message).toBe('保存成功！');
    const saved = answer.body.data;
    expect(saved).toMatchObject({ orderNo: 'EO-SAVE-1', state: '0', stateName: '暂存', currencyName: '美元', goodsValue: 1288.5 });
    expect(saved.id).toEqual(expect.any(Number));
    expect(saved.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(saved.lines.map((line: Record<string, unknown>) => [line.gnum, line.itemName, line.unitName])).toEqual([
      [1, '蓝牙耳机', '件'],
      [2, '充电宝', '件'],
    ]);

    const detail = await server.post(`${ORDER_API}/findById`, { id: saved.id });
    expect(detail.body.data).toEqual(saved);
  });

  it("answers the first problem in the form's words and all of them in data, storing nothing", async () => {
    const before = await orderCount();
    const body = orderBody({ orderNo: '', currency: undefined, goodsValue: 123456789012345680000, ebcCode: 'X'.repeat(19) });
    body.lines = [{ gnum: 1, itemNo: 'A', itemName: '耳机', qty: 1, unit: '011', price: 1, totalPrice: 1 }];
    const answer = await server.post(`${ORDER_API}/save`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(-1);
    expect(answer.body.message).toBe('请填写订单编号');
    expect(answer.body.data.errors.map((error: { message: string }) => error.message)).toEqual([
      '请填写订单编号',
      '请选择币制',
      '电商企业代码不能超过18个字符',
      '商品价格不能超过20位',
      '商品信息第1行：请选择币制',
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a dictionary value that does not exist', async () => {
    const answer = await server.post(`${ORDER_API}/save`, orderBody({ currency: '999' }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('请选择有效的币制');
  });

  it('ignores read-only and system fields sent by the client', async () => {
    const answer = await server.post(
      `${ORDER_API}/save`,
      orderBody({
        orderNo: 'EO-RO-1',
        state: '399',
        returnInfo: '伪造',
        appTime: '2020-01-01 00:00:00',
        companyCode: OTHER_COMPANY,
      }),
    );
    expect(answer.body.code).toBe(0);
    const row = await orderRow(server.db, answer.body.data.id);
    expect(row).toMatchObject({ state: '0', return_info: null, app_time: null, company_code: '91440101MA5CKT9G3F' });
  });

  it('updates a draft, replacing its lines, and keeps the lines when none are sent', async () => {
    const created = (await server.post(`${ORDER_API}/save`, orderBody({ orderNo: 'EO-UPD-1' }))).body.data;
    const updated = await server.post(
      `${ORDER_API}/save`,
      // One line left (2 × 400): 商品价格 follows it, as the page computes it.
      orderBody({ id: created.id, version: created.version, orderNo: 'EO-UPD-1B', goodsValue: 800, lines: [(orderBody().lines as unknown[])[0]] }),
    );
    expect(updated.body.data).toMatchObject({ id: created.id, orderNo: 'EO-UPD-1B', createTime: created.createTime, version: created.version + 1 });
    expect(updated.body.data.lines).toHaveLength(1);
    const { lines: _lines, ...headOnly } = orderBody({ id: created.id, version: updated.body.data.version, orderNo: 'EO-UPD-1C' });
    const header = await server.post(`${ORDER_API}/save`, headOnly);
    expect(header.body.data.orderNo).toBe('EO-UPD-1C');
    expect(header.body.data.lines).toHaveLength(1);
  });

  it('refuses to change a bill in a state that is not editable', async () => {
    const [id] = await insertOrders(server.db, [{ orderNo: 'EO-LOCKED', state: '399' }]);
    const answer = await server.post(`${ORDER_API}/save`, orderBody({ id, version: 0, orderNo: 'EO-CHANGED' }));
    expect(answer.body).toEqual({ code: -1, message: '当前状态「海关审结」不允许修改', data: null });
    expect((await orderRow(server.db, id))?.order_no).toBe('EO-LOCKED');
  });

  it('treats a bill of another company as not found, for detail and save', async () => {
    const [id] = await insertOrders(server.db, [{ orderNo: 'EO-FOREIGN', companyCode: OTHER_COMPANY }]);
    const detail = await server.post(`${ORDER_API}/findById`, { id });
    expect(detail.body).toEqual({ code: -1, message: '单据不存在或已被删除', data: null });
    const save = await server.post(`${ORDER_API}/save`, orderBody({ id, version: 0, orderNo: 'EO-HIJACK' }));
    expect(save.body.message).toBe('单据不存在或已被删除');
    expect((await orderRow(server.db, id))?.order_no).toBe('EO-FOREIGN');
  });

  it('saves and declares in one call (button saveDeclare), handing the bill to customs', async () => {
    const answer = await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: 'EO-SD-1' }));
    expect(answer.body.code, answer.text).toBe(0);
    expect(answer.body.message).toBe('申报成功!');
    // Without delay, customs answers at once: accepted orders end 海关审结.
    expect(answer.body.data).toMatchObject({ state: '399', stateName: '海关审结', returnInfo: '海关审结通过' });
    expect(answer.body.data.appTime).toMatch(/^\d{4}-/);
  });

  it('needs the button code save for saving', async () => {
    await server.db
      .deleteFrom('user_button')
      .where(
        'module_button_id',
        'in',
        server.db
          .selectFrom('module_button')
          .innerJoin('module', 'module.id', 'module_button.module_id')
          .select('module_button.id')
          .where('module.uri', '=', '/bill/export/order')
          .where('module_button.code', 'in', ['save', 'temporary']),
      )
      .where('user_id', 'in', server.db.selectFrom('app_user').select('id').where('login_name', '=', DECLARER.loginName))
      .execute();
    const answer = await server.post(`${ORDER_API}/save`, orderBody({ orderNo: 'EO-NOPE' }), await server.token(DECLARER));
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('拒绝访问');
  });
});
