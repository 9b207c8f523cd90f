// 报文 (issue 24 point 8): a declared order's detail page lists the message its declare sent (the
// signed text from its 签名记录, its guid = the outbox file's name) and the receipt messages customs
// answered it with (the business message the inbox kept), newest first and bounded; 最近三天回执
// names the message each receipt came in and answers it by guid. Only the caller's company's
// messages, only on the family's page. On SQLite, and on PostgreSQL with TEST_DATABASE=postgres.
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_MESSAGES_SUB_PATH, MAX_BILL_MESSAGES, RECEIPT_MESSAGE_PATH, type BillMessages, type ShownMessage } from '#core/customs-messages.ts';
import { dynamicDb, engineDb } from '../../../server/bills/db.ts';
import { sentMessagesDb } from '../../../server/customs/declare/sent-messages.ts';
import { readInboxOnce } from '../../../server/customs/transfer/inbox.ts';
import { writeFileAtomically } from '../../../server/customs/transfer/atomic-file.ts';
import { receiptFile, type ReceiptFile } from '../../../server/customs/transfer/receipt-files.fixture.ts';
import { MSG_OTHER_COMPANY_RECEIPTS } from '../../../server/customs/view/received-messages.ts';
import { MSG_MESSAGE_NOT_FOUND } from '../../../server/routes/message-routes.ts';
import { accessTokenOf, insertAccount, insertCompany } from '../test-accounts.ts';
import { insertOrders, orderBody } from './bill-fixtures.ts';
import { COMPANY, ORDER_API, OTHER_COMPANY, startBillServer, type BillServer } from './bill-harness.ts';

const HOUR = 3_600_000;
const MESSAGES = `${ORDER_API}/${BILL_MESSAGES_SUB_PATH}`;
const RECEIPTS = '/api/receipter/messageFindByBill';
const ORDER_NO = 'EO-VIEW-0001';

let server: BillServer;
let orderId: number;
let body: Record<string, unknown>;
let receipt: ReceiptFile;
let otherToken: string;
let noModuleToken: string;

const folders = () => server.app.bills.customs.folders;
const outboxFiles = () => (existsSync(folders().outbox) ? readdirSync(folders().outbox).filter((name) => name.endsWith('.xml')) : []);
const messagesOf = async (id: number, token?: string) => server.post<BillMessages>(MESSAGES, { id }, token);

beforeAll(async () => {
  // The simulator waits an hour: only the inbox answers the order here.
  server = await startBillServer({ simulatorDelayMs: HOUR });
  body = orderBody({ orderNo: ORDER_NO });
  const declared = await server.post(`${ORDER_API}/saveAndApply`, body);
  expect(declared.body.code, declared.text).toBe(0);
  orderId = Number(declared.body.data.id);

  receipt = receiptFile({
    sample: 'export/CEB304Message.xml',
    values: { orderNo: ORDER_NO, ebcCode: String(body.ebcCode), ebpCode: String(body.ebpCode), returnStatus: '2', returnInfo: '新增申报成功[A1]' },
    at: Date.now() - 1000,
  });
  await writeFileAtomically(folders().inbox, `${receipt.copMsgId}.xml`, receipt.envelope);
  const pass = await readInboxOnce({ db: engineDb(server.db), families: server.app.bills.families, folders: folders() });
  expect(pass.processed.map((file) => file.guid)).toEqual([receipt.guid]);

  // Another company with every module and button; a sub-account of ours without the order page.
  const otherCompany = await insertCompany(server.db, { code: OTHER_COMPANY, name: '上海另一家跨境电商有限公司' });
  const other = await insertAccount(server.db, { companyId: otherCompany, loginName: 'view_other_company', grant: 'buttons' });
  otherToken = await accessTokenOf(server.app, server.db, { userId: other, companyCode: OTHER_COMPANY });
  const ours = await server.db.selectFrom('company').select('id').where('code', '=', COMPANY).executeTakeFirstOrThrow();
  const noModule = await insertAccount(server.db, { companyId: ours.id, loginName: 'view_no_order_page', grant: 'buttons' });
  await server.db
    .deleteFrom('user_module')
    .where('user_id', '=', noModule)
    .where('module_id', 'in', server.db.selectFrom('module').select('id').where('uri', '=', '/bill/export/order'))
    .execute();
  noModuleToken = await accessTokenOf(server.app, server.db, { userId: noModule, companyCode: COMPANY });
});
afterAll(async () => server?.close());

