// Concurrent saves (issue "Hardening" 12): a save names the version it was read at; of 20
// parallel saves of one bill at one version exactly one is stored, the others are told someone
// else changed the bill (code -1000, the page offers to reload). Every write raises the version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../bills/bill-fixtures.ts';
import { DECLARATION_API, declarationBody, declarationLine, saveDeclaration } from '../bills/declaration-body.ts';
import { ORDER_API, startBillServer, type BillServer } from '../bills/bill-harness.ts';

let server: BillServer;
beforeAll(async () => {
  server = await startBillServer();
});
afterAll(async () => server?.close());

const STALE = '该单据已被他人修改，请重新加载后再保存';

async function newOrder(orderNo: string) {
  const created = await server.post(`${ORDER_API}/save`, orderBody({ orderNo }));
  expect(created.body.code, created.text).toBe(0);
  return created.body.data as { id: number; version: number };
}

describe('parallel saves of one bill', () => {
  it('store exactly one of 20; the others are refused as stale and change nothing', async () => {
    const bill = await newOrder('EO-RACE-1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_unused, index) =>
        server.post(`${ORDER_API}/save`, orderBody({ id: bill.id, version: bill.version, orderNo: `EO-RACE-1-${index}` })),
      ),
    );
    const saved = answers.filter((answer) => answer.body.code === 0);
    const stale = answers.filter((answer) => answer.body.code === -1000);
    expect(saved).toHaveLength(1);
    expect(stale).toHaveLength(19);
    expect(stale[0].body).toEqual({ code: -1000, message: STALE, data: { stale: true, version: bill.version + 1 } });
    const detail = await server.post(`${ORDER_API}/findById`, { id: bill.id });
    expect(detail.body.data.orderNo).toBe(saved[0].body.data.orderNo);
    expect(detail.body.data.version).toBe(bill.version + 1);
  });
});

describe('the version', () => {
  it('is required to save an existing bill', async () => {
    const bill = await newOrder('EO-VER-1');
    const answer = await server.post(`${ORDER_API}/save`, orderBody({ id: bill.id, orderNo: 'EO-VER-1B' }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('保存已有单据须带上单据版本（version），请重新打开单据后再保存');
  });

  it('moves with every write: a line saved from the page answers the version the header saves against', async () => {
    const declaration = await saveDeclaration(server, 'DV-VER-1');
    const line = await server.post(`${DECLARATION_API}/saveListData`, { headId: declaration.id, ...declarationLine(3) });
    expect(line.body.code, line.text).toBe(0);
    expect(line.body.data.headVersion).toBe(declaration.version + 1);
    const stale = await server.post(`${DECLARATION_API}/saveData`, declarationBody({ id: declaration.id, version: declaration.version, copNo: 'DV-VER-1B' }));
    expect(stale.body.code).toBe(-1000);
    const { lines: _lines, ...header } = declarationBody({ id: declaration.id, version: line.body.data.headVersion, copNo: 'DV-VER-1B' });
    const fresh = await server.post(`${DECLARATION_API}/saveData`, header);
    expect(fresh.body.code, fresh.text).toBe(0);
    expect(fresh.body.data.lines).toHaveLength(3);
  });

  it('moves when the bill is declared', async () => {
    const bill = await newOrder('EO-VER-2');
    const declared = await server.post(`${ORDER_API}/applyByIds`, { ids: [bill.id] });
    expect(declared.body.code, declared.text).toBe(0);
    const detail = await server.post(`${ORDER_API}/findById`, { id: bill.id });
    expect(detail.body.data.version).toBeGreaterThan(bill.version);
  });
});
