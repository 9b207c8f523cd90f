// 申报 produces real customs messages (issue 24): a declared export order's CEB303 message is
// built from the bill as stored, checked against the official XSD, recorded as a 签名记录, signed
// with the company's (test) certificate after the commit and written in its DxpMsg envelope to the
// outbox and `sent`. A bill whose message does not validate is refused by the field's title, with
// nothing changed or written, and a batch is all or nothing. On SQLite, and on PostgreSQL with
// TEST_DATABASE=postgres.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicDb } from '../../../server/bills/db.ts';
import { SEND_BEFORE_ANSWER, VALIDATE_INLINE } from '../../../server/customs/declare/customs-outbox.ts';
import { verifySignedMessage } from '../../../server/customs/sign/verify-signed-message.ts';
import { customsReceiverId, unwrapDxpMsg } from '../../../server/customs/transfer/envelope.ts';
import { validateCebXml, validateTransferXml } from '../../../server/customs/xsd/ceb-validator.ts';
import { COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { DXP_ID, insertOrders, orderBody } from './bill-fixtures.ts';

let server: BillServer;
let signDir: string;

beforeAll(async () => {
  signDir = join(mkdtempSync(join(tmpdir(), 'portal-sign-')), 'sign');
  server = await startBillServer({ env: { PORTAL_SIGN_DIR: signDir, PORTAL_CUSTOMS_SIMULATOR: '0' } });
});
afterAll(async () => server?.close());

const folders = () => server.app.bills.customs.folders;
const signTable = () => server.app.bills.customs.signRecords!.family.headTable;

function xmlFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.xml')) : [];
}

async function signRecords() {
  return dynamicDb(server.db).selectFrom(signTable()).selectAll().orderBy('id').execute();
}

async function stateOf(id: number): Promise<string> {
  const row = await dynamicDb(server.db).selectFrom('bill_export_order').select('state').where('id', '=', id).executeTakeFirstOrThrow();
  return String(row.state);
}

/** Removes what earlier tests wrote, so each test sees its own files and records. */
async function clearOutbox(): Promise<void> {
  for (const dir of [folders().outbox, folders().sent]) for (const name of xmlFiles(dir)) rmSync(join(dir, name));
  await dynamicDb(server.db).deleteFrom(signTable()).execute();
}

