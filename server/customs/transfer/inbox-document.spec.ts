// Documents customs originates, through the inbox (SQLite, or PostgreSQL with
// TEST_DATABASE=postgres): a CEB816 电子税单 creates the tax bill of the company whose import
// inventory it names, filled from that inventory where the message is silent, once per message guid
// (a copy is quarantined) and updated by a later CEB816 of the same taxNo+invtNo; a CEB818 moves the
// tax bill's state and shows in its receipts, an older one is quarantined; a CEB792 creates the
// summary result of the portal company it names; an unknown inventory, a company not of the portal
// or a disagreeing agent code quarantines the file and changes nothing. The CEB816 and CEB792 here
// are built by the families' own mapping (the one the simulator uses), so they are XSD-valid.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY, startBillServer, type BillServer } from '../../../tests/api/bills/bill-harness.ts';
import { dynamicDb, engineDb, type EngineDb } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import { buildMessage, type MessageBill } from '../message/build-message.ts';
import { familyMessageOf } from '../message/family-message.ts';
import { validateCebXml } from '../xsd/ceb-validator.ts';
import { wrapDxpMsg } from './envelope.ts';
import { readInboxOnce, REASON_SUFFIX, type InboxPass } from './inbox.ts';
import { formatReturnTime } from './receipt-read.ts';
import { COMPANY_DXP_ID } from './receipt-files.fixture.ts';
import { transferFolders, type TransferFolders } from './transfer-folders.ts';

const HOUR = 3_600_000;
const IMPORT_SENDER = 'DXPEDCCEB0000002';
const EXPORT_SENDER = 'DXPEDCCEB0000003';
const EBC = '91440101MA5CKT9G3F';

let server: BillServer;
let db: EngineDb;
let families: readonly BillFamily[];
let base: string;
let folders: TransferFolders;

beforeAll(async () => {
  server = await startBillServer({ simulatorDelayMs: HOUR });
  db = engineDb(server.db);
  families = server.app.bills.families;
});
afterAll(async () => server?.close());
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'portal-documents-'));
  folders = transferFolders({ outboxDir: join(base, 'outbox'), inboxDir: join(base, 'inbox') });
  mkdirSync(folders.inbox, { recursive: true });
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const familyOf = (id: string) => families.find((family) => family.id === id)!;
const read = () => readInboxOnce({ db, families, folders });
const only = (pass: InboxPass) => ({
  processed: pass.processed.length,
  quarantined: pass.quarantined.map((file) => file.kind),
  returned: pass.returned.length,
});

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${(serial += 1)}`;

/** A released import inventory of `company`, with two lines and its 放行 receipt. */
async function releasedInventory(company: string, invtNo: string, releasedAt: number): Promise<number> {
  const family = familyOf('import-inventory');
  const row = await dynamicDb(server.db)
    .insertInto(family.headTable)
    .values({
      company_code: company,
      state: '800',
      create_time: '2024-06-15 10:00:00',
      update_time: '2024-06-15 10:00:00',
      cop_no: unique('COP'),
      invt_no: invtNo,
      order_no: `ORD-${invtNo}`,
      agent_code: company,
      ebc_code: EBC,
      buyer_name: '张三',
      buyer_id_number: '110101199001011234',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await dynamicDb(server.db)
    .insertInto(family.lineTable!)
    .values([
      { head_id: id, gnum: 1, gcode: '3304990099', gname: '面霜', qty: 2, price: 99.9 },
      { head_id: id, gnum: 2, gcode: '6404199000', gname: '运动鞋', qty: 1, price: 0.1 },
    ])
    .execute();
  await db
    .insertInto('receipt')
    .values({
      family: family.id,
      bill_id: id,
      company_code: company,
      message_type: 'CEB622Message',
      return_status: '800',
      return_status_name: '放行',
      return_info: '放行',
      return_time: '2024-06-15 11:00:00',
      return_at: releasedAt,
      message_guid: randomUUID().toUpperCase(),
    })
    .execute();
  return id;
}

function taxBill(invtNo: string, taxNo: string, head: Record<string, unknown> = {}): MessageBill {
  return {
    head: { taxNo, invtNo, customsAmount: '0', vatAmount: '18.19', exciseAmount: '0', agentCode: COMPANY, ebcCode: EBC, customsCode: '5141', ...head },
    lines: [
      { gnum: 1, gcode: '3304990099', taxPrice: '199.8', customsAmount: '0', vatAmount: '18.18', exciseAmount: '0' },
      { gnum: 2, gcode: '6404199000', taxPrice: '0.1', customsAmount: '0', vatAmount: '0.01', exciseAmount: '0' },
    ],
  };
}

/** A document message built by the family's mapping, in its envelope; `now` is its returnTime/opDate. */
function documentFile(familyId: string, bill: MessageBill, now: number, guid = randomUUID().toUpperCase()) {
  const message = buildMessage(familyMessageOf(familyOf(familyId))!, [bill], { guid, now: new Date(now) });
  expect(validateCebXml(message)).toEqual([]);
  const root = /<ceb:(CEB\d+Message)/.exec(message)![1]!;
  const copMsgId = randomUUID();
  const sender = familyId.startsWith('import') ? IMPORT_SENDER : EXPORT_SENDER;
  return { guid, copMsgId, envelope: wrapDxpMsg(message, { copMsgId, senderId: sender, receiverIds: [COMPANY_DXP_ID], msgType: root, createdAt: now }) };
}

function statusFile(invtNo: string, taxNo: string, status: string, at: number, extra = '') {
  const guid = randomUUID().toUpperCase();
  const message = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ceb:CEB818Message guid="${guid}" version="1.0" xmlns:ceb="http://www.chinaport.gov.cn/ceb">`,
    '<ceb:Tax><ceb:TaxHeadStatus>',
    `<ceb:guid>${randomUUID().toUpperCase()}</ceb:guid><ceb:returnTime>${formatReturnTime(at)}</ceb:returnTime>`,
    `<ceb:invtNo>${invtNo}</ceb:invtNo><ceb:taxNo>${taxNo}</ceb:taxNo><ceb:status>${status}</ceb:status>${extra}`,
    '</ceb:TaxHeadStatus></ceb:Tax>',
    '</ceb:CEB818Message>',
  ].join('\n');
  const copMsgId = randomUUID();
  return { guid, envelope: wrapDxpMsg(message, { copMsgId, senderId: IMPORT_SENDER, receiverIds: [COMPANY_DXP_ID], msgType: 'CEB818Message', createdAt: at }) };
}

