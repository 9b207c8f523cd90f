// The round trip through the transfer folders (issue 24 point 7), on SQLite and on PostgreSQL with
// TEST_DATABASE=postgres: an order is declared, its signed message leaves through the outbox, the
// customs simulator on the far side takes it (keeping it in customs-simulator/received), answers
// with an official receipt message into the inbox, and the inbox reader applies it. A message whose
// signature does not hold is answered with a processing error the portal records without moving
// the bill; a file customs cannot read goes to rejected with its reason; a file written halfway
// (still under its temporary name) is never taken; a 报文传输编号 too long for the envelope is
// refused at 申报.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicDb, engineDb } from '../../../server/bills/db.ts';
import { unwrapDxpMsg, wrapDxpMsg } from '../../../server/customs/transfer/envelope.ts';
import { readInboxOnce } from '../../../server/customs/transfer/inbox.ts';
import { TEMPORARY_FOLDER } from '../../../server/customs/transfer/atomic-file.ts';
import { validateCebXml } from '../../../server/customs/xsd/ceb-validator.ts';
import type { CustomsCounterpart } from '../../../server/simulator/counterpart/customs-counterpart.ts';
import { testCounterpart } from './test-counterpart.ts';
import { ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { DXP_ID, insertOrders, orderBody } from './bill-fixtures.ts';

function xmlFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.xml')) : [];
}

async function receiptsOf(server: BillServer, id: number) {
  return engineDb(server.db)
    .selectFrom('receipt')
    .select(['return_status', 'return_status_name', 'return_info', 'message_guid', 'message_type'])
    .where('family', '=', 'export-order')
    .where('bill_id', '=', id)
    .orderBy('return_at')
    .orderBy('id')
    .execute();
}

async function stateOf(server: BillServer, id: number): Promise<string> {
  const row = await dynamicDb(server.db).selectFrom('bill_export_order').select('state').where('id', '=', id).executeTakeFirstOrThrow();
  return String(row.state);
}

describe('customs on the far side of the folders (simulator without delay)', () => {
  let server: BillServer;
  beforeAll(async () => {
    server = await startBillServer({ simulatorDelayMs: 0 });
  });
  afterAll(async () => server?.close());

  it('declare → outbox → customs → inbox → states and receipts, one code path for simulated and real receipts', async () => {
    const answer = await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: 'EO-TRIP-1' }));
    expect(answer.body.code, answer.text).toBe(0);
    // The receipts arrived before the request answered.
    expect(answer.body.data).toMatchObject({ state: '399', returnInfo: '海关审结通过' });
    const { folders } = server.app.bills.customs;
    const counterpart = server.app.bills.counterpart!.counterpart;
    const [sent] = xmlFiles(folders.sent);
    expect(xmlFiles(folders.outbox)).toEqual([]);
    expect(xmlFiles(counterpart.folders.received)).toEqual([sent]);
    expect(readFileSync(join(counterpart.folders.received, sent!), 'utf8')).toBe(readFileSync(join(folders.sent, sent!), 'utf8'));

    // One official CEB304 message in the inbox's processed folder, valid against the XSD.
    const [processed] = xmlFiles(folders.processed);
    const { message, transInfo } = unwrapDxpMsg(readFileSync(join(folders.processed, processed!)));
    expect(transInfo.msgType).toBe('CEB304Message');
    expect(transInfo.receiverIds).toEqual([DXP_ID]);
    expect(validateCebXml(message)).toEqual([]);
    const guid = /guid="([^"]+)"/.exec(message)![1]!.toUpperCase();

    const receipts = await receiptsOf(server, answer.body.data.id);
    expect(receipts.map((receipt) => [receipt.return_status, receipt.return_status_name, receipt.return_info])).toEqual([
      ['2', '电子口岸申报中', '电子口岸已受理，正在向海关申报'],
      ['3', '发送海关成功', '报文已成功发送海关'],
      ['120', '海关入库', '海关入库成功'],
      ['399', '海关审结', '海关审结通过'],
    ]);
    expect(new Set(receipts.map((receipt) => receipt.message_guid))).toEqual(new Set([guid]));
  });

  it('refuses at 申报 a 报文传输编号 longer than the envelope’s sender id, by its title; nothing changes', async () => {
    const [id] = await insertOrders(server.db, [{ orderNo: 'EO-TRIP-LONGDXP' }]);
    await dynamicDb(server.db).updateTable('bill_export_order').set({ dxp_id: 'DXPENT00000113510' }).where('id', '=', id).execute();
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids: [id] });
    expect(answer.body.code).toBe(-1);
    expect(answer.body.message).toBe('EO-TRIP-LONGDXP：报文传输编号（dxpId）「DXPENT00000113510」有 17 位：报文发送时作为发送方编号（SenderId），最多 16 位');
    expect(await stateOf(server, id!)).toBe('0');
  });
});

