// The body of a bill on its own (spec §7.6): bodyUrl pages the lines of a head, bodySave writes
// one line with the line schema's messages, bodyDelete removes lines. Everything is scoped to
// the caller's company, changes need an editable head and the button codes bodySave / delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARATION_API, saveDeclaration, declarationLine, insertDeclaration, insertDeclarationLine } from './declaration-body.ts';
import { DECLARER, OTHER_COMPANY, startBillServer, type BillServer } from './bill-harness.ts';
import { dynamicDb } from '../../../server/bills/db.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
});
afterAll(async () => server?.close());

async function lineCount(headId: number): Promise<number> {
  const rows = await dynamicDb(server.db).selectFrom('bill_export_declaration_line').select('id').where('head_id', '=', headId).execute();
  return rows.length;
}

describe('bodyUrl: the lines of a head, page by page', () => {
  it('answers 10 lines a page by default, in entry order, with the names of dictionary values', async () => {
    const head = await saveDeclaration(server, 'ED-LINES-1', 25);
    const first = await server.post(`${DECLARATION_API}/queryListByHeadId`, { id: head.id });
    expect(first.body.code, first.text).toBe(0);
    expect(first.body.data.map((line: Record<string, unknown>) => line.gno)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.body.data[0]).toMatchObject({ headId: head.id, gname: '蓝牙耳机1', gunit: '011', gunitName: '件', tradeCurrName: '美元', declPrice: 120.5 });
    const last = await server.post(`${DECLARATION_API}/queryListByHeadId`, { id: head.id, pageIndex: 2, pageSize: 10 });
    expect(last.body.data.map((line: Record<string, unknown>) => line.gno)).toEqual([21, 22, 23, 24, 25]);
    const beyond = await server.post(`${DECLARATION_API}/queryListByHeadId`, { id: head.id, pageIndex: 3 });
    expect(beyond.body.data).toEqual([]);
    const all = await server.post(`${DECLARATION_API}/queryListByHeadId`, { id: head.id, pageSize: 500 });
    expect(all.body.data).toHaveLength(25);
  });

  it('knows no head of another company, nor one that does not exist', async () => {
    const foreign = await insertDeclaration(server.db, 'ED-FOREIGN-1', '0', OTHER_COMPANY);
    await insertDeclarationLine(server.db, foreign, 1);
    for (const id of [foreign, 999999]) {
      const answer = await server.post(`${DECLARATION_API}/queryListByHeadId`, { id });
      expect(answer.body).toEqual({ code: -1, message: '单据不存在或已被删除', data: null });
    }
  });

  it('refuses a page size beyond 500', async () => {
    const head = await saveDeclaration(server, 'ED-LINES-SIZE');
    const answer = await server.post(`${DECLARATION_API}/queryListByHeadId`, { id: head.id, pageSize: 501 });
    expect(answer.status).toBe(400);
  });
});