describe("a bill's 报文", () => {
  it('lists the receipt message and the signed message sent, newest first', async () => {
    const answer = await messagesOf(orderId);
    expect(answer.body.code, answer.text).toBe(0);
    const { messages, more } = answer.body.data;
    expect(more).toBe(false);
    expect(messages.map((message) => [message.direction, message.messageType])).toEqual([
      ['received', 'CEB304Message'],
      ['sent', 'CEB303Message'],
    ]);
    const [received, sent] = messages as [ShownMessage, ShownMessage];

    // The message sent: its guid is the outbox file's name, its text the signed message of its 签名记录.
    expect(outboxFiles()).toEqual([`${sent.guid}.xml`]);
    expect(sent).toMatchObject({ stateName: '已发送', signed: true, note: `已写入发送目录：${sent.guid}.xml` });
    expect(sent.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sent.xml).toContain(`<ceb:orderNo>${ORDER_NO}</ceb:orderNo>`);
    expect(sent.xml).toContain('SignatureValue');
    expect(sent.xml).toContain(`guid="${sent.guid}"`);
    const record = await dynamicDb(server.db)
      .selectFrom(server.app.bills.customs.signRecords!.family.headTable)
      .select('sign_result')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sent.xml).toBe(record.sign_result);

    // The receipt message: as the inbox took it, with the receipt it carried for the order.
    expect(received).toMatchObject({ guid: receipt.guid, xml: receipt.message, note: null });
    expect(received.receipts).toEqual([{ status: '2', statusName: expect.any(String), info: '新增申报成功[A1]', time: expect.stringMatching(/^\d{4}-/) }]);
  });

  it('keeps the ledger row beside the 签名记录 of the declare', async () => {
    const rows = await sentMessagesDb(server.db).selectFrom('customs_message_out').selectAll().where('bill_id', '=', orderId).execute();
    expect(rows).toEqual([
      expect.objectContaining({ family: 'export-order', company_code: COMPANY, message_type: 'CEB303Message', guid: outboxFiles()[0]!.replace(/\.xml$/, '') }),
    ]);
  });

  it('writes no ledger row when the declare is refused', async () => {
    const [id] = await insertOrders(server.db, [{ orderNo: 'EO-VIEW-NODXP' }]);
    await dynamicDb(server.db).updateTable('bill_export_order').set({ dxp_id: null }).where('id', '=', id).execute();
    const answer = await server.post(`${ORDER_API}/applyByIds`, { ids: [id] });
    expect(answer.body.code).toBe(-1);
    expect(await sentMessagesDb(server.db).selectFrom('customs_message_out').select('guid').where('bill_id', '=', id!).execute()).toEqual([]);
    expect((await messagesOf(id!)).body.data).toEqual({ messages: [], more: false });
  });

  it('answers at most the newest MAX_BILL_MESSAGES', async () => {
    const [id] = await insertOrders(server.db, [{ orderNo: 'EO-VIEW-MANY', state: '2' }]);
    const rows = Array.from({ length: MAX_BILL_MESSAGES + 5 }, (_, index) => ({
      guid: `VIEW-MANY-${String(index).padStart(3, '0')}`,
      family: 'export-order',
      bill_id: id!,
      company_code: COMPANY,
      message_type: 'CEB303Message',
      sign_record_id: 0,
      created_at: 1_700_000_000_000 + index * 1000,
    }));
    await sentMessagesDb(server.db).insertInto('customs_message_out').values(rows).execute();
    const { messages, more } = (await messagesOf(id!)).body.data;
    expect(more).toBe(true);
    expect(messages).toHaveLength(MAX_BILL_MESSAGES);
    expect(messages[0]!.guid).toBe(`VIEW-MANY-${String(MAX_BILL_MESSAGES + 4).padStart(3, '0')}`);
    expect(messages[0]!.xml).toBeNull();
  });

  it('refuses a bill of another company as not found, and shows its messages to nobody else', async () => {
    const answer = await messagesOf(orderId, otherToken);
    expect(answer.body).toEqual({ code: -1, message: '单据不存在或已被删除', data: null });
    expect(answer.text).not.toContain(ORDER_NO);
  });

  it("refuses a sub-account without the family's page", async () => {
    const answer = await messagesOf(orderId, noModuleToken);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('拒绝访问');
  });

  it('checks the body', async () => {
    expect((await server.post(MESSAGES, {})).body.code).toBe(-1);
    expect((await messagesOf('x' as unknown as number)).body.message).toBe('单据不存在或已被删除');
  });

  it('is offered only for families declared in a message: the definition names it', async () => {
    const order = await server.post('/api/enterprise/bill/definition', { route: '/bill/export/order' });
    expect(order.body.data.customsMessage).toBe('CEB303');
    const declaration = await server.post('/api/enterprise/bill/definition', { route: '/bill/export/declaration' });
    expect(declaration.body.code).toBe(0);
    expect(declaration.body.data.customsMessage).toBeUndefined();
    const base = server.app.bills.families.find((family) => family.id === 'export-declaration')!.basePath;
    expect((await server.post(`${base}/${BILL_MESSAGES_SUB_PATH}`, { id: 1 })).status).toBe(404);
  });
});