describe('customs on the far side of the folders, played by the test', () => {
  let server: BillServer;
  let counterpart: CustomsCounterpart;
  beforeAll(async () => {
    // The server's own simulator is off: the test takes the outbox with a counterpart of its own.
    server = await startBillServer({ simulatorDelayMs: 0, env: { PORTAL_CUSTOMS_SIMULATOR: '0' } });
    counterpart = testCounterpart(server, 0);
  });
  afterAll(async () => server?.close());

  const folders = () => server.app.bills.customs.folders;
  const readInbox = () => readInboxOnce({ db: engineDb(server.db), families: server.app.bills.families, folders: folders() });

  it('answers a batch 申报 as customs does: bills answered alike share one message of at most 100 receipts, all applied', async () => {
    const ids = await insertOrders(
      server.db,
      Array.from({ length: 30 }, (_, index) => ({ orderNo: `EO-TRIP-BATCH-${index}` })),
    );
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids });
    expect(answer.body.code, answer.text).toBe(0);
    expect(xmlFiles(folders().outbox)).toHaveLength(30);
    // 30 bills × 4 receipts (2, 3, 120, 399): 25 bills in a message of 100 receipts, 5 in one of 20.
    expect(await counterpart.runOnce()).toMatchObject({ taken: 30, refused: 0, rejected: 0, delivered: 2 });
    const messages = xmlFiles(folders().inbox).map((name) => unwrapDxpMsg(readFileSync(join(folders().inbox, name))).message);
    for (const message of messages) expect(validateCebXml(message)).toEqual([]);
    expect(messages.map((message) => message.match(/<ceb:OrderReturn>/g)!.length).sort((a, b) => a - b)).toEqual([20, 100]);
    const pass = await readInbox();
    expect({ processed: pass.processed.length, quarantined: pass.quarantined, returned: pass.returned }).toEqual({
      processed: 2,
      quarantined: [],
      returned: [],
    });
    for (const id of ids) {
      expect(await stateOf(server, id)).toBe('399');
      expect((await receiptsOf(server, id)).map((receipt) => receipt.return_status)).toEqual(['2', '3', '120', '399']);
    }
  });

  it('answers a message whose signature no longer holds with a processing error; the bill stays 已申报', async () => {
    const answer = await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: 'EO-TRIP-TAMPER' }));
    expect(answer.body.code, answer.text).toBe(0);
    const [file] = xmlFiles(folders().outbox);
    const path = join(folders().outbox, file!);
    const { message, transInfo } = unwrapDxpMsg(readFileSync(path));
    // One changed byte on the way: the amount.
    const changed = message.replace('<ceb:freight>35</ceb:freight>', '<ceb:freight>36</ceb:freight>');
    expect(changed).not.toBe(message);
    writeFileSync(path, wrapDxpMsg(changed, { ...transInfo, createdAt: Date.now() }));

    expect(await counterpart.runOnce()).toMatchObject({ taken: 1, refused: 1, rejected: 0, delivered: 1 });
    await readInbox();
    const receipts = await receiptsOf(server, answer.body.data.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ return_status: '-1004', return_status_name: '处理异常' });
    expect(String(receipts[0]!.return_info)).toMatch(/^报文签名验证失败：/);
    expect(await stateOf(server, answer.body.data.id)).toBe('10');
  });

  it('puts a file it cannot read into rejected with the reason, and never takes a file still being written', async () => {
    mkdirSync(join(folders().outbox, TEMPORARY_FOLDER), { recursive: true });
    writeFileSync(join(folders().outbox, 'NOT-AN-ENVELOPE.xml'), '<hello/>');
    // A writer killed before its rename leaves only the temporary file.
    writeFileSync(join(folders().outbox, TEMPORARY_FOLDER, 'HALF.xml.1234-abcd'), '<dxp:DxpMsg');
    const pass = await counterpart.runOnce();
    expect(pass).toMatchObject({ taken: 1, rejected: 1, delivered: 0 });
    expect(xmlFiles(counterpart.folders.rejected)).toEqual(['NOT-AN-ENVELOPE.xml']);
    expect(readFileSync(join(counterpart.folders.rejected, 'NOT-AN-ENVELOPE.xml.reason.txt'), 'utf8')).toMatch(/^0002 信封不能通过 schema 验证/);
    expect(readdirSync(join(folders().outbox, TEMPORARY_FOLDER))).toEqual(['HALF.xml.1234-abcd']);
    rmSync(join(folders().outbox, TEMPORARY_FOLDER), { recursive: true });
  });

  it('a message sent again under the same name is answered again and kept beside the first; the portal applies the duplicate receipt message once', async () => {
    const answer = await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: 'EO-TRIP-TWICE' }));
    const [file] = xmlFiles(folders().outbox);
    const content = readFileSync(join(folders().outbox, file!));
    await counterpart.runOnce();
    writeFileSync(join(folders().outbox, file!), content);
    await counterpart.runOnce();
    expect(xmlFiles(counterpart.folders.received).filter((name) => name.startsWith(file!.replace(/\.xml$/, '')))).toHaveLength(2);
    // Each answer is a message of its own guid: both apply, the second finding the bill already
    // at 399 and recording its receipts again (customs did answer twice).
    const [first] = xmlFiles(folders().inbox);
    const copy = readFileSync(join(folders().inbox, first!));
    await readInbox();
    // The same receipt message delivered twice is applied once, the copy quarantined.
    writeFileSync(join(folders().inbox, `COPY-${first!}`), copy);
    const pass = await readInbox();
    expect(pass.quarantined.map((item) => item.kind)).toEqual(['duplicate']);
    expect(await stateOf(server, answer.body.data.id)).toBe('399');
  });
});
