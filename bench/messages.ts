// `npm run bench:messages` (issue 24): how fast customs messages are made and receipts applied,
// each beside its floor measured in the same run.
//   messages: a CEB603 export inventory with 10 goods lines, from a demo bill as stored, built +
//             validated against the official XSD + signed (SM2/SM3 and RSA-SHA1 software
//             certificates), per second; the floor is the XSD validation of that message alone.
//   receipts: CEB304 receipt files for declared export orders, read from the inbox folder,
//             checked (envelope and message XSD) and applied (state, receipt row, ledger), in
//             receipts per second, for files of 1 receipt and files of 100 (customs answers in
//             batches; 100 is the most a message carries); the floor is the XSD checks of the same
//             files alone, per receipt.
// SQLite by default; BENCH_DATABASE=postgres on a throwaway PostgreSQL cluster. BENCH_SECONDS and
// BENCH_RECEIPTS (default 2,000 single-receipt files; 5 × as many receipts in 100-receipt files) set
// the run's length.
// Targets named by the issue: ≥ 500 messages/s and ≥ 2,000 receipts/s on these two cores. Not yet
// measured here: the 10,000-bill batch 申报 (building is not wired into 申报 yet).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { dynamicDb, engineDb } from '../server/bills/db.ts';
import type { BillFamily } from '../server/bills/family.ts';
import { findLines } from '../server/bills/find-bill.ts';
import { loadSeedableFamilies, seedDemoBills } from '../server/bills/seed/seed-demo-bills.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../server/bills/settings.ts';
import { billGuid } from '../server/customs/message/bill-guid.ts';
import { buildMessage, type MessageBill } from '../server/customs/message/build-message.ts';
import { familyMessageOf, storedBill } from '../server/customs/message/family-message.ts';
import { signWithCredentials } from '../server/customs/sign/software-signer.ts';
import { testCredentials } from '../server/customs/sign/spec-fixtures.ts';
import { validateCebXml, validateTransferXml } from '../server/customs/xsd/ceb-validator.ts';
import { unwrapDxpMsg } from '../server/customs/transfer/envelope.ts';
import { readInboxOnce } from '../server/customs/transfer/inbox.ts';
import { receiptBatchFile } from '../server/customs/transfer/receipt-files.fixture.ts';
import { transferFolders } from '../server/customs/transfer/transfer-folders.ts';
import { seedDatabase } from '../server/seed/seed.ts';
import { loadSeedData } from '../server/seed/seed-data.ts';
import { openDatabase, type PortalDb } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { insertOrders } from '../tests/api/bills/bill-fixtures.ts';
import { benchDatabaseUrl } from './lib/settlement-database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 2000);
/** Receipts a file in the batch shape: the most a receipt message carries (CEB304Message OrderReturn maxOccurs 100). */
const BATCH = 100;
const RECEIPTS_TARGET = 2000;
const LINES = 10;

/** Calls `work` repeatedly for about SECONDS (after a warm-up) and answers calls per second. */
function perSecond(work: (round: number) => void): number {
  for (let i = 0; i < 20; i++) work(i);
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) {
    for (let i = 0; i < 10; i++) work(count + i);
    count += 10;
  }
  return count / ((performance.now() - start) / 1000);
}

/** A demo export inventory as stored, with its first goods line repeated to LINES lines. */
async function inventoryWithLines(db: PortalDb, families: readonly BillFamily[]): Promise<{ family: BillFamily; bill: MessageBill }> {
  const family = families.find((candidate) => candidate.id === 'export-inventory')!;
  const data = await loadSeedData();
  await seedDemoBills(db, { schemaDir: DEFAULT_BILL_SCHEMA_DIR, company: data.demo.company, perFamily: 1, families: [family.id], now: Date.now() });
  const head = await dynamicDb(db).selectFrom(family.headTable).selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
  const [line] = await findLines(db, family, [Number(head.id)]);
  const lines = Array.from({ length: LINES }, () => ({ ...line! }));
  return { family, bill: storedBill(family, head, lines) };
}

