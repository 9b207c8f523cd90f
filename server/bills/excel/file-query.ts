// Excel query (spec §2.4 "An Excel file-query dialog allows up to 3 files and a template
// download"): each file's first column, under the link field's title, lists the bills to find.
import type { BillFamily } from '../family.ts';
import { readFirstSheet } from './read-workbook.ts';

export const QUERY_FILES_MAX = 3;
export const MAX_QUERY_KEYS = 10_000;
export const BAD_TEMPLATE = '数据格式不正确或者模板不正确';
export const EMPTY_FILE = '文件数据为空或格式不正确！';

export type QueryKeys = { ok: true; keys: string[] } | { ok: false; message: string };

export async function queryKeys(family: BillFamily, contents: readonly Buffer[]): Promise<QueryKeys> {
  const keys = new Set<string>();
  for (const content of contents) {
    const sheet = await readFirstSheet(content);
    if (!sheet || sheet.header[0] !== family.link.title) return { ok: false, message: BAD_TEMPLATE };
    for (const row of sheet.rows) {
      const value = row.cells[0];
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (text !== '') keys.add(text);
    }
  }
  if (keys.size === 0) return { ok: false, message: EMPTY_FILE };
  if (keys.size > MAX_QUERY_KEYS) return { ok: false, message: `查询条件不能超过${MAX_QUERY_KEYS}个` };
  return { ok: true, keys: [...keys] };
}