describe('申报 writes signed customs messages to the outbox', () => {
  it('save-and-declare: the order leaves as a valid, signed CEB303 in its envelope, in the outbox and in sent', async () => {
    await clearOutbox();
    const answer = await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo: 'EO-MSG-0001' }));
    expect(answer.body.code, answer.text).toBe(0);

    const [file] = xmlFiles(folders().outbox);
    expect(xmlFiles(folders().outbox)).toHaveLength(1);
    expect(xmlFiles(folders().sent)).toEqual([file]);
    const envelope = readFileSync(join(folders().outbox, file), 'utf8');
    expect(readFileSync(join(folders().sent, file), 'utf8')).toBe(envelope);
    expect(validateTransferXml(envelope)).toEqual([]);

    const { transInfo, message } = unwrapDxpMsg(envelope);
    expect(transInfo.msgType).toBe('CEB303Message');
    expect(transInfo.senderId).toBe(DXP_ID);
    expect(transInfo.receiverIds).toEqual([customsReceiverId('CEB303Message')]);
    expect(file).toBe(`${transInfo.copMsgId}.xml`);
    expect(validateCebXml(message)).toEqual([]);
    expect(message).toContain('<ceb:orderNo>EO-MSG-0001</ceb:orderNo>');
    expect(message).toContain(`guid="${transInfo.copMsgId}"`);
    const verified = verifySignedMessage(message);
    expect(verified.valid, JSON.stringify(verified)).toBe(true);
    // One changed byte and the signature no longer holds.
    expect(verifySignedMessage(message.replace('EO-MSG-0001', 'EO-MSG-0002')).valid).toBe(false);

    // The 签名记录: 已发送, the unsigned message waiting, the signed one as the result.
    const [record] = await signRecords();
    expect(record.state).toBe('3');
    expect(record.type_name).toBe('CEB303');
    expect(record.cop_no).toBe('EO-MSG-0001');
    expect(record.company_code).toBe(COMPANY);
    expect(String(record.wait_sign_data)).toContain('<ceb:orderNo>EO-MSG-0001</ceb:orderNo>');
    expect(String(record.wait_sign_data)).not.toContain('Signature');
    expect(record.sign_result).toBe(message.replace(/^\uFEFF/, ''));
    expect(String(record.return_info)).toContain(file);
  });

  it("the list's batch 申报: one message per bill", async () => {
    await clearOutbox();
    const ids = await insertOrders(server.db, [{ orderNo: 'EO-MSG-B1' }, { orderNo: 'EO-MSG-B2' }, { orderNo: 'EO-MSG-B3' }]);
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids });
    expect(answer.body.code, answer.text).toBe(0);
    const files = xmlFiles(folders().outbox);
    expect(files).toHaveLength(3);
    const orderNos = files.map((name) => /<ceb:orderNo>([^<]+)</.exec(unwrapDxpMsg(readFileSync(join(folders().outbox, name))).message)?.[1]).sort();
    expect(orderNos).toEqual(['EO-MSG-B1', 'EO-MSG-B2', 'EO-MSG-B3']);
    expect((await signRecords()).map((record) => record.state)).toEqual(['3', '3', '3']);
  });

  it('refuses a batch with one bill whose message misses a required element, naming the field by its title; nothing changes', async () => {
    await clearOutbox();
    const ids = await insertOrders(server.db, [{ orderNo: 'EO-MSG-OK1' }, { orderNo: 'EO-MSG-NODXP' }, { orderNo: 'EO-MSG-OK2' }]);
    await dynamicDb(server.db).updateTable('bill_export_order').set({ dxp_id: null }).where('id', '=', ids[1]).execute();
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids });
    expect(answer.body.code).toBe(-1);
    expect(answer.body.message).toBe('EO-MSG-NODXP：报文传输编号（dxpId）缺失，报文无法通过海关报文规范（XSD）校验');
    for (const id of ids) expect(await stateOf(id)).toBe('0');
    expect(xmlFiles(folders().outbox)).toEqual([]);
    expect(xmlFiles(folders().sent)).toEqual([]);
    expect(await signRecords()).toEqual([]);
  });

  it('refuses a value the XSD does not allow, by the field title and the XSD problem', async () => {
    await clearOutbox();
    const [id] = await insertOrders(server.db, [{ orderNo: 'EO-MSG-DIGITS' }]);
    // Six fraction digits: the definitions do not bound them, CEB303 keeps five.
    await dynamicDb(server.db).updateTable('bill_export_order').set({ freight: '1.123456' }).where('id', '=', id).execute();
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids: [id] });
    expect(answer.body.code).toBe(-1);
    expect(answer.body.message).toMatch(/^EO-MSG-DIGITS：运杂费（freight）不符合海关报文规范：报文元素 freight 的值 1\.123456 小数位过多/);
    expect(await stateOf(id)).toBe('0');
    expect(xmlFiles(folders().outbox)).toEqual([]);
    expect(await signRecords()).toEqual([]);
  });

  it('a failed signature after the commit is kept on the 签名记录 (加签失败) and sent once the certificate is fixed', async () => {
    await clearOutbox();
    mkdirSync(signDir, { recursive: true });
    const broken = join(signDir, `${COMPANY}.pem`);
    const good = existsSync(broken) ? readFileSync(broken, 'utf8') : null;
    writeFileSync(broken, '-----BEGIN CERTIFICATE-----\nbroken\n-----END CERTIFICATE-----\n');
    try {
      const [id] = await insertOrders(server.db, [{ orderNo: 'EO-MSG-NOSIGN' }]);
      const answer = await server.post(`${ORDER_API}/applyByIds`, { ids: [id] });
      // The declare stands: the bill is declared, and the message waits to be signed again.
      expect(answer.body.code, answer.text).toBe(0);
      expect(await stateOf(id)).not.toBe('0');
      expect(xmlFiles(folders().outbox)).toEqual([]);
      const [record] = await signRecords();
      expect(record.state).toBe('2');
      expect(String(record.return_info)).toMatch(/^签名失败：/);
      expect(record.sign_result).toBeNull();
    } finally {
      if (good === null) rmSync(broken, { force: true });
      else writeFileSync(broken, good);
    }
    const [record] = await signRecords();
    expect(await server.app.bills.customs.send([Number(record.id)])).toEqual({ sent: 1, failed: 0 });
    expect(xmlFiles(folders().outbox)).toHaveLength(1);
    expect((await signRecords())[0].state).toBe('3');
  });

  it('what a stopped sender left (待加签, or 加签成功 and not written) is sent when the server starts again', async () => {
    await clearOutbox();
    const ids = await insertOrders(server.db, [{ orderNo: 'EO-MSG-LEFT1' }, { orderNo: 'EO-MSG-LEFT2' }, { orderNo: 'EO-MSG-FAILED' }]);
    expect((await server.post(`${ORDER_API}/applyByIds`, { ids })).body.code).toBe(0);
    const records = await signRecords();
    // As if the process had stopped: one before signing, one signed but not written; the third failed to sign.
    const earlier = '2024-06-15 10:00:00';
    await dynamicDb(server.db).updateTable(signTable()).set({ state: '0', sign_result: null, update_time: earlier }).where('id', '=', records[0].id).execute();
    await dynamicDb(server.db).updateTable(signTable()).set({ state: '1', update_time: earlier }).where('id', '=', records[1].id).execute();
    await dynamicDb(server.db).updateTable(signTable()).set({ state: '2', update_time: earlier }).where('id', '=', records[2].id).execute();
    for (const dir of [folders().outbox, folders().sent]) for (const name of xmlFiles(dir)) rmSync(join(dir, name));

    expect(await server.app.bills.customs.resendUnfinished()).toEqual({ sent: 2, failed: 0 });
    expect((await signRecords()).map((record) => record.state)).toEqual(['3', '3', '2']);
    expect(xmlFiles(folders().outbox)).toHaveLength(2);
    // The one signed before the stop goes out as it was signed (same guid, same name).
    const left = await signRecords();
    const resent = xmlFiles(folders().sent).find((name) => String(left[1].return_info).includes(name))!;
    expect(unwrapDxpMsg(readFileSync(join(folders().sent, resent))).message).toBe(String(records[1].sign_result));
    // Nothing recent is taken from a sender that may still be at work.
    expect(await server.app.bills.customs.resendUnfinished()).toEqual({ sent: 0, failed: 0 });
    // The periodic retry (PORTAL_SIGN_RETRY_MS) signs the 加签失败 one again: the certificate is fine now.
    expect(await server.app.bills.customs.resendUnfinished(60_000, true)).toEqual({ sent: 1, failed: 0 });
    expect((await signRecords()).map((record) => record.state)).toEqual(['3', '3', '3']);
  });

  it('of two processes resending what a stopped sender left, each record is signed and written by one', async () => {
    await clearOutbox();
    const ids = await insertOrders(server.db, [{ orderNo: 'EO-MSG-TWICE1' }, { orderNo: 'EO-MSG-TWICE2' }, { orderNo: 'EO-MSG-TWICE3' }]);
    expect((await server.post(`${ORDER_API}/applyByIds`, { ids })).body.code).toBe(0);
    const records = await signRecords();
    const earlier = '2024-06-15 10:00:00';
    await dynamicDb(server.db).updateTable(signTable()).set({ state: '1', update_time: earlier }).where('id', 'in', [records[0].id, records[1].id]).execute();
    await dynamicDb(server.db).updateTable(signTable()).set({ state: '0', sign_result: null, update_time: earlier }).where('id', '=', records[2].id).execute();
    for (const dir of [folders().outbox, folders().sent]) for (const name of xmlFiles(dir)) rmSync(join(dir, name));

    // Two senders at once, as two API processes starting together (or their retry timers) are.
    const customs = server.app.bills.customs;
    const summaries = await Promise.all([customs.resendUnfinished(), customs.resendUnfinished()]);
    expect(summaries.reduce((sum, summary) => sum + summary.sent, 0)).toBe(3);
    expect(summaries.reduce((sum, summary) => sum + summary.failed, 0)).toBe(0);
    expect((await signRecords()).map((record) => record.state)).toEqual(['3', '3', '3']);
  });

  it('a large batch answers at once, validates in the worker pool and is sent in the background', async () => {
    await clearOutbox();
    const count = Math.max(SEND_BEFORE_ANSWER, VALIDATE_INLINE) + 10;
    const ids = await insertOrders(
      server.db,
      Array.from({ length: count }, (_unused, index) => ({ orderNo: `EO-MSG-L${String(index).padStart(3, '0')}` })),
    );
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids });
    expect(answer.body.code, answer.text).toBe(0);
    // Progress shows on the 签名记录: all reach 已发送.
    await expect.poll(async () => (await signRecords()).filter((record) => record.state === '3').length, { timeout: 60_000, interval: 200 }).toBe(count);
    expect(xmlFiles(folders().outbox)).toHaveLength(count);
  });

  it('refuses a large batch as a whole when one message is invalid (checked in the worker pool)', async () => {
    await clearOutbox();
    const count = VALIDATE_INLINE + 5;
    const ids = await insertOrders(
      server.db,
      Array.from({ length: count }, (_unused, index) => ({ orderNo: `EO-MSG-W${String(index).padStart(3, '0')}` })),
    );
    await dynamicDb(server.db)
      .updateTable('bill_export_order')
      .set({ dxp_id: null })
      .where('id', '=', ids[count - 1])
      .execute();
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids });
    expect(answer.body.code).toBe(-1);
    expect(answer.body.message).toContain(`EO-MSG-W${String(count - 1).padStart(3, '0')}：报文传输编号（dxpId）缺失`);
    for (const id of ids) expect(await stateOf(id)).toBe('0');
    expect(await signRecords()).toEqual([]);
    expect(xmlFiles(folders().outbox)).toEqual([]);
  });
});
