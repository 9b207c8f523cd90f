// The address of /exchangeSettlement/applicationDetail (platform-and-settlement.md §2.6): no
// query adds an application; the query value `params` holds JSON
// {"type":"edit"|"view","billType":"export"|"import","id":<number>} for edit or view.
export const DETAIL_PATH = '/exchangeSettlement/applicationDetail';
export const SETTLEMENT_LIST_PATH = '/exchangeSettlement';

export type BillType = 'export' | 'import';
export type OpenMode = 'edit' | 'view';

export type DetailAddress = { mode: 'add' } | { mode: OpenMode; billType: BillType; id: number } | { mode: 'invalid'; reason: string };

export const MSG_BAD_PARAMS = '页面参数不正确，无法打开结汇申请';

/** Reads the page's query (location.search). Anything malformed answers mode invalid, never throws. */
export function readDetailAddress(search: string): DetailAddress {
  const raw = new URLSearchParams(search).get('params');
  if (raw === null || raw === '') return { mode: 'add' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { mode: 'invalid', reason: MSG_BAD_PARAMS };
  }
  if (value === null || typeof value !== 'object') return { mode: 'invalid', reason: MSG_BAD_PARAMS };
  const { type, billType, id } = value as Record<string, unknown>;
  const number = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  if ((type !== 'edit' && type !== 'view') || (billType !== 'export' && billType !== 'import')) return { mode: 'invalid', reason: MSG_BAD_PARAMS };
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) return { mode: 'invalid', reason: MSG_BAD_PARAMS };
  return { mode: type, billType, id: number };
}

/** The page's address for an application opened in `mode`. */
export function detailHref(mode: OpenMode, billType: BillType, id: number): string {
  const query = new URLSearchParams({ params: JSON.stringify({ type: mode, billType, id }) });
  return `${DETAIL_PATH}?${query.toString()}`;
}