async function messages(db: PortalDb, families: readonly BillFamily[]): Promise<void> {
  const { family, bill } = await inventoryWithLines(db, families);
  const message = familyMessageOf(family)!;
  const now = new Date();
  const built = buildMessage(message, [bill], { guid: billGuid('BENCH', 1), now });
  const problems = validateCebXml(built);
  if (problems.length > 0) throw new Error(`the benchmark message is not valid: ${problems.map((problem) => problem.text).join('; ')}`);
  const floor = perSecond(() => validateCebXml(built));
  const rates: Array<[string, number]> = [];
  for (const algorithm of ['SM2-SM3', 'RSA-SHA1'] as const) {
    const { credentials } = testCredentials(algorithm);
    const rate = perSecond((round) => {
      const xml = buildMessage(message, [bill], { guid: billGuid('BENCH', round + 2), now });
      if (validateCebXml(xml).length > 0) throw new Error('a built message did not validate');
      signWithCredentials(xml, credentials);
    });
    rates.push([algorithm, rate]);
  }
  console.log(`\n${message.mapping.root} with ${LINES} lines (${(Buffer.byteLength(built) / 1024).toFixed(1)} kB), one thread:`);
  console.log(`  XSD validation alone (floor)      ${floor.toFixed(0).padStart(6)} /s`);
  for (const [algorithm, rate] of rates) {
    console.log(`  build + validate + sign ${algorithm.padEnd(9)} ${rate.toFixed(0).padStart(6)} /s   ${(rate / floor).toFixed(2)} × floor   target 500 /s`);
  }
}

async function receipts(portalDb: PortalDb, families: readonly BillFamily[], kind: string, perFile: number): Promise<void> {
  const base = mkdtempSync(join(tmpdir(), 'bench-inbox-'));
  try {
    const db = engineDb(portalDb);
    const folders = transferFolders({ outboxDir: join(base, 'outbox'), inboxDir: join(base, 'inbox') });
    mkdirSync(folders.inbox, { recursive: true });
    // The batch shape gets 5 × the receipts, so its files (100 by default) are not a handful.
    const count = perFile === 1 ? RECEIPTS : RECEIPTS * 5;
    const orderNos = Array.from({ length: count }, (_, i) => `EO-BENCH${perFile}-${String(i).padStart(6, '0')}`);
    await insertOrders(
      portalDb,
      orderNos.map((orderNo) => ({ orderNo, state: '10' })),
    );
    const at = Date.now() - 60_000;
    const values = (orderNo: string) => ({
      orderNo,
      ebcCode: '91440101MA5CKT9G3F',
      ebpCode: '91330100MA27XL6N5K',
      returnStatus: '2',
      returnInfo: '新增申报成功',
    });
    const files = [];
    for (let start = 0; start < orderNos.length; start += perFile) {
      const batch = orderNos.slice(start, start + perFile).map((orderNo) => ({ values: values(orderNo), at }));
      files.push(receiptBatchFile('export/CEB304Message.xml', batch));
    }
    let started = performance.now();
    for (const file of files) {
      if (validateTransferXml(file.envelope).length > 0) throw new Error('an envelope did not validate');
      if (validateCebXml(unwrapDxpMsg(file.envelope).message).length > 0) throw new Error('a receipt did not validate');
    }
    const floor = orderNos.length / ((performance.now() - started) / 1000);
    for (const file of files) writeFileSync(join(folders.inbox, `${file.copMsgId}.xml`), file.envelope);
    started = performance.now();
    const pass = await readInboxOnce({ db, families, folders });
    const rate = orderNos.length / ((performance.now() - started) / 1000);
    const applied = pass.processed.reduce((sum, file) => sum + file.receipts.length, 0);
    if (applied !== orderNos.length) throw new Error(`${applied} of ${orderNos.length} receipts applied`);
    const shape = perFile === 1 ? 'files of 1 receipt' : `files of ${perFile} receipts`;
    console.log(`\n${orderNos.length} CEB304 receipts in ${files.length} ${shape} through the inbox (${kind}), one reader, receipts per second:`);
    console.log(`  XSD checks alone (floor)          ${floor.toFixed(0).padStart(6)} /s`);
    console.log(
      `  read + check + apply              ${rate.toFixed(0).padStart(6)} /s   ${(rate / floor).toFixed(2)} × floor   ${(rate / RECEIPTS_TARGET).toFixed(2)} × target 2,000 /s`,
    );
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

console.log(`bench:messages — load average ${loadavg()[0]!.toFixed(2)} on ${String(availableParallelism())} cores`);
const database = await benchDatabaseUrl();
const db = openDatabase(database.url);
try {
  await migrateToLatest(db);
  await seedDatabase(db, await loadSeedData());
  const families = loadSeedableFamilies(DEFAULT_BILL_SCHEMA_DIR);
  await messages(db, families);
  for (const perFile of [1, BATCH]) await receipts(db, families, database.kind, perFile);
} finally {
  await db.destroy();
  await database.dispose();
}
