// The inbox reader on the test database (SQLite, or PostgreSQL with TEST_DATABASE=postgres):
// official receipts, made from the standard's samples for bills made here and wrapped in their
// envelope, move their bill, add the receipt the dialog shows and fill the numbers customs
// assigns; a message is applied once however many copies arrive and however many readers run;
// every refused file is quarantined with its reason and changes nothing; no file is ever deleted.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY, ORDER_API, startBillServer, type BillServer } from '../../../tests/api/bills/bill-harness.ts';
import { insertOrders, orderBody, orderRow } from '../../../tests/api/bills/bill-fixtures.ts';
import { usingPostgres } from '../../../tests/api/test-database.ts';
import { dynamicDb, engineDb, type EngineDb } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import { openDatabase } from '../../db/connect.ts';
import { TEMPORARY_FOLDER } from './atomic-file.ts';
import { wrapDxpMsg } from './envelope.ts';
import { readInboxOnce, REASON_SUFFIX, startInboxPolling, type InboxPass } from './inbox.ts';
import { releaseFromQuarantine } from './quarantine.ts';
import { receiptBatchFile, receiptFile, receiptMessage, CUSTOMS_SENDER, COMPANY_DXP_ID } from './receipt-files.fixture.ts';
import { transferFolders, type TransferFolders } from './transfer-folders.ts';

const RECEIPTS = '/api/receipter/messageFindByBill';
const PARTIES = { ebcCode: '91440101MA5CKT9G3F', ebpCode: '91330100MA27XL6N5K' };
const HOUR = 3_600_000;

let server: BillServer;
let db: EngineDb;
let families: readonly BillFamily[];
let base: string;
let folders: TransferFolders;
/** Every file content put in the inbox, to prove none was lost. */
let delivered: string[];

beforeAll(async () => {
  // The simulator's own receipts wait an hour: here only the inbox moves bills.
  server = await startBillServer({ simulatorDelayMs: HOUR });
  db = engineDb(server.db);
  families = (server.app as unknown as { bills: { families: readonly BillFamily[] } }).bills.families;
});
afterAll(async () => server?.close());
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'portal-inbox-'));
  folders = transferFolders({ outboxDir: join(base, 'outbox'), inboxDir: join(base, 'inbox') });
  mkdirSync(folders.inbox, { recursive: true });
  delivered = [];
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const familyOf = (id: string) => families.find((family) => family.id === id)!;
const read = (extra: Partial<Parameters<typeof readInboxOnce>[0]> = {}) => readInboxOnce({ db, families, folders, ...extra });
const files = (folder: string) => {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
};

function deliver(name: string, content: string): void {
  writeFileSync(join(folders.inbox, name), content);
  delivered.push(content);
}

/** The contents of every .xml file kept in processed, quarantine and the inbox. */
function kept(): string[] {
  return [folders.processed, folders.quarantine, folders.inbox]
    .flatMap((folder) =>
      files(folder)
        .filter((name) => name.endsWith('.xml'))
        .map((name) => readFileSync(join(folder, name), 'utf8')),
    )
    .sort();
}

async function receiptsOf(family: string, billId: number) {
  return db.selectFrom('receipt').selectAll().where('family', '=', family).where('bill_id', '=', billId).orderBy('id').execute();
}

async function ledgerCount(): Promise<number> {
  const row = await dynamicDb(server.db)
    .selectFrom('customs_message_in')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number((row as { n: unknown }).n);
}

