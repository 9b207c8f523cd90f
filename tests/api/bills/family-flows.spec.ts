// The flows between families that the definitions declare and the engine carries out, on the
// real definitions: inventories become cancellation applications (one each, with the typed
// reason) and a delivery note (one bill, a line per inventory); the detailed list (a view of
// export inventories) summarises by selection and by condition, the condition needing the
// summaryFlag filter first; the tax bill totals a field over the filter; knowledge files
// download one by one and as a zip; a page of its own finds its definition by detailRoute.
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicDb } from '../../../server/bills/db.ts';
import type { CollectButton } from '#core/definition/index.ts';
import type { BillFamily } from '../../../server/bills/family.ts';
import { storeFile } from '../../../server/bills/files/file-store.ts';
import { chinaDateTime } from '../../../server/bills/clock.ts';
import { Random } from '#core/seed/random.ts';
import { COMPANY, OTHER_COMPANY, startBillServer, type BillServer } from './bill-harness.ts';
import { setBillState } from './every-family/bill-state.ts';
import { billMaker } from './every-family/valid-bill.ts';
import { download } from './excel-helpers.ts';
import { linksFor } from './linked-bills.ts';

let server: BillServer;
const family = (id: string): BillFamily => server.app.bills.families.find((candidate) => candidate.id === id)!;
const api = (id: string, path: string) => (path.startsWith('/') ? `/api/enterprise${path}` : `${family(id).basePath}/${path}`);
/** The collect button `code` of a family: every flow here makes a bill of another family. */
const button = (id: string, code: string): CollectButton => {
  const found = family(id).definition.ui.buttons.find((candidate) => candidate.code === code);
  if (found?.kind !== 'collect') throw new Error(`${id}: no collect button ${code}`);
  return found;
};

async function dictionaries(bill: BillFamily): Promise<Map<string, string[]>> {
  const rows = await server.db
    .selectFrom('dictionary_item')
    .select(['dic_code', 'value'])
    .where('dic_code', 'in', bill.dictionaryCodes.length ? bill.dictionaryCodes : ['-'])
    .execute();
  const out = new Map<string, string[]>();
  for (const row of rows) out.set(row.dic_code, [...(out.get(row.dic_code) ?? []), row.value]);
  return out;
}

/** Saves `count` valid bills of a family through its save path and puts them in `state`. */
async function billsIn(id: string, count: number, state: string, serial: number): Promise<number[]> {
  const bill = family(id);
  const make = billMaker({
    family: bill,
    company: { code: COMPANY, name: '广州穗通跨境供应链管理有限公司' },
    states: [{ state: '0', name: '暂存' }],
    dictionaries: await dictionaries(bill),
    links: null,
    random: new Random(serial),
  });
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    // Its links name bills of the company (x-refersTo), saved first.
    const { values } = await linksFor(server, bill, serial + n);
    const answer = await server.post(api(id, bill.definition.ui.api.save as string), { ...make(serial + n), ...values });
    expect(answer.body.code, answer.body.message).toBe(0);
    ids.push(answer.body.data.id);
    await setBillState(server.db, bill, answer.body.data.id, state);
  }
  return ids;
}

async function rowsOf(id: string, where: Record<string, unknown> = {}): Promise<Array<Record<string, unknown>>> {
  let query = dynamicDb(server.db).selectFrom(family(id).headTable).selectAll().where('company_code', '=', COMPANY);
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  return (await query.orderBy('id').execute()) as Array<Record<string, unknown>>;
}

async function linesOf(id: string, headId: number): Promise<Array<Record<string, unknown>>> {
  return (await dynamicDb(server.db)
    .selectFrom(family(id).lineTable as string)
    .selectAll()
    .where('head_id', '=', headId)
    .orderBy('id')
    .execute()) as Array<Record<string, unknown>>;
}

beforeAll(async () => {
  server = await startBillServer();
});

afterAll(async () => {
  await server?.close();
});

