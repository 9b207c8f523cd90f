// The streamed export (issue 26 point 7): bills read in chunks in the request's order and
// written row by row. Checked by what it does, not by how long it takes: the same cells as the
// workbook built in memory (the peer kept behind PORTAL_EXPORT_STREAM=0), every bill once and in
// the list's order across chunks, whatever the sort and its NULLs and ties, one snapshot while
// bills change, one query per chunk, the zip's backlog bounded, and the cap by its name.
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportWorkbook, streamExportWorkbook } from '../../../server/bills/excel/export-bills.ts';
import { readFirstSheet } from '../../../server/bills/excel/read-workbook.ts';
import { MAX_BACKLOG_BYTES, StreamedWorkbook, sheetPipes } from '../../../server/bills/excel/stream-workbook.ts';
import { dynamicDb } from '../../../server/bills/db.ts';
import { createFamily, type BillFamily } from '../../../server/bills/family.ts';
import { withMatchingBills } from '../../../server/bills/list/bill-chunks.ts';
import { allBills, displayNames } from '../../../server/bills/list/list-bills.ts';
import { loadDefinitions } from '../../../server/bills/load-definitions.ts';
import { DEFAULT_BILL_SCHEMA_DIR } from '../../../server/bills/settings.ts';
import { openDatabase } from '../../../server/db/connect.ts';
import type { ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';
import { insertOrders, type DirectOrder } from './bill-fixtures.ts';
import { COMPANY, OTHER_COMPANY, ORDER_API, startBillServer, type BillServer } from './bill-harness.ts';
import { download } from './excel-helpers.ts';
import { QueryLog } from './query-log.ts';

/** Small chunks and a small cap, so that a handful of bills spans several chunks and meets the cap. */
const CHUNK_ROWS = 3;
const MAX_ROWS = 12;

const family: BillFamily = loadDefinitions(DEFAULT_BILL_SCHEMA_DIR)
  .map(createFamily)
  .find((candidate) => candidate.id === 'export-order')!;

// Ties (the same 商品价格, the same 电商企业名称), NULL 申报时间, dictionary values, states with names,
// exact decimals, and a name that begins like a formula.
const ORDERS: DirectOrder[] = [
  { orderNo: 'EX-01', goodsValue: 1288.5, currency: '502', state: '399', appTime: '2024-06-03 09:00:00', createTime: '2024-06-01 10:00:00' },
  { orderNo: 'EX-02', goodsValue: 0.01, currency: '142', state: '0', createTime: '2024-06-02 10:00:00' },
  { orderNo: 'EX-03', goodsValue: 99999.99, currency: '142', state: '0', ebcName: '=HYPERLINK("http://x")', createTime: '2024-06-02 10:00:00' },
  { orderNo: 'EX-04', goodsValue: 7, currency: '303', state: '100', appTime: '2024-06-01 08:00:00', createTime: '2024-06-03 10:00:00' },
  { orderNo: 'EX-05', goodsValue: 7, currency: '142', state: '0', createTime: '2024-06-03 10:00:00' },
  { orderNo: 'EX-06', goodsValue: 7, currency: '142', state: '399', appTime: '2024-06-03 09:00:00', createTime: '2024-06-03 10:00:00' },
  { orderNo: 'EX-07', goodsValue: 12.34, currency: '502', state: '0', ebcName: '+86 深圳', createTime: '2024-06-04 10:00:00' },
  { orderNo: 'EX-08', goodsValue: 12.34, currency: '142', state: '100', appTime: '2024-06-05 08:00:00', createTime: '2024-06-05 10:00:00' },
];

let server: BillServer;
let inMemory: BillServer;
beforeAll(async () => {
  const env = { PORTAL_EXPORT_CHUNK_ROWS: String(CHUNK_ROWS), PORTAL_EXPORT_MAX_ROWS: String(MAX_ROWS) };
  [server, inMemory] = await Promise.all([startBillServer({ env }), startBillServer({ env: { ...env, PORTAL_EXPORT_STREAM: '0' } })]);
  for (const target of [server, inMemory]) {
    await insertOrders(target.db, ORDERS);
    await insertOrders(target.db, [{ orderNo: 'EX-OTHER', companyCode: OTHER_COMPANY }]);
  }
});
afterAll(async () => {
  await server?.close();
  await inMemory?.close();
});

async function exported(target: BillServer, request: ListRequest) {
  const answer = await target.post(`${ORDER_API}/exportOrderData`, request);
  if (answer.body.code !== 0) return { message: answer.body.message as string, rows: [] as unknown[][], content: Buffer.alloc(0) };
  const file = await download(target, answer.body.data.downloadUri);
  const reading = readFirstSheet(file.content);
  if (!reading.ok) throw new Error(`unreadable export: ${reading.reason}`);
  return { message: null, rows: [reading.sheet.header, ...reading.sheet.rows.map((row) => row.cells)], content: file.content };
}

async function listed(target: BillServer, request: ListRequest): Promise<string[]> {
  const answer = await target.post(`${ORDER_API}/pageList`, { ...request, pageIndex: 0, pageSize: 50 });
  return answer.body.data.datas.map((row: { orderNo: string }) => row.orderNo);
}

const sheetParts = (content: Buffer) => Object.keys(unzipSync(new Uint8Array(content)));

describe('the streamed export', () => {
  const sorts: ListRequest['sorts'][] = [
    undefined,
    [{ name: 'goods_value', order: 'asc' }],
    [{ name: 'goods_value', order: 'desc' }],
    [{ name: 'app_time', order: 'asc' }],
    [{ name: 'app_time', order: 'desc' }],
    [{ name: 'ebc_name', order: 'asc' }],
    [
      { name: 'goods_value', order: 'desc' },
      { name: 'app_time', order: 'asc' },
    ],
  ];

  it.each(sorts.map((sort) => [JSON.stringify(sort ?? 'default'), sort]))(
    'over several chunks keeps the list order and has every bill once (sorts %s)',
    async (_name, sort) => {
      const request = { terms: [], sorts: sort };
      const { rows } = await exported(server, request);
      const orderNos = rows.slice(1).map((row) => row[0]);
      expect(orderNos.length).toBeGreaterThan(2 * CHUNK_ROWS);
      expect(orderNos).toEqual(await listed(server, request));
      expect(new Set(orderNos).size).toBe(ORDERS.length);
    },
  );

  it('writes the same cells as the workbook built in memory (PORTAL_EXPORT_STREAM=0), which still builds it', async () => {
    const request = { terms: [], sorts: [{ name: 'order_no', order: 'asc' as const }] };
    const streamed = await exported(server, request);
    const whole = await exported(inMemory, request);
    expect(streamed.rows).toEqual(whole.rows);
    expect(streamed.rows[1]).toEqual([
      'EX-01',
      '海关审结',
      '广州穗通跨境供应链管理有限公司',
      '杭州速卖通电子商务有限公司',
      1288.5,
      10,
      '美元',
      '广州穗通跨境供应链管理有限公司',
      '2024-06-03 09:00:00',
      '2024-06-01 10:00:00',
      null,
    ]);
    expect(streamed.rows[3][2]).toBe(`'=HYPERLINK("http://x")`);
    expect(streamed.rows[7][2]).toBe(`'+86 深圳`);
    // The peer is the old writer indeed: a shared-strings table, which the streamed file never has.
    expect(sheetParts(whole.content)).toContain('xl/sharedStrings.xml');
    expect(sheetParts(streamed.content)).not.toContain('xl/sharedStrings.xml');
  });

  it('has the look of the in-memory workbook: bold header kept in view, the same widths', async () => {
    const rows = await allBills(server.db, family, COMPANY, { terms: [] }, 100);
    const names = await displayNames(server.db, family);
    const looks = async (content: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(content as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      return {
        name: sheet.name,
        views: sheet.views.map((view) => ({ state: view.state, ySplit: (view as { ySplit?: number }).ySplit })),
        bold: (sheet.getRow(1).values as unknown[]).slice(1).map((_value, index) => sheet.getRow(1).getCell(index + 1).font?.bold ?? false),
        widths: sheet.columns.map((column) => column.width),
      };
    };
    const whole = await looks(await exportWorkbook(family, rows, names));
    const streamed = await looks(await streamExportWorkbook(family, (write) => write(rows), names));
    expect(streamed).toEqual(whole);
    expect(whole.views).toEqual([{ state: 'frozen', ySplit: 1 }]);
    expect(whole.bold.every(Boolean)).toBe(true);
  });

  it('refuses more bills than PORTAL_EXPORT_MAX_ROWS by its number, on both paths, and exports exactly that many', async () => {
    for (const target of [server, inMemory]) {
      // 14 bills in all, 12 of them worth 6 or more.
      const extra = ['EX-09', 'EX-10', 'EX-11', 'EX-12', 'EX-13', 'EX-14'];
      await insertOrders(
        target.db,
        extra.map((orderNo, index) => ({ orderNo, goodsValue: index === 5 ? 5 : 100 })),
      );
      const over = await target.post(`${ORDER_API}/exportOrderData`, { terms: [] });
      expect(over.body).toMatchObject({ code: -1, message: `导出数据超过${MAX_ROWS}条，请缩小查询范围` });
      const atCap = await exported(target, { terms: [{ column: 'goods_value', termType: 'gte', type: 'and', value: 6 }] });
      expect(atCap.rows.length - 1).toBe(MAX_ROWS);
      await dynamicDb(target.db).deleteFrom('bill_export_order').where('order_no', 'in', extra).execute();
    }
  });
});

describe('reading the bills in chunks', () => {
  it('makes one count and one query per chunk of at most the chunk size, none after the last bill', async () => {
    const log = new QueryLog();
    const db = server.db.withPlugin(log);
    const chunks: number[] = [];
    for (const chunkRows of [3, 4, 8]) {
      log.statements = [];
      chunks.length = 0;
      const count = await withMatchingBills(db, family, COMPANY, { terms: [] }, { chunkRows }, async (bills) => {
        await bills.eachChunk((rows) => {
          chunks.push(rows.length);
        });
        return bills.count;
      });
      expect(count).toBe(ORDERS.length);
      expect(chunks).toEqual(chunkRows === 3 ? [3, 3, 2] : chunkRows === 4 ? [4, 4] : [8]);
      expect(log.billCounts()).toHaveLength(1);
      expect(log.billReads()).toHaveLength(1 + chunks.length);
      // Each chunk starts after the last bill read (keyset), never by skipping rows.
      expect(log.billReads().some((statement) => statement.includes('"offset"'))).toBe(false);
    }
  });

  it('reads one snapshot: a bill that moves in the order meanwhile is read once, where it was', async () => {
    const reader = openDatabase(server.app.portal.config.databaseUrl);
    try {
      const request: ListRequest = { terms: [], sorts: [{ name: 'goods_value', order: 'asc' }] };
      const before = await listed(server, request);
      const read: string[] = [];
      await withMatchingBills(reader, family, COMPANY, request, { chunkRows: CHUNK_ROWS }, (bills) =>
        bills.eachChunk(async (rows) => {
          if (read.length === 0) {
            // The last bill moves to the front (would be missed) and the first to the end (would be read twice).
            await dynamicDb(server.db).updateTable('bill_export_order').set({ goods_value: 0.001 }).where('order_no', '=', before.at(-1)!).execute();
            await dynamicDb(server.db).updateTable('bill_export_order').set({ goods_value: 999999 }).where('order_no', '=', before[0]).execute();
          }
          read.push(...rows.map((row) => String(row.order_no)));
        }),
      );
      expect(read).toEqual(before);
    } finally {
      await reader.destroy();
    }
  });
});

describe('the streamed workbook', () => {
  it('lets the zip take each batch before the next: the unzipped backlog stays near one batch', async () => {
    const workbook = await StreamedWorkbook.open('大表', [{ header: '编号' }, { header: '名称' }, { header: '金额' }]);
    const batch = Array.from({ length: 2_000 }, (_unused, index) => [
      `EO${String(index).padStart(12, '0')}`,
      '广州穗通跨境供应链管理有限公司 杭州速卖通电子商务有限公司',
      index / 100,
    ]);
    await workbook.addRows(batch);
    // exceljs's internals the bound depends on are still there (an upgrade that changed them fails here).
    expect(sheetPipes((workbook as unknown as { sheet: ExcelJS.Worksheet }).sheet).length).toBe(1);
    const batchBytes = workbook.largestBacklog;
    for (let written = 1; written < 15; written += 1) await workbook.addRows(batch);
    // Without waiting for the zip, all 15 batches' XML (~15 × batchBytes) would be waiting at the end.
    expect(batchBytes).toBeGreaterThan(MAX_BACKLOG_BYTES / 8);
    // At most the bound, a batch on top, and the 64 KB pieces exceljs hands the zip.
    expect(workbook.largestBacklog).toBeLessThanOrEqual(MAX_BACKLOG_BYTES + batchBytes + 128 * 1024);
    const reading = readFirstSheet(await workbook.finish(), { maxRows: 40_000, maxColumns: 10, maxUnpackedBytes: 100 * 1024 * 1024 });
    expect(reading.ok && reading.sheet.rows.length).toBe(30_000);
  });
});
