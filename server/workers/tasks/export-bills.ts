// An export made in a worker thread: the matching bills read on the worker's own connection,
// turned into the workbook there, and only the file's bytes sent back (moved, not copied).
// The request thread has already checked the terms and sorts (they are parsed again here).
import { Piscina } from 'piscina';
import { exportWorkbook } from '../../bills/excel/export-bills.ts';
import { allBills, displayNames } from '../../bills/list/list-bills.ts';
import type { ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';
import { workerDatabase } from '../worker-database.ts';
import { workerFamily } from '../worker-families.ts';

export interface ExportInput {
  url: string;
  schemaDir: string;
  familyId: string;
  companyCode: string;
  request: ListRequest;
  maxRows: number;
}

/** The workbook's bytes, or null when more than maxRows bills match. */
export async function exportBills(input: ExportInput): Promise<Uint8Array | null> {
  const family = workerFamily(input.schemaDir, input.familyId);
  const { db } = workerDatabase(input.url);
  const rows = await allBills(db, family, input.companyCode, input.request, input.maxRows);
  if (rows.length > input.maxRows) return null;
  const content = new Uint8Array(await exportWorkbook(family, rows, await displayNames(db, family)));
  return Piscina.move(content) as Uint8Array;
}