function deliver(name: string, content: string): void {
  writeFileSync(join(folders.inbox, name), content);
}

async function taxBills(taxNo: string) {
  const family = familyOf('import-tax');
  return dynamicDb(server.db).selectFrom(family.headTable).selectAll().where('tax_no', '=', taxNo).execute();
}

async function taxLines(id: number) {
  const family = familyOf('import-tax');
  return dynamicDb(server.db).selectFrom(family.lineTable!).selectAll().where('head_id', '=', id).orderBy('gnum').execute();
}

async function receiptsOf(family: string, billId: number) {
  return db.selectFrom('receipt').selectAll().where('family', '=', family).where('bill_id', '=', billId).orderBy('return_at').orderBy('id').execute();
}

const decimal = (value: unknown) => String(Number(value));

describe('CEB816 电子税单 from the inbox', () => {
  it('creates the tax bill of the company whose import inventory it names, filled from the inventory, applied once', async () => {
    const invtNo = unique('5141I');
    const taxNo = unique('TAX');
    const releasedAt = Date.parse('2024-06-15T11:00:00+08:00');
    await releasedInventory(COMPANY, invtNo, releasedAt);
    const at = Date.now() - HOUR;
    const file = documentFile('import-tax', taxBill(invtNo, taxNo), at);
    deliver('tax.xml', file.envelope);

    const pass = await read();
    expect(only(pass)).toEqual({ processed: 1, quarantined: [], returned: 0 });
    expect(pass.processed[0]).toMatchObject({
      guid: file.guid,
      messageType: 'CEB816Message',
      receipts: [{ family: 'import-tax', companyCode: COMPANY, status: '1', state: '1' }],
    });
    const [bill] = await taxBills(taxNo);
    expect(bill).toMatchObject({
      company_code: COMPANY,
      state: '1',
      invt_no: invtNo,
      order_no: `ORD-${invtNo}`,
      buyer_name: '张三',
      buyer_id_number: '110101199001011234',
      release_time: '2024-06-15 11:00:00',
      agent_code: COMPANY,
      customs_code: '5141',
    });
    // 应征税款合计 is the exact sum of the three taxes; amounts as written (PostgreSQL numeric reads back as text).
    expect([bill!.tax_amount, bill!.vat_amount, bill!.customs_amount].map(decimal)).toEqual(['18.19', '18.19', '0']);
    expect(String(bill!.app_time)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const lines = await taxLines(Number(bill!.id));
    expect(lines.map((line) => [line.gnum, line.gname, decimal(line.qty), decimal(line.price), decimal(line.tax_price), decimal(line.vat_amount)])).toEqual([
      [1, '面霜', '2', '99.9', '199.8', '18.18'],
      [2, '运动鞋', '1', '0.1', '0.1', '0.01'],
    ]);
    expect(
      (await receiptsOf('import-tax', Number(bill!.id))).map((row) => [row.message_type, row.return_status, row.return_status_name, row.message_guid]),
    ).toEqual([['CEB816Message', '1', '已生成', file.guid]]);

    // The same message again is a duplicate: quarantined with its reason, nothing changes.
    deliver('tax-again.xml', file.envelope);
    const again = await read();
    expect(only(again)).toEqual({ processed: 0, quarantined: ['duplicate'], returned: 0 });
    expect(readFileSync(join(folders.quarantine, `tax-again.xml${REASON_SUFFIX}`), 'utf8')).toContain(`重复的海关单证报文：guid ${file.guid}`);
    expect(await taxBills(taxNo)).toHaveLength(1);

    // A later message for the same taxNo+invtNo updates the bill in place.
    const later = documentFile('import-tax', taxBill(invtNo, taxNo, { note: '更正' }), at + 1000);
    deliver('tax-later.xml', later.envelope);
    expect(only(await read())).toEqual({ processed: 1, quarantined: [], returned: 0 });
    const updated = await taxBills(taxNo);
    expect(updated.map((row) => [row.id, row.note])).toEqual([[bill!.id, '更正']]);
    expect(await taxLines(Number(bill!.id))).toHaveLength(2);
  });

  it('quarantines a tax bill whose import inventory the portal does not have; nothing is created', async () => {
    const taxNo = unique('TAX');
    const file = documentFile('import-tax', taxBill(unique('5141I'), taxNo), Date.now());
    deliver('unknown.xml', file.envelope);
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 0, quarantined: ['unknownBill'], returned: 0 });
    expect(pass.quarantined[0]!.reason).toContain('未找到CEB816Message 的电子税单');
    expect(pass.quarantined[0]!.reason).toContain('进口清单');
    expect(await taxBills(taxNo)).toEqual([]);
    const ledger = await dynamicDb(server.db).selectFrom('customs_message_in').select('guid').where('guid', '=', file.guid).execute();
    expect(ledger).toEqual([]);
  });

  it('quarantines a tax bill whose declaring agent differs from the inventory’s', async () => {
    const invtNo = unique('5141I');
    await releasedInventory(COMPANY, invtNo, Date.now() - HOUR);
    const taxNo = unique('TAX');
    deliver('other-agent.xml', documentFile('import-tax', taxBill(invtNo, taxNo, { agentCode: '91310000MA1FL0XX9Q' }), Date.now()).envelope);
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 0, quarantined: ['unknownBill'], returned: 0 });
    expect(pass.quarantined[0]!.reason).toContain('agentCode「91310000MA1FL0XX9Q」');
    expect(await taxBills(taxNo)).toEqual([]);
  });
});