describe('最近三天回执 and the message of a receipt', () => {
  const keys = () => ({ messageType: 'CEB304', orderNo: ORDER_NO, ebcCode: body.ebcCode, ebpCode: body.ebpCode });

  it('names the message each receipt came in, and answers it by guid', async () => {
    const receipts = await server.post(RECEIPTS, keys());
    expect(receipts.body.data.map((row: { messageGuid: string | null }) => row.messageGuid)).toEqual([receipt.guid]);
    const answer = await server.post<ShownMessage>(RECEIPT_MESSAGE_PATH, { messageType: 'CEB304', guid: receipt.guid.toLowerCase() });
    expect(answer.body.code, answer.text).toBe(0);
    expect(answer.body.data).toMatchObject({ direction: 'received', messageType: 'CEB304Message', guid: receipt.guid, xml: receipt.message });
    expect(answer.body.data.receipts?.map((row) => row.status)).toEqual(['2']);
  });

  it('answers nothing of it to another company, or on a page without those receipts', async () => {
    const foreign = await server.post(RECEIPT_MESSAGE_PATH, { messageType: 'CEB304', guid: receipt.guid }, otherToken);
    expect(foreign.body).toEqual({ code: -1, message: MSG_MESSAGE_NOT_FOUND, data: null });
    const refused = await server.post(RECEIPT_MESSAGE_PATH, { messageType: 'CEB304', guid: receipt.guid }, noModuleToken);
    expect(refused.status).toBe(403);
    // Another family's receipt type does not reach this order's receipts.
    const otherType = await server.post(RECEIPT_MESSAGE_PATH, { messageType: 'CEB506Message', guid: receipt.guid });
    expect(otherType.body.message).toBe(MSG_MESSAGE_NOT_FOUND);
    const bad = await server.post(RECEIPT_MESSAGE_PATH, { messageType: 'CEB304', guid: '../../etc/passwd' });
    expect(bad.body.code).toBe(-1);
  });

  it('withholds the text of a message that also carried another company’s receipt', async () => {
    const [foreign] = await insertOrders(server.db, [{ orderNo: 'EO-VIEW-FOREIGN', companyCode: OTHER_COMPANY, state: '2' }]);
    await engineDb(server.db)
      .insertInto('receipt')
      .values({
        family: 'export-order',
        bill_id: foreign!,
        company_code: OTHER_COMPANY,
        message_type: 'CEB304Message',
        return_status: '2',
        return_status_name: '电子口岸申报中',
        return_info: '别家的回执',
        return_time: '2024-06-01 10:00:00',
        return_at: Date.now(),
        message_guid: receipt.guid,
      })
      .execute();
    const [received] = (await messagesOf(orderId)).body.data.messages;
    expect(received).toMatchObject({ guid: receipt.guid, xml: null, note: MSG_OTHER_COMPANY_RECEIPTS });
    expect(received!.receipts?.map((row) => row.info)).toEqual(['新增申报成功[A1]']);
    const byGuid = await server.post<ShownMessage>(RECEIPT_MESSAGE_PATH, { messageType: 'CEB304', guid: receipt.guid });
    expect(byGuid.body.data.xml).toBeNull();
    expect(byGuid.text).not.toContain('别家的回执');
  });
});
