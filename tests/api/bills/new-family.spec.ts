// Adding a bill family needs no TypeScript: a new definition pair in the schema folder (plus
// its menu entry and state list, which are seed data) gives a working list, save, declare,
// prompt action and receipts. A family that gains fields keeps its rows: columns are added.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDb } from '../../../server/db/connect.ts';
import { serialType } from '../../../server/db/dialect.ts';
import { COMPANY, startBillServer, type BillServer } from './bill-harness.ts';
import { dynamicDb } from '../../../server/bills/db.ts';

const API = '/api/enterprise/expu/parcel';

const schema = {
  $schema: '../meta/bill-data.schema.json',
  $id: 'export-parcel',
  title: '出口包裹单',
  type: 'object',
  properties: {
    parcelNo: { type: 'string', title: '包裹编号', maxLength: 40 },
    senderName: { type: 'string', title: '寄件人', maxLength: 100 },
    senderMobile: { type: 'string', title: '寄件人手机', maxLength: 11, 'x-mobile': true },
    weight: { type: 'number', title: '重量（千克）', 'x-maxLength': 10, minimum: 0 },
    pieces: { type: 'integer', title: '件数', 'x-maxLength': 4, minimum: 1 },
    currency: { $ref: '_shared.schema.json#/definitions/currency' },
    shipDate: { type: 'string', title: '发货日期', format: 'date' },
    state: { $ref: '_shared.schema.json#/definitions/state' },
    createTime: { $ref: '_shared.schema.json#/definitions/createTime' },
    lines: {
      type: 'array',
      title: '包裹明细',
      maxItems: 50,
      items: {
        type: 'object',
        properties: { gnum: { type: 'integer', title: '序号' }, goodsName: { type: 'string', title: '物品名称', maxLength: 50 } },
        required: ['gnum', 'goodsName'],
      },
    },
  },
  required: ['parcelNo', 'weight', 'currency'],
};

const ui = {
  $schema: '../meta/bill-ui.schema.json',
  family: 'export-parcel',
  route: '/bill/export/parcel',
  stateType: { mode: 'EXPU', billType: 'ExpuParcelState' },
  api: { base: '/expu/parcel', list: 'list', stateCount: 'counts', detail: 'detail', save: 'save', saveAndDeclare: 'saveAndDeclare' },
  list: {
    columns: [{ field: 'parcelNo', link: true }, { field: 'state' }, { field: 'weight' }],
    filters: [
      { field: 'parcelNo', op: 'like' },
      { field: 'shipDate', op: 'btw' },
      { field: 'createTime', op: 'btw', defaultWindow: '30d' },
    ],
    sortable: ['parcelNo', 'weight'],
    defaultSort: { field: 'createTime', order: 'desc' },
    pageSizes: [10, 20],
    pageSize: 10,
    paging: 'simple',
  },
  lifecycle: {
    states: { draft: '0', declared: '10' },
    editableIn: ['0', '100'],
    actions: { declare: { from: ['0', '100'], to: '10' }, cancel: { from: ['800'], to: '4' } },
  },
  buttons: [
    { code: 'declare', kind: 'confirm', text: '申报', confirm: '确认批量申报吗？', path: 'declare', action: 'declare' },
    {
      code: 'cancel',
      kind: 'prompt',
      text: '撤单',
      prompt: { key: 'reason', label: '撤单原因', required: '请输入撤单原因' },
      path: 'cancel',
      action: 'cancel',
    },
  ],
  receipt: { messageType: 'PARCEL01', keys: ['parcelNo'] },
  customsRules: [{ field: 'pieces', op: 'gt', value: 99, reason: '件数不得超过99' }],
};