describe('CEB818 税单状态 from the inbox', () => {
  it('moves the tax bill to the status, writes 缴款书编号, shows in its receipts; an older status is quarantined', async () => {
    const invtNo = unique('5141I');
    const taxNo = unique('TAX');
    await releasedInventory(COMPANY, invtNo, Date.now() - 2 * HOUR);
    const at = Date.now() - HOUR;
    deliver('a-tax.xml', documentFile('import-tax', taxBill(invtNo, taxNo), at).envelope);
    expect(only(await read())).toEqual({ processed: 1, quarantined: [], returned: 0 });
    const [bill] = await taxBills(taxNo);

    const summarized = statusFile(invtNo, taxNo, '2', at + 60_000, '<ceb:entDutyNo>DUTY-0001</ceb:entDutyNo>');
    deliver('b-status.xml', summarized.envelope);
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 1, quarantined: [], returned: 0 });
    expect(pass.processed[0]!.receipts).toEqual([{ family: 'import-tax', billId: Number(bill!.id), companyCode: COMPANY, status: '2', state: '2' }]);
    expect((await taxBills(taxNo))[0]).toMatchObject({ state: '2', ent_duty_no: 'DUTY-0001', return_info: '电子税单状态：已汇总' });
    const receipts = await receiptsOf('import-tax', Number(bill!.id));
    expect(receipts.map((row) => [row.message_type, row.return_status, row.return_status_name])).toEqual([
      ['CEB816Message', '1', '已生成'],
      ['CEB818Message', '2', '已汇总'],
    ]);
    // The receipts dialog of 电子税单 (ui.receipt: CEB818 by invtNo and taxNo) lists it.
    const dialog = await server.post('/api/receipter/messageFindByBill', { messageType: 'CEB818', invtNo, taxNo });
    expect(dialog.body.code, dialog.text).toBe(0);
    expect((dialog.body.data as Array<{ returnStatusName: string }>).map((row) => row.returnStatusName)).toContain('已汇总');

    const older = statusFile(invtNo, taxNo, '3', at + 30_000);
    deliver('c-older.xml', older.envelope);
    const refused = await read();
    expect(only(refused)).toEqual({ processed: 0, quarantined: ['older'], returned: 0 });
    expect((await taxBills(taxNo))[0]).toMatchObject({ state: '2' });
    expect(await receiptsOf('import-tax', Number(bill!.id))).toHaveLength(2);
  });

  it('quarantines a status for a tax bill the portal does not have', async () => {
    deliver('nobill.xml', statusFile(unique('5141I'), unique('TAX'), '2', Date.now()).envelope);
    expect(only(await read())).toEqual({ processed: 0, quarantined: ['unknownBill'], returned: 0 });
  });
});