describe('出口清单 → 撤销申请单（每张一单，带撤单原因）', () => {
  it('makes one cancellation per released inventory, carrying the reason and the inventory’s numbers', async () => {
    const cancel = button('export-inventory', 'cancel');
    const target = cancel.into as string;
    const ids = await billsIn('export-inventory', 2, '800', 100);
    const before = (await rowsOf(target)).length;
    const answer = await server.post(api('export-inventory', cancel.path as string), { ids, startTime: '', endTime: '', [cancel.prompt!.key]: '买家取消订单' });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.data.ids).toHaveLength(2);
    const made = (await rowsOf(target)).slice(before);
    expect(made).toHaveLength(2);
    const inventories = await rowsOf('export-inventory');
    for (const [index, row] of made.entries()) {
      expect(row[cancel.prompt!.key]).toBe('买家取消订单');
      const source = inventories.find((inventory) => inventory.id === ids[index])!;
      expect(row.cop_no).toBe(source.cop_no);
      expect(row.logistics_no).toBe(source.logistics_no);
    }
  });

  it('refuses a blank reason and an inventory the lifecycle does not allow, making nothing', async () => {
    const cancel = button('export-inventory', 'cancel');
    const [draft] = await billsIn('export-inventory', 1, '0', 200);
    const before = (await rowsOf(cancel.into as string)).length;
    const blank = await server.post(api('export-inventory', cancel.path as string), { ids: [draft], [cancel.prompt!.key]: '  ' });
    expect(blank.body.message).toBe(cancel.prompt!.required);
    const refused = await server.post(api('export-inventory', cancel.path as string), { ids: [draft], [cancel.prompt!.key]: '重复申报' });
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.message).toContain('暂存');
    expect((await rowsOf(cancel.into as string)).length).toBe(before);
  });
});

describe('出口清单 → 退货申请单（每张一单，带清单的商品）', () => {
  it('carries the inventory’s own goods lines into its return application', async () => {
    const refund = button('export-inventory', 'refund');
    const [id] = await billsIn('export-inventory', 1, '800', 800);
    const answer = await server.post(api('export-inventory', refund.path as string), { ids: [id], [refund.prompt!.key]: '商品破损' });
    expect(answer.body.code, answer.body.message).toBe(0);
    const [made] = answer.body.data.ids as number[];
    const goods = await linesOf('export-inventory', id);
    const carried = await linesOf(refund.into as string, made);
    expect(carried.length).toBe(goods.length);
    expect(carried.map((line) => line.gname)).toEqual(goods.map((line) => line.gname));
    // Not declared when incomplete: the answer says what to fill, the bill stays a draft.
    if (refund.declare && !answer.body.data.declared) expect(answer.body.message).toMatch(/（暂存）：.+，请补全后申报$/);
  });
});

describe('出口清单 → 出口送货单（一单，每张清单一行）', () => {
  it('makes one delivery note whose numbered lines are the selected inventories', async () => {
    const delivery = button('export-inventory', 'exportDelivery');
    const ids = await billsIn('export-inventory', 3, '800', 300);
    const answer = await server.post(api('export-inventory', delivery.path as string), { ids });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.message).toContain(`已生成1张${family(delivery.into as string).title}`);
    const [headId] = answer.body.data.ids as number[];
    const lines = await linesOf(delivery.into as string, headId);
    const inventories = (await rowsOf('export-inventory')).filter((row) => ids.includes(Number(row.id)));
    expect(lines.map((line) => Number(line.gnum))).toEqual([1, 2, 3]);
    expect(lines.map((line) => line.logistics_no)).toEqual(inventories.map((row) => row.logistics_no));
  });
});

describe('明细清单（出口清单的视图）→ 汇总申请单', () => {
  const view = 'export-detailedList';

  it('lists export inventories under its own path', async () => {
    const ids = await billsIn('export-inventory', 1, '800', 400);
    const answer = await server.post(api(view, family(view).definition.ui.api.list), {
      pageIndex: 0,
      pageSize: 50,
      terms: [{ column: 'id', termType: 'in', type: 'and', value: ids }],
    });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.data.datas.map((row: { id: number }) => row.id)).toEqual(ids);
  });

  it('by condition asks for the summaryFlag filter first, then summarises what the filter matches and marks it', async () => {
    const byCondition = button(view, 'declareByCondition');
    const flag = byCondition.requiredFilter as string;
    const ids = await billsIn('export-inventory', 2, '800', 500);
    const refused = await server.post(api(view, byCondition.path as string), { terms: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^请先选择「.+」查询条件$/);

    const terms = [
      { column: 'summary_flag', termType: 'eq', type: 'and', value: '0' },
      { column: 'id', termType: 'in', type: 'and', value: ids },
    ];
    const answer = await server.post(api(view, byCondition.path as string), { terms });
    expect(answer.body.code, answer.body.message).toBe(0);
    const [summaryId] = answer.body.data.ids as number[];
    expect(await linesOf(byCondition.into as string, summaryId)).toHaveLength(2);
    const marked = (await rowsOf('export-inventory')).filter((row) => ids.includes(Number(row.id)));
    expect(marked.map((row) => row.summary_flag)).toEqual(
      Object.values(byCondition.set ?? { [flag]: '1' })
        .map(String)
        .flatMap((value) => [value, value]),
    );
  });

  it('by selection sends the ids under inventoryIds and refuses inventories not yet released', async () => {
    const selected = button(view, 'declare');
    const [draft] = await billsIn('export-inventory', 1, '0', 600);
    const refused = await server.post(api(view, selected.path as string), { [selected.idsKey ?? 'ids']: [draft] });
    expect(refused.body.code).not.toBe(0);
    const ids = await billsIn('export-inventory', 1, '800', 700);
    const answer = await server.post(api(view, selected.path as string), { [selected.idsKey ?? 'ids']: ids });
    expect(answer.body.code, answer.body.message).toBe(0);
  });
});

