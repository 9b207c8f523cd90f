// Excel query (spec §2.4 "An Excel file-query dialog allows up to 3 files and a template
// download"): each file's first column, under the link field's title, lists the bills to find.
// Read with the bounded reader (read-workbook.ts), in a worker thread.
import { MSG_FILE_EMPTY_OR_MALFORMED, MSG_QUERY_FILE_NOT_EXCEL } from '#core/messages.ts';
import { readFirstSheet, type SheetLimits } from './read-workbook.ts';

export const QUERY_FILES_MAX = 3;
export const MAX_QUERY_KEYS = 10_000;
export const BAD_TEMPLATE = MSG_QUERY_FILE_NOT_EXCEL;
export const EMPTY_FILE = MSG_FILE_EMPTY_OR_MALFORMED;

export type QueryKeys = { ok: true; keys: string[] } | { ok: false; message: string };

/** Only the first column matters; a few more are read so that a header is recognised. */
const QUERY_LIMITS: SheetLimits = { maxRows: MAX_QUERY_KEYS, maxColumns: 16, maxUnpackedBytes: 32 * 1024 * 1024 };

export function queryKeys(linkTitle: string, contents: readonly Uint8Array[]): QueryKeys {
  const keys = new Set<string>();
  for (const content of contents) {
    const reading = readFirstSheet(content, QUERY_LIMITS);
    if (!reading.ok) {
      if (reading.reason === 'tooManyRows') return { ok: false, message: `查询条件不能超过${MAX_QUERY_KEYS}个` };
      return { ok: false, message: reading.reason === 'tooLarge' ? EMPTY_FILE : BAD_TEMPLATE };
    }
    if (reading.sheet.header[0] !== linkTitle) return { ok: false, message: BAD_TEMPLATE };
    for (const row of reading.sheet.rows) {
      const value = row.cells[0];
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (text !== '') keys.add(text);
    }
  }
  if (keys.size === 0) return { ok: false, message: EMPTY_FILE };
  if (keys.size > MAX_QUERY_KEYS) return { ok: false, message: `查询条件不能超过${MAX_QUERY_KEYS}个` };
  return { ok: true, keys: [...keys] };
}