describe('bodySave: one line', () => {
  it('adds a line to a draft and answers it', async () => {
    const head = await saveDeclaration(server, 'ED-BODY-ADD');
    const answer = await server.post(`${DECLARATION_API}/saveListData`, { headId: head.id, ...declarationLine(3, { gname: '充电宝' }) });
    expect(answer.body.code, answer.text).toBe(0);
    expect(answer.body.message).toBe('保存成功！');
    expect(answer.body.data).toMatchObject({ headId: head.id, gno: 3, gname: '充电宝', gunitName: '件' });
    expect(answer.body.data.id).toEqual(expect.any(Number));
    expect(await lineCount(head.id)).toBe(3);
  });

  it('rewrites the line named by id, leaving the others', async () => {
    const head = await saveDeclaration(server, 'ED-BODY-UPD');
    const [first, second] = head.lines;
    const answer = await server.post(`${DECLARATION_API}/saveListData`, {
      headId: head.id,
      id: second.id,
      ...declarationLine(2, { gqty: 9, declTotal: 1084.5 }),
    });
    expect(answer.body.code, answer.text).toBe(0);
    const page = (await server.post(`${DECLARATION_API}/queryListByHeadId`, { id: head.id })).body.data;
    expect(page.map((line: Record<string, unknown>) => [line.id, line.gqty])).toEqual([
      [first.id, 2],
      [second.id, 9],
    ]);
  });

  it("answers the line schema's messages, storing nothing", async () => {
    const head = await saveDeclaration(server, 'ED-BODY-BAD');
    const bad = declarationLine(3, { gname: '', codeTs: '85183000001', gunit: '999', gqty: 'x' });
    const answer = await server.post(`${DECLARATION_API}/saveListData`, { headId: head.id, ...bad });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('请填写商品名称');
    expect(answer.body.data.errors.map((error: Record<string, unknown>) => [error.field, error.message])).toEqual([
      ['gname', '请填写商品名称'],
      ['codeTs', '商品编号不能超过10个字符'],
      ['gqty', '成交数量必须是数字'],
      ['gunit', '请选择有效的成交计量单位'],
    ]);
    expect(await lineCount(head.id)).toBe(2);
  });

  it('refuses a head that may no longer be edited, or a line of another head', async () => {
    const locked = await insertDeclaration(server.db, 'ED-LOCKED', '399');
    const refused = await server.post(`${DECLARATION_API}/saveListData`, { headId: locked, ...declarationLine(1) });
    expect(refused.body).toEqual({ code: -1, message: '当前状态「海关审结」不允许修改', data: null });
    expect(await lineCount(locked)).toBe(0);

    const head = await saveDeclaration(server, 'ED-BODY-OTHER');
    const other = await saveDeclaration(server, 'ED-BODY-OTHER-2');
    const stolen = await server.post(`${DECLARATION_API}/saveListData`, { headId: head.id, id: other.lines[0].id, ...declarationLine(1) });
    expect(stolen.body.message).toBe('表体数据不存在或已被删除');
    const foreign = await insertDeclaration(server.db, 'ED-FOREIGN-2', '0', OTHER_COMPANY);
    const answer = await server.post(`${DECLARATION_API}/saveListData`, { headId: foreign, ...declarationLine(1) });
    expect(answer.body.message).toBe('单据不存在或已被删除');
    expect(await lineCount(foreign)).toBe(0);
  });
});

describe('bodyDelete: selected lines', () => {
  it('asks for a selection, then deletes the lines', async () => {
    const head = await saveDeclaration(server, 'ED-DEL-1', 3);
    const none = await server.post(`${DECLARATION_API}/deleteById`, { ids: [] });
    expect(none.body).toEqual({ code: -1, message: '请选择需要删除的数据！', data: null });
    const answer = await server.post(`${DECLARATION_API}/deleteById`, { ids: [head.lines[0].id, head.lines[2].id] });
    expect(answer.body).toEqual({ code: 0, message: '删除成功！', data: { headVersion: expect.any(Number) } });
    const page = (await server.post(`${DECLARATION_API}/queryListByHeadId`, { id: head.id })).body.data;
    expect(page.map((line: Record<string, unknown>) => line.id)).toEqual([head.lines[1].id]);
  });

  it("deletes nothing when one line is another company's or its bill is no longer editable", async () => {
    const head = await saveDeclaration(server, 'ED-DEL-2');
    const foreign = await insertDeclaration(server.db, 'ED-FOREIGN-3', '0', OTHER_COMPANY);
    const foreignLine = await insertDeclarationLine(server.db, foreign, 1);
    const mixed = await server.post(`${DECLARATION_API}/deleteById`, { ids: [head.lines[0].id, foreignLine] });
    expect(mixed.body.message).toBe('表体数据不存在或已被删除');
    const locked = await insertDeclaration(server.db, 'ED-DEL-LOCKED', '800');
    const lockedLine = await insertDeclarationLine(server.db, locked, 1);
    const refused = await server.post(`${DECLARATION_API}/deleteById`, { ids: [head.lines[1].id, lockedLine] });
    expect(refused.body.message).toBe('当前状态「放行」不允许修改');
    expect(await lineCount(head.id)).toBe(2);
    expect(await lineCount(foreign)).toBe(1);
    expect(await lineCount(locked)).toBe(1);
  });
});

describe('button codes', () => {
  it('lets the sub-account save a line (bodySave) but not delete one (delete is withheld)', async () => {
    const head = await saveDeclaration(server, 'ED-CODES');
    const token = await server.token(DECLARER);
    const saved = await server.post(`${DECLARATION_API}/saveListData`, { headId: head.id, ...declarationLine(3) }, token);
    expect(saved.body.code, saved.text).toBe(0);
    const refused = await server.post(`${DECLARATION_API}/deleteById`, { ids: [head.lines[0].id] }, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('拒绝访问');
    expect(await lineCount(head.id)).toBe(3);
  });
});
