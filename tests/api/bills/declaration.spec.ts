// The export declaration through the generic engine (definition files only) plus its order
// summary (spec §2.5, §7.6): save with the schema's messages, declare and receive receipts,
// list; queryOrderList finds the caller's orders, saveListByOrderIds turns their goods into lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders, orderBody } from './bill-fixtures.ts';
import { DECLARATION_API, declarationBody, saveDeclaration, insertDeclaration } from './declaration-body.ts';
import { COMPANY, DECLARER, ORDER_API, OTHER_COMPANY, startBillServer, type BillServer } from './bill-harness.ts';
import type { AnyData } from '../api-client.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
});
afterAll(async () => server?.close());

describe('the declaration through the generic engine', () => {
  it("names every missing required field in the form's words, select fields with 请选择", async () => {
    const answer = await server.post(`${DECLARATION_API}/saveData`, { copNo: 'ED-EMPTY', lines: [{ gno: 1 }] });
    expect(answer.status).toBe(400);
    const messages = answer.body.data.errors.map((error: Record<string, unknown>) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        '请填写报关/转关关系标志',
        '请选择申报地海关',
        '请填写件数',
        '请选择保险费币制',
        '请选择运输方式',
        '请填写原箱运输',
        '商品信息第1行：请填写商品编号',
        '商品信息第1行：请选择成交计量单位',
      ]),
    );
    expect(messages).not.toContain('请填写企业内部编号');
  });

  it('checks the lengths of the spec (copNo 30, billNo 37) and that weights are not negative', async () => {
    const body = declarationBody({ copNo: 'E'.repeat(31), billNo: 'B'.repeat(38), grossWet: -1 });
    const answer = await server.post(`${DECLARATION_API}/saveData`, body);
    expect(answer.body.data.errors.map((error: Record<string, unknown>) => error.message)).toEqual([
      '企业内部编号不能超过30个字符',
      '提运单号不能超过37个字符',
      '毛重（千克）不能小于0',
    ]);
  });

  it('saves a draft, lists it and declares it until customs releases it', async () => {
    const saved = await saveDeclaration(server, 'ED-FLOW-1');
    expect(saved).toMatchObject({ state: '0', stateName: '暂存', customMasterName: '广州海关', ieFlag: 'E', appType: '1', specDeclFlag: '0000100' });
    const list = await server.post(`${DECLARATION_API}/queryPageList`, {
      pageIndex: 0,
      pageSize: 50,
      terms: [{ column: 'cop_no', termType: 'like', type: 'and', value: 'FLOW' }],
    });
    expect(list.body.data.datas.map((row: Record<string, unknown>) => row.copNo)).toEqual(['ED-FLOW-1']);
    const declared = await server.post(`${DECLARATION_API}/declarationList`, {
      ids: [saved.id],
      startTime: '2024-01-01 00:00:00',
      endTime: '2030-01-01 00:00:00',
    });
    expect(declared.body.code, declared.text).toBe(0);
    const detail = (await server.post(`${DECLARATION_API}/queryById`, { id: saved.id })).body.data;
    expect(detail).toMatchObject({ state: '800', stateName: '放行' });
    const receipts = await server.post('/api/receipter/messageFindByBill', { messageType: 'DecImportResponse', copNo: 'ED-FLOW-1', agentCode: COMPANY });
    expect(receipts.body.data.map((row: Record<string, unknown>) => row.returnStatus)).toEqual(['800', '399', '120', '3', '2']);
  });

  it('saves and declares in one call', async () => {
    const answer = await server.post(`${DECLARATION_API}/saveDataAndDeclaration`, declarationBody({ copNo: 'ED-FLOW-2' }));
    expect(answer.body.code, answer.text).toBe(0);
    expect(answer.body.message).toBe('申报成功!');
    expect(answer.body.data.stateName).toBe('放行');
  });

  it('keeps the sub-account from declaring (declare is withheld from it)', async () => {
    const saved = await saveDeclaration(server, 'ED-SUB-1');
    const refused = await server.post(`${DECLARATION_API}/declarationList`, { ids: [saved.id] }, await server.token(DECLARER));
    expect(refused.status).toBe(403);
    expect((await server.post(`${DECLARATION_API}/queryById`, { id: saved.id })).body.data.state).toBe('0');
  });
});