describe('CEB792 汇总结果单 from the inbox', () => {
  const result = (sumNo: string, agentCode: string, ebcCode: string): MessageBill => ({
    head: {
      sumNo,
      customsCode: '5141',
      declSeqNo: `D${sumNo.slice(1)}`,
      decState: 'A',
      agentCode,
      agentName: '申报企业',
      ebcCode,
      ebcName: '收发货人',
      declAgentCode: agentCode,
      declAgentName: '报关单位',
      grossWeight: '12.5',
      netWeight: '10.25',
      msgCount: 1,
      msgSeqNo: 1,
      opDate: '2024-06-20 10:11:12',
    },
    lines: [{ gseqno: 1, invtNo: '51412024E000000001', logisticsNo: 'L0001', gnum: 1, gcode: '8541401000' }],
  });
  const sumNoOf = () => `S${unique('').padStart(17, '0').slice(-17)}`;

  it('creates the summary result of the portal company it names as agent', async () => {
    const sumNo = sumNoOf();
    const file = documentFile('export-summaryResult', result(sumNo, COMPANY, EBC), Date.now());
    deliver('sum.xml', file.envelope);
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 1, quarantined: [], returned: 0 });
    const family = familyOf('export-summaryResult');
    const rows = await dynamicDb(server.db).selectFrom(family.headTable).selectAll().where('sum_no', '=', sumNo).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company_code: COMPANY, state: '399', op_date: '2024-06-20 10:11:12', msg_seq_no: 1 });
    expect(decimal(rows[0]!.gross_weight)).toBe('12.5');
    const lines = await dynamicDb(server.db).selectFrom(family.lineTable!).selectAll().where('head_id', '=', rows[0]!.id).execute();
    expect(lines.map((line) => [line.invt_no, line.logistics_no, line.gcode])).toEqual([['51412024E000000001', 'L0001', '8541401000']]);
  });

  it('quarantines a summary result naming no portal company', async () => {
    const sumNo = sumNoOf();
    deliver('sum-unknown.xml', documentFile('export-summaryResult', result(sumNo, '91310000MA1FL0XX9Q', '91310000MA1FL0XX9Q'), Date.now()).envelope);
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 0, quarantined: ['unknownCompany'], returned: 0 });
    expect(pass.quarantined[0]!.reason).toContain('不是本系统的企业');
  });
});
