// An export made in a worker thread: the matching bills read on the worker's own connection,
// turned into the workbook there, and only the file's bytes sent back (moved, not copied).
// The request thread has already checked the terms and sorts (they are parsed again here).
// Streamed (issue 26 point 7): the bills counted, then read chunk by chunk in the request's order
// and written row by row, so the worker holds one chunk and the zip made so far. The peer kept
// behind PORTAL_EXPORT_STREAM=0 reads every row at once and builds the workbook in memory.
import { exportReadColumns, exportWorkbook, streamExportWorkbook } from '../../bills/excel/export-bills.ts';
import { withMatchingBills } from '../../bills/list/bill-chunks.ts';
import { allBills, displayNames } from '../../bills/list/list-bills.ts';
import type { ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';
import { movedBytes } from '../moved-bytes.ts';
import { withoutMappedPages, workerDatabase } from '../worker-database.ts';
import { workerFamily } from '../worker-families.ts';

export interface ExportInput {
  url: string;
  schemaDir: string;
  familyId: string;
  companyCode: string;
  request: ListRequest;
  maxRows: number;
  /** Bills read per query when streamed; absent: the whole workbook in memory (the peer). */
  chunkRows?: number;
}

/** The workbook's bytes, or null when more than maxRows bills match. */
export async function exportBills(input: ExportInput): Promise<Uint8Array | null> {
  const family = workerFamily(input.schemaDir, input.familyId);
  const { db, sqlite } = workerDatabase(input.url);
  const content = await withoutMappedPages(sqlite, async () => {
    const names = await displayNames(db, family);
    if (input.chunkRows === undefined) {
      const rows = await allBills(db, family, input.companyCode, input.request, input.maxRows);
      return rows.length > input.maxRows ? null : exportWorkbook(family, rows, names);
    }
    const reading = { chunkRows: input.chunkRows, columns: exportReadColumns(family) };
    return withMatchingBills(db, family, input.companyCode, input.request, reading, (bills) =>
      bills.count > input.maxRows ? Promise.resolve(null) : streamExportWorkbook(family, (write) => bills.eachChunk(write), names),
    );
  });
  return content === null ? null : movedBytes(content);
}