describe('queryOrderList', () => {
  it("finds the caller's orders by number, company name and creation time, 10 a page, newest first", async () => {
    await insertOrders(server.db, [
      { orderNo: 'SUM-A-001', ebcName: '深圳云帆电子商务有限公司', createTime: '2024-05-01 09:00:00' },
      { orderNo: 'SUM-A-002', ebcName: '深圳云帆电子商务有限公司', createTime: '2024-05-03 09:00:00' },
      { orderNo: 'SUM-B-001', ebcName: '义乌好物贸易有限公司', createTime: '2024-05-02 09:00:00' },
      { orderNo: 'SUM-A-003', ebcName: '深圳云帆电子商务有限公司', createTime: '2024-05-04 09:00:00', companyCode: OTHER_COMPANY },
    ]);
    const search = async (terms: unknown[], extra: Record<string, unknown> = {}) =>
      server.post(`${DECLARATION_API}/queryOrderList`, { pageIndex: 0, pageSize: 10, terms, ...extra });
    const byNumber = await search([{ column: 'order_no', termType: 'like', type: 'and', value: 'SUM-A' }]);
    expect(byNumber.body.data.datas.map((row: Record<string, unknown>) => row.orderNo)).toEqual(['SUM-A-002', 'SUM-A-001']);
    expect(byNumber.body.data.datas[0]).toMatchObject({ ebcName: '深圳云帆电子商务有限公司', stateName: '暂存', createTime: '2024-05-03 09:00:00' });
    const byName = await search([
      { column: 'ebc_name', termType: 'like', type: 'and', value: '义乌' },
      { column: 'create_time', termType: 'btw', type: 'and', value: ['2024-05-01', '2024-05-31'] },
    ]);
    expect(byName.body.data).toMatchObject({ total: 1, datas: [{ orderNo: 'SUM-B-001' }] });
    const outside = await search([
      { column: 'create_time', termType: 'btw', type: 'and', value: ['2024-05-02', '2024-05-02'] },
      { column: 'order_no', termType: 'like', type: 'and', value: 'SUM' },
    ]);
    expect(outside.body.data.datas.map((row: Record<string, unknown>) => row.orderNo)).toEqual(['SUM-B-001']);
  });

  it('refuses other search columns and other page sizes', async () => {
    const column = await server.post(`${DECLARATION_API}/queryOrderList`, { terms: [{ column: 'goods_value', termType: 'eq', type: 'and', value: 1 }] });
    expect(column.status).toBe(400);
    expect(column.body.message).toBe('查询字段「goods_value」不存在或不允许查询');
    const size = await server.post(`${DECLARATION_API}/queryOrderList`, { pageSize: 15 });
    expect(size.body.message).toBe('每页条数只能是10、20、50、100、200、300、400');
  });
});

describe('saveListByOrderIds', () => {
  async function saveOrder(orderNo: string): Promise<AnyData> {
    const answer = await server.post(`${ORDER_API}/save`, orderBody({ orderNo }));
    expect(answer.body.code, answer.text).toBe(0);
    return answer.body.data;
  }

  it('appends the goods of the chosen orders as lines, numbered after the existing ones', async () => {
    const head = await saveDeclaration(server, 'ED-SUM-1', 2);
    const [first, second] = [await saveOrder('EO-SUM-1'), await saveOrder('EO-SUM-2')];
    const answer = await server.post(`${DECLARATION_API}/saveListByOrderIds`, {
      headId: head.id,
      orderIds: [first.id, second.id],
      startTime: '2024-01-01 00:00:00',
      endTime: '2030-12-31 23:59:59',
    });
    expect(answer.body).toEqual({ code: 0, message: '操作成功！', data: { count: 4, headVersion: expect.any(Number) } });
    const lines = (await server.post(`${DECLARATION_API}/queryListByHeadId`, { id: head.id, pageSize: 50 })).body.data;
    expect(lines.map((line: Record<string, unknown>) => line.gno)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(lines[2]).toMatchObject({
      gname: '蓝牙耳机',
      exgNo: 'SKU-001',
      gqty: 2,
      gunit: '011',
      declPrice: 400,
      declTotal: 800,
      tradeCurr: '502',
      codeTs: null,
    });
    expect(lines[5]).toMatchObject({ gname: '充电宝', declTotal: 488.5 });
  });

  it("asks for orders when none is chosen, and adds nothing for another company's order", async () => {
    const head = await saveDeclaration(server, 'ED-SUM-2', 1);
    const none = await server.post(`${DECLARATION_API}/saveListByOrderIds`, { headId: head.id, orderIds: [] });
    expect(none.body).toEqual({ code: -1, message: '请选择订单数据！', data: null });
    const mine = await saveOrder('EO-SUM-3');
    const [foreign] = await insertOrders(server.db, [{ orderNo: 'EO-SUM-FOREIGN', companyCode: OTHER_COMPANY }]);
    const refused = await server.post(`${DECLARATION_API}/saveListByOrderIds`, { headId: head.id, orderIds: [mine.id, foreign] });
    expect(refused.body.message).toBe(`#${foreign}：单据不存在或已被删除`);
    const lines = (await server.post(`${DECLARATION_API}/queryListByHeadId`, { id: head.id })).body.data;
    expect(lines).toHaveLength(1);
  });

  it('refuses a declaration that may no longer be edited', async () => {
    const locked = await insertDeclaration(server.db, 'ED-SUM-LOCKED', '10');
    const order = await saveOrder('EO-SUM-4');
    const answer = await server.post(`${DECLARATION_API}/saveListByOrderIds`, { headId: locked, orderIds: [order.id] });
    expect(answer.body.message).toBe('当前状态「已申报」不允许修改');
  });
});