let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(serial += 1)}`;

function orderReceipt(orderNo: string, status: string, at: number, extra: Record<string, string> = {}) {
  return receiptFile({ sample: 'export/CEB304Message.xml', values: { orderNo, ...PARTIES, returnStatus: status, returnInfo: `回执${status}`, ...extra }, at });
}

async function declaredInventory(copNo: string): Promise<number> {
  const family = familyOf('export-inventory');
  const row = await dynamicDb(server.db)
    .insertInto(family.headTable)
    .values({ company_code: COMPANY, state: '10', create_time: '2024-06-15 10:00:00', update_time: '2024-06-15 10:00:00', cop_no: copNo, agent_code: COMPANY })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const only = (pass: InboxPass) => ({
  processed: pass.processed.length,
  quarantined: pass.quarantined.map((file) => file.kind),
  returned: pass.returned.length,
});

describe('a receipt for a declared bill', () => {
  it('moves the bill, adds its receipt row for the receipts dialog, and keeps the file in processed', async () => {
    const orderNo = unique('EO-IN');
    const saved = (await server.post(`${ORDER_API}/saveAndApply`, orderBody({ orderNo }))).body.data;
    expect(saved.state).toBe('10');
    const at = Date.now() - 60_000;
    const file = orderReceipt(orderNo, '2', at, { returnInfo: '新增申报成功[A1]' });
    deliver(`${file.copMsgId}.xml`, file.envelope);

    const pass = await read();
    expect(only(pass)).toEqual({ processed: 1, quarantined: [], returned: 0 });
    expect(pass.processed[0]).toMatchObject({
      guid: file.guid,
      messageType: 'CEB304Message',
      receipts: [{ family: 'export-order', billId: saved.id, status: '2', state: '2' }],
    });
    expect(await orderRow(server.db, saved.id)).toMatchObject({ state: '2', return_info: '新增申报成功[A1]' });
    const [receipt] = await receiptsOf('export-order', saved.id);
    expect(receipt).toMatchObject({
      message_type: 'CEB304Message',
      return_status: '2',
      return_status_name: '电子口岸申报中',
      return_at: Math.floor(at),
      message_guid: file.guid,
    });
    const dialog = await server.post(RECEIPTS, { messageType: 'CEB304', orderNo, ...PARTIES });
    expect(dialog.body.data).toEqual([
      { returnTime: receipt!.return_time, returnStatus: '2', returnStatusName: '电子口岸申报中', returnInfo: '新增申报成功[A1]', messageGuid: file.guid },
    ]);
    // The ledger keeps the business message as it came, for the 报文 view.
    const ledger = await dynamicDb(server.db).selectFrom('customs_message_in').select('message_xml').where('guid', '=', file.guid).executeTakeFirst();
    expect(ledger?.message_xml).toBe(file.message);
    expect(files(folders.inbox)).toEqual([]);
    expect(files(folders.processed)).toEqual([`${file.copMsgId}.xml`]);
    expect(kept()).toEqual(delivered);
  });

  it('fills the numbers customs assigns (preNo, invtNo) into the inventory and walks it to 放行', async () => {
    const copNo = unique('COP');
    const id = await declaredInventory(copNo);
    const at = Date.now() - HOUR;
    const values = { copNo, agentCode: COMPANY, ...PARTIES, orderNo: 'EO1', preNo: 'B20240615000000001', invtNo: '51012024E000000001' };
    const stored = receiptFile({
      sample: 'export/CEB604Message.xml',
      values: { ...values, returnStatus: '120', returnInfo: '[Code:1800;Desc:逻辑校验通过]' },
      at,
    });
    const released = receiptFile({
      sample: 'export/CEB604Message.xml',
      values: { ...values, returnStatus: '800', returnInfo: '[Code:2600;Desc:放行]' },
      at: at + 1000,
    });
    deliver('a-stored.xml', stored.envelope);
    deliver('b-released.xml', released.envelope);

    expect(only(await read())).toEqual({ processed: 2, quarantined: [], returned: 0 });
    const family = familyOf('export-inventory');
    const row = await dynamicDb(server.db).selectFrom(family.headTable).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: '800', pre_no: 'B20240615000000001', invt_no: '51012024E000000001', return_info: '[Code:2600;Desc:放行]' });
    expect((await receiptsOf('export-inventory', id)).map((receipt) => [receipt.return_status, receipt.return_status_name])).toEqual([
      ['120', '海关入库'],
      ['800', '放行'],
    ]);
  });

  it('records a processing error (status below 0) with its text and leaves the state as it is', async () => {
    const [id] = await insertOrders(server.db, [{ orderNo: unique('EO-ERR'), state: '10' }]);
    const orderNo = String((await orderRow(server.db, id!))!.order_no);
    const file = orderReceipt(orderNo, '-301014', Date.now(), { returnInfo: '订单报文处理失败，接收报文为旧报文数据，不做处理;' });
    deliver('error.xml', file.envelope);
    expect(only(await read())).toEqual({ processed: 1, quarantined: [], returned: 0 });
    expect(await orderRow(server.db, id!)).toMatchObject({ state: '10', return_info: '订单报文处理失败，接收报文为旧报文数据，不做处理;' });
    expect((await receiptsOf('export-order', id!)).map((receipt) => [receipt.return_status, receipt.return_status_name])).toEqual([['-301014', '处理异常']]);
  });

  it('applies every distinct receipt of a message once, in time order', async () => {
    const [first, second] = await insertOrders(server.db, [
      { orderNo: unique('EO-M1'), state: '10' },
      { orderNo: unique('EO-M2'), state: '10' },
    ]);
    const orderNos = [String((await orderRow(server.db, first!))!.order_no), String((await orderRow(server.db, second!))!.order_no)];
    const at = Date.now() - 10_000;
    // One message with three OrderReturn: 3 then 2 for the first order (out of order), and the second order's 2 twice.
    const one = (orderNo: string, status: string, time: number) =>
      receiptMessage({ sample: 'export/CEB304Message.xml', values: { orderNo, ...PARTIES, returnStatus: status, returnInfo: `回执${status}` }, at: time });
    const parts = [one(orderNos[0]!, '3', at + 2000), one(orderNos[0]!, '2', at), one(orderNos[1]!, '2', at), one(orderNos[1]!, '2', at)];
    const bodies = parts.map((part) =>
      /<ceb:OrderReturn>[\s\S]*<\/ceb:OrderReturn>/.exec(part.message)![0].replace(/<ceb:guid>[^<]*</, `<ceb:guid>${parts[0]!.guid}<`),
    );
    const message = parts[0]!.message.replace(/<ceb:OrderReturn>[\s\S]*<\/ceb:OrderReturn>/, bodies.join('\n'));
    deliver(
      'multi.xml',
      wrapDxpMsg(message, { copMsgId: 'M-1', senderId: CUSTOMS_SENDER, receiverIds: [COMPANY_DXP_ID], msgType: 'CEB304Message', createdAt: at }),
    );
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 1, quarantined: [], returned: 0 });
    expect(pass.processed[0]!.receipts.map((receipt) => [receipt.billId, receipt.status])).toEqual([
      [first, '2'],
      [second, '2'],
      [first, '3'],
    ]);
    expect((await orderRow(server.db, first!))!.state).toBe('3');
    expect(await receiptsOf('export-order', second!)).toHaveLength(1);
  });
  it("compares a receipt's time only with receipts from customs, not with those the portal made on its own clock", async () => {
    const orderNo = unique('EO-CLOCK');
    const [id] = await insertOrders(server.db, [{ orderNo, state: '10' }]);
    // A receipt 重发回执 made an hour ahead of customs' clock.
    await db
      .insertInto('receipt')
      .values({
        family: 'export-order',
        bill_id: id!,
        company_code: COMPANY,
        message_type: 'CEB304',
        return_status: '10',
        return_status_name: '已申报',
        return_info: null,
        return_time: '2099-01-01 00:00:00',
        return_at: Date.now() + HOUR,
        message_guid: null,
      })
      .execute();
    deliver('clock.xml', orderReceipt(orderNo, '2', Date.now()).envelope);
    expect(only(await read())).toEqual({ processed: 1, quarantined: [], returned: 0 });
    expect((await orderRow(server.db, id!))!.state).toBe('2');
  });
});

/** The statements run through a database handle, counted (Kysely hands every one to its plugins). */
class StatementCount implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

describe('a message answering many bills (customs answers in batches, up to 100 receipts a message)', () => {
  const orderBatch = (orderNos: readonly string[], status: string, at: number) =>
    receiptBatchFile(
      'export/CEB304Message.xml',
      orderNos.map((orderNo) => ({ values: { orderNo, ...PARTIES, returnStatus: status, returnInfo: `回执${status}` }, at })),
    );

  /** Statements one pass runs to apply one batch file for `size` new declared orders. */
  async function statementsFor(size: number): Promise<number> {
    const orderNos = Array.from({ length: size }, (_, index) => unique(`EO-COUNT${size}-${index}`));
    const ids = await insertOrders(
      server.db,
      orderNos.map((orderNo) => ({ orderNo, state: '10' })),
    );
    deliver(`count-${size}.xml`, orderBatch(orderNos, '2', Date.now() - 1000).envelope);
    const counter = new StatementCount();
    const pass = await read({ db: db.withPlugin(counter) });
    expect(only(pass)).toEqual({ processed: 1, quarantined: [], returned: 0 });
    const states = await dynamicDb(server.db).selectFrom(familyOf('export-order').headTable).select('state').where('id', 'in', ids).execute();
    expect(states.map((row) => row.state)).toEqual(Array(size).fill('2'));
    expect(await db.selectFrom('receipt').select('id').where('family', '=', 'export-order').where('bill_id', 'in', ids).execute()).toHaveLength(size);
    return counter.count;
  }

  it('applies a 100-receipt message with as many SQL statements as a 2-receipt one', async () => {
    const two = await statementsFor(2);
    const hundred = await statementsFor(100);
    // Ledger claim, the state list (once a pass), the bills, their newest customs receipts, one state update, one receipt insert,
    // and the keys listening for callbacks (none here: nothing more to queue).
    expect(hundred).toBe(two);
    expect(hundred).toBeLessThanOrEqual(9);
  });

  it('moves bills read in different states, each with its own receipts, and fills each its own assigned numbers', async () => {
    const family = familyOf('export-inventory');
    const copNos = Array.from({ length: 5 }, () => unique('COP-B'));
    const ids = [];
    for (const copNo of copNos) ids.push(await declaredInventory(copNo));
    // Two of them are further on already (120 with a receipt from customs an hour ago).
    const earlier = Date.now() - 2 * HOUR;
    deliver(
      'a-stored.xml',
      receiptBatchFile(
        'export/CEB604Message.xml',
        copNos.slice(0, 2).map((copNo, index) => ({
          values: {
            copNo,
            agentCode: COMPANY,
            ...PARTIES,
            orderNo: 'EO1',
            preNo: `B2024061500000000${index}`,
            invtNo: `51012024E00000000${index}`,
            returnStatus: '120',
            returnInfo: '入库',
          },
          at: earlier,
        })),
      ).envelope,
    );
    expect(only(await read())).toEqual({ processed: 1, quarantined: [], returned: 0 });
    const at = Date.now() - HOUR;
    // Then one message: every inventory 399 then 800 (out of order in the message), each its own numbers.
    const receipts = copNos.flatMap((copNo, index) =>
      (['800', '399'] as const).map((status, step) => ({
        values: {
          copNo,
          agentCode: COMPANY,
          ...PARTIES,
          orderNo: 'EO1',
          preNo: `B2024061500000001${index}`,
          invtNo: `51012024E00000001${index}`,
          returnStatus: status,
          returnInfo: `状态${status}`,
        },
        at: at + (1 - step) * 1000,
      })),
    );
    deliver('b-released.xml', receiptBatchFile('export/CEB604Message.xml', receipts).envelope);
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 1, quarantined: [], returned: 0 });
    // In time order: every 399, then every 800.
    expect(pass.processed[0]!.receipts.map((receipt) => [receipt.billId, receipt.status, receipt.state])).toEqual([
      ...ids.map((id) => [id, '399', '399']),
      ...ids.map((id) => [id, '800', '800']),
    ]);
    const rows = await dynamicDb(server.db).selectFrom(family.headTable).selectAll().where('id', 'in', ids).orderBy('id').execute();
    expect(rows.map((row) => [row.state, row.pre_no, row.invt_no, row.return_info])).toEqual(
      ids.map((_, index) => ['800', `B2024061500000001${index}`, `51012024E00000001${index}`, '状态800']),
    );
    expect((await receiptsOf('export-inventory', ids[0]!)).map((receipt) => receipt.return_status)).toEqual(['120', '399', '800']);
    expect((await receiptsOf('export-inventory', ids[4]!)).map((receipt) => receipt.return_status)).toEqual(['399', '800']);
  });

  it('refuses the whole message when one of its receipts cannot be applied: nothing changes, the first problem is the reason', async () => {
    const orderNos = Array.from({ length: 20 }, (_, index) => unique(`EO-ALL${index}`));
    const ids = await insertOrders(
      server.db,
      orderNos.map((orderNo) => ({ orderNo, state: '10' })),
    );
    const before = {
      bills: await dynamicDb(server.db).selectFrom(familyOf('export-order').headTable).selectAll().where('id', 'in', ids).execute(),
      ledger: await ledgerCount(),
    };
    deliver(
      'partly-unknown.xml',
      orderBatch([...orderNos.slice(0, 10), 'NO-SUCH-ORDER-1', ...orderNos.slice(10), 'NO-SUCH-ORDER-2'], '2', Date.now()).envelope,
    );
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 0, quarantined: ['unknownBill'], returned: 0 });
    expect(pass.quarantined[0]!.reason).toMatch(/^未找到回执对应的单据（.*orderNo=NO-SUCH-ORDER-1、/);
    expect({
      bills: await dynamicDb(server.db).selectFrom(familyOf('export-order').headTable).selectAll().where('id', 'in', ids).execute(),
      ledger: await ledgerCount(),
    }).toEqual(before);
    expect(await db.selectFrom('receipt').select('id').where('family', '=', 'export-order').where('bill_id', 'in', ids).execute()).toEqual([]);
  });

  it('refuses a message in which one receipt is older than its bill’s newest, whatever the others', async () => {
    const orderNos = Array.from({ length: 3 }, (_, index) => unique(`EO-OLD${index}`));
    const ids = await insertOrders(
      server.db,
      orderNos.map((orderNo) => ({ orderNo, state: '10' })),
    );
    const at = Date.now() - HOUR;
    deliver('a.xml', orderReceipt(orderNos[1]!, '2', at).envelope);
    expect(only(await read())).toEqual({ processed: 1, quarantined: [], returned: 0 });
    deliver('b.xml', orderBatch(orderNos, '3', at - 1000).envelope);
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 0, quarantined: ['older'], returned: 0 });
    expect(pass.quarantined[0]!.reason).toContain(`orderNo=${orderNos[1]}`);
    const states = await dynamicDb(server.db)
      .selectFrom(familyOf('export-order').headTable)
      .select(['id', 'state'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(states.map((row) => row.state)).toEqual(['10', '2', '10']);
  });
});

describe('files the reader must not take', () => {
  it('leaves a file written halfway (temporary name, no rename) and hidden names alone', async () => {
    const orderNo = unique('EO-HALF');
    const [id] = await insertOrders(server.db, [{ orderNo, state: '10' }]);
    const file = orderReceipt(orderNo, '2', Date.now());
    // A writer killed before its rename: the whole file, or part of it, under a temporary name.
    mkdirSync(join(folders.inbox, TEMPORARY_FOLDER));
    writeFileSync(join(folders.inbox, TEMPORARY_FOLDER, `${file.copMsgId}.xml.4242-0a1b2c`), file.envelope);
    writeFileSync(join(folders.inbox, `.${file.copMsgId}.xml.tmp`), file.envelope.slice(0, 200));
    writeFileSync(join(folders.inbox, `${file.copMsgId}.xml.part`), file.envelope.slice(0, 200));
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 0, quarantined: [], returned: 0 });
    expect(files(folders.inbox)).toEqual([`.${file.copMsgId}.xml.tmp`, `${file.copMsgId}.xml.part`]);
    expect(readdirSync(join(folders.inbox, TEMPORARY_FOLDER))).toHaveLength(1);
    expect((await orderRow(server.db, id!))!.state).toBe('10');
    expect(await receiptsOf('export-order', id!)).toEqual([]);
  });
});

describe('idempotency', () => {
  it('applies the same message once: a second copy (another name, or the same name later) is quarantined as a duplicate', async () => {
    const orderNo = unique('EO-DUP');
    const [id] = await insertOrders(server.db, [{ orderNo, state: '10' }]);
    const file = orderReceipt(orderNo, '2', Date.now());
    deliver('copy-1.xml', file.envelope);
    deliver('copy-2.xml', file.envelope);
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 1, quarantined: ['duplicate'], returned: 0 });
    expect(pass.quarantined[0]!.reason).toMatch(new RegExp(`^重复的回执报文：guid ${file.guid}，已于 .* 由文件 copy-1.xml 处理$`));
    deliver('copy-1.xml', file.envelope);
    expect(only(await read())).toEqual({ processed: 0, quarantined: ['duplicate'], returned: 0 });
    expect(await receiptsOf('export-order', id!)).toHaveLength(1);
    expect(files(folders.processed)).toEqual(['copy-1.xml']);
    expect(files(folders.quarantine)).toEqual(['copy-1.xml', `copy-1.xml${REASON_SUFFIX}`, 'copy-2.xml', `copy-2.xml${REASON_SUFFIX}`]);
    expect(kept()).toEqual([...delivered].sort());
  });

  it('two readers at once over 50 files apply each exactly once, and 10 messages in two copies once each', async () => {
    const orderNos = Array.from({ length: 60 }, (_, index) => unique(`EO-RACE${index}`));
    const ids = await insertOrders(
      server.db,
      orderNos.map((orderNo) => ({ orderNo, state: '10' })),
    );
    const at = Date.now() - 1000;
    orderNos.slice(0, 50).forEach((orderNo, index) => deliver(`race-${String(index).padStart(2, '0')}.xml`, orderReceipt(orderNo, '2', at).envelope));
    orderNos.slice(50).forEach((orderNo, index) => {
      const file = orderReceipt(orderNo, '2', at);
      deliver(`twin-${index}-a.xml`, file.envelope);
      deliver(`twin-${index}-b.xml`, file.envelope);
    });
    const ledgerBefore = await ledgerCount();
    // Two API processes: on PostgreSQL each reader has its own connection pool; SQLite has one
    // writer per database, so there the readers share the connection and race on the files.
    const second = usingPostgres() ? openDatabase((server.app as unknown as { bills: { databaseUrl: string } }).bills.databaseUrl) : null;
    try {
      const passes = await Promise.all([read(), read({ db: second ? engineDb(second) : db })]);
      const processed = passes.flatMap((pass) => pass.processed.map((file) => file.file)).sort();
      const quarantined = passes.flatMap((pass) => pass.quarantined);
      expect(passes.flatMap((pass) => pass.returned)).toEqual([]);
      expect(processed).toHaveLength(60);
      expect(new Set(processed).size).toBe(60);
      expect(quarantined.map((file) => file.kind)).toEqual(Array(10).fill('duplicate'));
    } finally {
      await second?.destroy();
    }
    expect((await ledgerCount()) - ledgerBefore).toBe(60);
    const receipts = await db.selectFrom('receipt').select(['bill_id']).where('family', '=', 'export-order').where('bill_id', 'in', ids).execute();
    expect(receipts.map((receipt) => receipt.bill_id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const states = await dynamicDb(server.db).selectFrom(familyOf('export-order').headTable).select('state').where('id', 'in', ids).execute();
    expect(new Set(states.map((row) => row.state))).toEqual(new Set(['2']));
    expect(files(folders.processing)).toEqual([]);
    expect(kept()).toEqual([...delivered].sort());
  });

  it('takes again a file a killed reader left claimed, once its claim is stale; a fresh claim is left alone', async () => {
    const orderNo = unique('EO-STALE');
    const [id] = await insertOrders(server.db, [{ orderNo, state: '10' }]);
    const now = Date.now();
    mkdirSync(folders.processing, { recursive: true });
    writeFileSync(join(folders.processing, `${now - 2 * HOUR}-99999-dead~left.xml`), orderReceipt(orderNo, '2', now - HOUR).envelope);
    writeFileSync(join(folders.processing, `${now}-99999-busy~busy.xml`), orderReceipt(orderNo, '3', now).envelope);
    const pass = await read({ staleClaimMs: HOUR });
    expect(only(pass)).toEqual({ processed: 1, quarantined: [], returned: 0 });
    expect(files(folders.processed)).toEqual(['left.xml']);
    expect(files(folders.processing)).toEqual([`${now}-99999-busy~busy.xml`]);
    expect((await orderRow(server.db, id!))!.state).toBe('2');
  });
});

describe('quarantine', () => {
  interface Case {
    name: string;
    kind: string;
    reason: RegExp;
    /** The file's content, for an order of `orderNo` in state 10 with one receipt at `at`. */
    content: (orderNo: string, at: number) => string;
  }
  const cases: Case[] = [
    {
      name: 'not XML',
      kind: 'malformed',
      reason: /^传输报文不符合终端节点报文 XSD：.*不是格式正确的 XML/,
      content: () => '<dxp:DxpMsg xmlns:dxp="http://www.chinaport.gov.cn/dxp"><broken>',
    },
    {
      name: 'an envelope against its XSD',
      kind: 'malformed',
      reason: /^传输报文不符合终端节点报文 XSD：.*SenderId/,
      content: (orderNo, at) =>
        orderReceipt(orderNo, '3', at + 1000).envelope.replace(`<dxp:SenderId>${CUSTOMS_SENDER}</dxp:SenderId>`, '<dxp:SenderId></dxp:SenderId>'),
    },
    {
      name: 'a receipt against the business XSD',
      kind: 'malformed',
      reason: /^CEB304Message 不符合报文 XSD：.*returnInfo/,
      content: (orderNo, at) =>
        wrapDxpMsg(
          receiptMessage({ sample: 'export/CEB304Message.xml', values: { orderNo, ...PARTIES, returnStatus: '3' }, at: at + 1000, remove: ['returnInfo'] })
            .message,
          {
            copMsgId: 'X-1',
            senderId: CUSTOMS_SENDER,
            receiverIds: [COMPANY_DXP_ID],
            msgType: 'CEB304Message',
            createdAt: at,
          },
        ),
    },
    {
      name: 'a message that is not a receipt',
      kind: 'unknownType',
      reason: /^不受理的报文类型：CEB311Message/,
      content: (_orderNo, at) =>
        wrapDxpMsg(readFileSync(new URL('../../../schemas/reference/ceb-202205/samples/import/CEB311Message.xml', import.meta.url)), {
          copMsgId: 'X-2',
          senderId: CUSTOMS_SENDER,
          receiverIds: [COMPANY_DXP_ID],
          msgType: 'CEB311Message',
          createdAt: at,
        }),
    },
    {
      name: 'an envelope whose MsgType is not its message',
      kind: 'unknownType',
      reason: /^传输报文的报文类型 MsgType「CEB604Message」与所载报文「CEB304Message」不符/,
      content: (orderNo, at) => orderReceipt(orderNo, '3', at + 1000).envelope.replace('<dxp:MsgType>CEB304Message<', '<dxp:MsgType>CEB604Message<'),
    },
    {
      name: 'an unknown bill',
      kind: 'unknownBill',
      reason: /^未找到回执对应的单据（.*orderNo=NO-SUCH-ORDER/,
      content: (_orderNo, at) => orderReceipt('NO-SUCH-ORDER', '3', at + 1000).envelope,
    },
    {
      name: 'an unknown company',
      kind: 'unknownCompany',
      reason: /^回执所列企业不是本系统的企业（ebpCode=1105910159、ebcCode=1105910159）/,
      content: (orderNo, at) => orderReceipt(orderNo, '3', at + 1000, { ebcCode: '1105910159', ebpCode: '1105910159' }).envelope,
    },
    {
      name: 'a receipt older than the bill’s current one',
      kind: 'older',
      reason: /^回执时间 .* 早于单据当前回执的时间 /,
      content: (orderNo, at) => orderReceipt(orderNo, '3', at - 1000).envelope,
    },
  ];

  it.each(cases)('quarantines $name with its reason and changes nothing', async ({ kind, reason, content }) => {
    const orderNo = unique('EO-Q');
    const [id] = await insertOrders(server.db, [{ orderNo, state: '10' }]);
    const at = Date.now() - HOUR;
    deliver('first.xml', orderReceipt(orderNo, '2', at).envelope);
    expect(only(await read())).toEqual({ processed: 1, quarantined: [], returned: 0 });
    const before = { bill: await orderRow(server.db, id!), receipts: await receiptsOf('export-order', id!), ledger: await ledgerCount() };

    deliver('refused.xml', content(orderNo, at));
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 0, quarantined: [kind], returned: 0 });
    expect(pass.quarantined[0]!.reason).toMatch(reason);
    const reasonFile = readFileSync(join(folders.quarantine, `refused.xml${REASON_SUFFIX}`), 'utf8');
    expect(reasonFile).toContain('文件：refused.xml');
    expect(reasonFile).toContain(`原因：${pass.quarantined[0]!.reason}`);
    expect({ bill: await orderRow(server.db, id!), receipts: await receiptsOf('export-order', id!), ledger: await ledgerCount() }).toEqual(before);
    expect(files(folders.quarantine)).toEqual(['refused.xml', `refused.xml${REASON_SUFFIX}`]);
    expect(kept()).toEqual([...delivered].sort());
  });

  it('quarantines a receipt for a bill still in draft: it was never declared', async () => {
    const orderNo = unique('EO-DRAFT');
    const [id] = await insertOrders(server.db, [{ orderNo, state: '0' }]);
    deliver('draft.xml', orderReceipt(orderNo, '2', Date.now()).envelope);
    const pass = await read();
    expect(only(pass)).toEqual({ processed: 0, quarantined: ['unknownBill'], returned: 0 });
    expect(pass.quarantined[0]!.reason).toMatch(/^回执对应的单据尚未申报/);
    expect((await orderRow(server.db, id!))!.state).toBe('0');
  });
});

describe('reprocessing and polling', () => {
  it('a quarantined file released once its bill exists is applied on the next pass; its reason stays as history', async () => {
    const orderNo = unique('EO-LATE');
    deliver('early.xml', orderReceipt(orderNo, '2', Date.now()).envelope);
    expect(only(await read())).toEqual({ processed: 0, quarantined: ['unknownBill'], returned: 0 });
    const [id] = await insertOrders(server.db, [{ orderNo, state: '10' }]);
    expect(await releaseFromQuarantine(folders, 'early.xml', Date.parse('2024-06-15T02:00:00Z'))).toBe('early.xml');
    expect(only(await read())).toEqual({ processed: 1, quarantined: [], returned: 0 });
    expect((await orderRow(server.db, id!))!.state).toBe('2');
    expect(files(folders.quarantine)).toEqual(['early.xml.reason.released-20240615100000.txt']);
    expect(kept()).toEqual(delivered);
  });

  it('the polling loop reads the inbox until stopped', async () => {
    const orderNo = unique('EO-POLL');
    const [id] = await insertOrders(server.db, [{ orderNo, state: '10' }]);
    let seen: (pass: InboxPass) => void = () => {};
    const applied = new Promise<InboxPass>((resolve) => (seen = resolve));
    const polling = startInboxPolling({ db, families, folders, intervalMs: 5, report: (pass) => pass && seen(pass) });
    try {
      deliver('polled.xml', orderReceipt(orderNo, '2', Date.now()).envelope);
      expect(only(await applied)).toEqual({ processed: 1, quarantined: [], returned: 0 });
    } finally {
      await polling.stop();
    }
    expect((await orderRow(server.db, id!))!.state).toBe('2');
  });
});
