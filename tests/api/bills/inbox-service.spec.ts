// The server reads its inbox (PORTAL_INBOX_POLL_MS): a declared order's message leaves through the
// outbox, customs' official receipt (CEB304, made from the official sample) is put into the inbox
// as the transfer client would (written under a temporary name, then renamed), and the server
// applies it: the order moves, the receipt shows in the receipts dialog, the file is kept in
// `processed`. The customs simulator waits an hour here, so only the inbox moves the bill. On
// SQLite, and on PostgreSQL with TEST_DATABASE=postgres.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicDb } from '../../../server/bills/db.ts';
import { writeFileAtomically } from '../../../server/customs/transfer/atomic-file.ts';
import { unwrapDxpMsg } from '../../../server/customs/transfer/envelope.ts';
import { receiptFile } from '../../../server/customs/transfer/receipt-files.fixture.ts';
import { ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { orderBody } from './bill-fixtures.ts';

const HOUR = 3_600_000;
let server: BillServer;

beforeAll(async () => {
  server = await startBillServer({ simulatorDelayMs: HOUR, env: { PORTAL_INBOX_POLL_MS: '100', PORTAL_CUSTOMS_SIMULATOR: '0' } });
});
afterAll(async () => server?.close());

const folders = () => server.app.bills.customs.folders;
const xmlFiles = (dir: string) => {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.xml'));
  } catch {
    return [];
  }
};

describe("the server's inbox reader", () => {
  it('applies an official receipt the transfer client puts into the inbox to the declared order', async () => {
    const orderNo = 'EO-INBOX-0001';
    const body = orderBody({ orderNo });
    const declared = await server.post(`${ORDER_API}/saveAndApply`, body);
    expect(declared.body.code, declared.text).toBe(0);
    const id = Number(declared.body.data.id);
    const [sent] = xmlFiles(folders().outbox);
    expect(unwrapDxpMsg(readFileSync(join(folders().outbox, sent))).message).toContain(orderNo);

    const file = receiptFile({
      sample: 'export/CEB304Message.xml',
      values: { orderNo, ebcCode: String(body.ebcCode), ebpCode: String(body.ebpCode), returnStatus: '2', returnInfo: '新增申报成功[A1]' },
      at: Date.now() - 1000,
    });
    await writeFileAtomically(folders().inbox, `${file.copMsgId}.xml`, file.envelope);

    await expect.poll(() => xmlFiles(folders().processed).length, { timeout: 20_000, interval: 100 }).toBe(1);
    const row = await dynamicDb(server.db).selectFrom('bill_export_order').select(['state', 'return_info']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: '2', return_info: '新增申报成功[A1]' });
    const receipts = await dynamicDb(server.db).selectFrom('receipt').selectAll().where('family', '=', 'export-order').where('bill_id', '=', id).execute();
    expect(receipts.map((receipt) => [receipt.message_type, receipt.return_status, receipt.message_guid])).toEqual([['CEB304Message', '2', file.guid]]);
    expect(xmlFiles(folders().inbox)).toEqual([]);
    expect(xmlFiles(folders().quarantine)).toEqual([]);
  });
});