describe('电子税单：税款合计', () => {
  it('sums the field over the current terms, in yuan to the fen, for the caller’s company only', async () => {
    const tax = family('import-tax');
    const total = tax.definition.ui.buttons.find((candidate) => candidate.kind === 'taxTotal')!;
    const column = tax.headFields.find((field) => field.name === total.field)!.column;
    const time = chinaDateTime(Date.now());
    const row = (company: string, amount: number) => ({ company_code: company, state: '1', create_time: time, update_time: time, [column]: amount });
    await dynamicDb(server.db)
      .insertInto(tax.headTable)
      .values([row(COMPANY, 10.1), row(COMPANY, 20.25), row(OTHER_COMPANY, 1000)])
      .execute();
    const answer = await server.post(api('import-tax', total.path as string), { terms: [] });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.data).toEqual({ totalTax: 30.35 });
  });
});

describe('资料下载：单个与批量下载', () => {
  const archive = () => family('other-archive');
  const download_ = () => archive().definition.ui.buttons.find((candidate) => candidate.kind === 'download')!;
  const columnOf = (name: unknown) => archive().headFields.find((field) => field.name === name)!.column;

  async function document(company: string, name: string, text: string): Promise<{ id: number; uri: string }> {
    const fileId = await storeFile(server.db, { companyCode: company, userId: 1, kind: 'document', name, content: Buffer.from(text) });
    const uri = `/api/file/download/${fileId}`;
    const time = chinaDateTime(Date.now());
    const inserted = await dynamicDb(server.db)
      .insertInto(archive().headTable)
      .values({
        company_code: company,
        state: '0',
        create_time: time,
        update_time: time,
        [columnOf(download_().fileField)]: uri,
        [columnOf(download_().nameField)]: name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(inserted.id), uri };
  }

  it('downloads one file by its path with the token, and never another company’s', async () => {
    const own = await document(COMPANY, '出口申报须知.txt', '出口申报须知');
    const other = await document(OTHER_COMPANY, '他司资料.txt', 'secret');
    const url = (uri: string) => `${server.url}${api('other-archive', download_().path as string)}?file_path=${encodeURIComponent(uri)}`;
    const headers = { authorization: `Bearer ${await server.token()}` };
    const response = await fetch(url(own.uri), { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('出口申报须知.txt'));
    expect(await response.text()).toBe('出口申报须知');
    const refused = await (await fetch(url(other.uri), { headers })).json();
    expect(refused.message).toBe('文件不存在或已被删除');
    expect((await fetch(url(own.uri))).status).toBe(401);
  });

  it('zips a selection, and asks for one when none is chosen', async () => {
    const first = await document(COMPANY, '清单填制规范.txt', '一');
    const second = await document(COMPANY, '清单填制规范.txt', '二');
    const none = await server.post(api('other-archive', download_().batchPath as string), { ids: [] });
    expect(none.body.message).toBe('请选择下载文件');
    const answer = await server.post(api('other-archive', download_().batchPath as string), { ids: [first.id, second.id] });
    expect(answer.body.code, answer.body.message).toBe(0);
    const zip = await JSZip.loadAsync((await download(server, answer.body.data.downloadUri)).content);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(['清单填制规范(2).txt', '清单填制规范.txt']);
    expect(await zip.file('清单填制规范(2).txt')!.async('string')).toBe('二');
  });
});

describe('签名记录：详情页按 detailRoute 取定义', () => {
  it('answers the family that declares the detail route', async () => {
    const answer = await server.post('/api/enterprise/bill/definition', { detailRoute: '/sign/detail/{id}' });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.data.ui.family).toBe('other-sign');
  });
});