/** The menu entry and state list of the new family: seed data, not code. */
async function addMenuAndStates(db: PortalDb): Promise<void> {
  const module = await db
    .insertInto('module')
    .values({ parent_id: null, module_key: 'exportParcel', uri: '/bill/export/parcel', name: '出口包裹单', icon: null, sort_no: 99 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const buttons = await db
    .insertInto('module_button')
    .values(['declare', 'cancel', 'save', 'saveDeclare'].map((code) => ({ module_id: module.id, code })))
    .returning('id')
    .execute();
  const admin = await db.selectFrom('app_user').select('id').where('login_name', '=', 'admin').executeTakeFirstOrThrow();
  await db.insertInto('user_module').values({ user_id: admin.id, module_id: module.id }).execute();
  await db
    .insertInto('user_button')
    .values(buttons.map((button) => ({ user_id: admin.id, module_button_id: button.id })))
    .execute();
  const states = [
    ['0', '暂存'],
    ['10', '已申报'],
    ['2', '电子口岸申报中'],
    ['3', '发送海关成功'],
    ['4', '发送海关失败'],
    ['100', '海关退单'],
    ['800', '放行'],
  ];
  await db
    .insertInto('state_option')
    .values(states.map(([state, name], index) => ({ mode: 'EXPU', bill_type: 'ExpuParcelState', state, state_name: name, sort_no: index })))
    .execute();
}

/** An older shape of the parcel table with one row: the definition has grown since. */
async function olderTable(db: PortalDb): Promise<void> {
  await dynamicDb(db)
    .schema.createTable('bill_export_parcel')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('company_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('app_time', 'varchar(19)')
    .addColumn('return_info', 'text')
    .addColumn('parcel_no', 'varchar(40)')
    .execute();
  await dynamicDb(db)
    .insertInto('bill_export_parcel')
    .values({ company_code: COMPANY, state: '0', create_time: '2024-01-01 08:00:00', update_time: '2024-01-01 08:00:00', parcel_no: 'OLD-0001' })
    .execute();
}

let dir: string;
let server: BillServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bill-defs-'));
  copyFileSync(fileURLToPath(new URL('../../../schemas/bills/_shared.schema.json', import.meta.url)), join(dir, '_shared.schema.json'));
  writeFileSync(join(dir, 'export-parcel.schema.json'), JSON.stringify(schema));
  writeFileSync(join(dir, 'export-parcel.ui.json'), JSON.stringify(ui));
  server = await startBillServer({
    billSchemaDir: dir,
    beforeBuild: async (db) => {
      await addMenuAndStates(db);
      await olderTable(db);
    },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const parcel = {
  parcelNo: 'PC-0001',
  senderName: '陈先生',
  weight: 2.5,
  pieces: 3,
  currency: '142',
  shipDate: '2024-06-01',
  lines: [{ gnum: 1, goodsName: '茶叶' }],
};

describe('a family added by definition files only', () => {
  it('serves its definition to the browser, for the list route and the detail route alike', async () => {
    for (const route of ['/bill/export/parcel', '/details/export/parcel']) {
      const answer = await server.post('/api/enterprise/bill/definition', { route });
      expect(answer.body.code, answer.text).toBe(0);
      expect(answer.body.data.ui.api.base).toBe('/expu/parcel');
      // $refs arrive resolved: the browser needs no access to _shared.schema.json
      expect(answer.body.data.schema.properties.currency).toMatchObject({ title: '币制', 'x-dictionary': 'currency' });
    }
    const unknown = await server.post('/api/enterprise/bill/definition', { route: '/bill/export/nothing' });
    expect(unknown.body).toMatchObject({ code: -1000, message: '该页面尚未配置单据定义' });
  });

  it('adds the new fields to the existing table and keeps its rows', async () => {
    const answer = await server.post(`${API}/list`, { pageIndex: 0, pageSize: 10 });
    expect(answer.body.code, answer.text).toBe(0);
    // paging "simple": a plain array
    expect(answer.body.data).toEqual([expect.objectContaining({ parcelNo: 'OLD-0001', weight: null, currency: null, stateName: '暂存' })]);
  });

  it("saves with the definition's messages, lists, counts and shows the detail", async () => {
    const invalid = await server.post(`${API}/save`, { ...parcel, parcelNo: undefined, weight: -1, senderMobile: '12812345678' });
    expect(invalid.body.data.errors.map((error: Record<string, unknown>) => error.message)).toEqual([
      '请填写包裹编号',
      '请输入正确的11位手机号',
      '重量（千克）不能小于0',
    ]);
    const saved = await server.post(`${API}/save`, parcel);
    expect(saved.body.code, saved.text).toBe(0);
    expect(saved.body.data).toMatchObject({ parcelNo: 'PC-0001', currencyName: '人民币', state: '0', lines: [{ gnum: 1, goodsName: '茶叶' }] });
    const list = await server.post(`${API}/list`, {
      pageIndex: 0,
      pageSize: 20,
      terms: [{ column: 'ship_date', termType: 'btw', type: 'and', value: ['2024-06-01', '2024-06-30'] }],
    });
    expect(list.body.data.map((row: Record<string, unknown>) => row.parcelNo)).toEqual(['PC-0001']);
    const counts = await server.post(`${API}/counts`, { terms: [] });
    expect(counts.body.data.find((row: Record<string, unknown>) => row.state === '0')).toEqual({ state: '0', name: '暂存', count: 2 });
    const detail = await server.post(`${API}/detail`, { id: saved.body.data.id });
    expect(detail.body.data.lines).toHaveLength(1);
  });

  it('declares, and the simulator ends at the last state the list has (800 放行)', async () => {
    const saved = (await server.post(`${API}/save`, { ...parcel, parcelNo: 'PC-0002' })).body.data;
    const declared = await server.post(`${API}/declare`, { ids: [saved.id] });
    expect(declared.body.code, declared.text).toBe(0);
    const detail = await server.post(`${API}/detail`, { id: saved.id });
    expect(detail.body.data).toMatchObject({ state: '800', stateName: '放行', returnInfo: '海关已放行' });
    const receipts = await server.post('/api/receipter/messageFindByBill', { messageType: 'PARCEL01', parcelNo: 'PC-0002' });
    expect(receipts.body.data.map((row: Record<string, unknown>) => row.returnStatus)).toEqual(['800', '3', '2']);
  });

  it('applies the customs rule of the definition', async () => {
    const saved = await server.post(`${API}/saveAndDeclare`, { ...parcel, parcelNo: 'PC-0003', pieces: 100 });
    expect(saved.body.data).toMatchObject({ state: '100', returnInfo: '件数不得超过99' });
  });

  it('requires the prompt text of a prompt action, then moves the bill', async () => {
    const saved = (await server.post(`${API}/save`, { ...parcel, parcelNo: 'PC-0004' })).body.data;
    await server.post(`${API}/declare`, { ids: [saved.id] });
    const blank = await server.post(`${API}/cancel`, { ids: [saved.id], reason: '   ' });
    expect(blank.body).toEqual({ code: -1, message: '请输入撤单原因', data: null });
    const cancelled = await server.post(`${API}/cancel`, { ids: [saved.id], reason: '客户取消订单' });
    expect(cancelled.body.code).toBe(0);
    const detail = await server.post(`${API}/detail`, { id: saved.id });
    expect(detail.body.data).toMatchObject({ state: '4', stateName: '发送海关失败' });
    const audit = await dynamicDb(server.db)
      .selectFrom('bill_action')
      .selectAll()
      .where('family', '=', 'export-parcel')
      .where('action', '=', 'cancel')
      .execute();
    expect(audit.map((row) => row.note)).toEqual(['客户取消订单']);
  });

  it('does not mount the families of the default folder', async () => {
    const answer = await server.post('/api/enterprise/expu/order/pageList', { pageIndex: 0, pageSize: 50 });
    expect(answer.status).toBe(404);
  });
});
