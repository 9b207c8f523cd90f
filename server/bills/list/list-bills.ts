// The generic list (spec §7.2): the caller's company, whitelisted terms and sorts, one page.
// Answers { datas, total } or, for paging "simple", the page as a plain array. An answer is
// reused while the company's bills of the family are unchanged (list-memo.ts). The page and its
// count — the part that can take long — run on the long reads (worker threads on SQLite); the
// version and the display names on the light reader.
import type { PortalDb } from '../../db/connect.ts';
import type { ReadTogether } from '../../db/worker-reads.ts';
import { dynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { loadDictionaries } from '../options/dictionaries.ts';
import { loadStateList } from '../options/states.ts';
import { billQuery, sorted } from '../query/bill-query.ts';
import type { ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';
import { parseSorts } from '../query/sorts.ts';
import { parseTerms, type Condition } from '../query/terms.ts';
import { badRequest } from '../../fields/term-values.ts';
import { headToApi, type ApiRow, type DbRow, type DisplayNames } from '../rows.ts';
import { conditionsKey, remembered } from './list-memo.ts';

export type ListAnswer = { datas: ApiRow[]; total: number } | ApiRow[];

export function pageSizeOf(family: BillFamily, requested: number | undefined): number {
  const { pageSizes, pageSize } = family.definition.ui.list;
  if (requested === undefined) return pageSize;
  if (!pageSizes.includes(requested)) throw badRequest(`每页条数只能是${pageSizes.join('、')}`);
  return requested;
}

/** Display names are read again at most every NAMES_MAX_AGE_MS per family (only the seed writes them). */
const NAMES_MAX_AGE_MS = 10_000;
const namesKept = new WeakMap<object, Map<BillFamily, { at: number; names: Promise<DisplayNames> }>>();

export function displayNames(db: PortalDb, family: BillFamily): Promise<DisplayNames> {
  let kept = namesKept.get(db);
  if (!kept) namesKept.set(db, (kept = new Map()));
  const now = Date.now();
  const known = kept.get(family);
  if (known && now - known.at < NAMES_MAX_AGE_MS) return known.names;
  const names = Promise.all([loadDictionaries(db, family.dictionaryCodes), loadStateList(db, family)]).then(([dictionaries, states]) => ({
    dictionaries,
    states,
  }));
  kept.set(family, { at: now, names });
  names.catch(() => kept.delete(family));
  return names;
}

/** Where a list reads: short reads on the request thread, the page and count off it. */
export interface ListSources {
  reader: PortalDb;
  longReads: PortalDb;
  readTogether: ReadTogether;
}

export async function listBills(
  sources: ListSources,
  family: BillFamily,
  companyCode: string,
  request: ListRequest,
  extra: readonly Condition[] = [],
): Promise<ListAnswer> {
  const conditions = [...parseTerms(family, request.terms), ...extra];
  const sorts = parseSorts(family, request.sorts);
  const pageSize = pageSizeOf(family, request.pageSize);
  const pageIndex = request.pageIndex ?? 0;
  // What was asked, after parsing (unknown columns and bad values were refused above).
  const asked = { conditions, sorts, pageSize, pageIndex };
  const key = [conditionsKey(conditions), sorts, pageSize, pageIndex];
  return remembered(sources.reader, family, companyCode, 'list', key, () => listPage(sources, family, companyCode, asked));
}

interface ParsedList {
  conditions: Condition[];
  sorts: ReturnType<typeof parseSorts>;
  pageSize: number;
  pageIndex: number;
}

async function listPage(
  sources: ListSources,
  family: BillFamily,
  companyCode: string,
  { conditions, sorts, pageSize, pageIndex }: ParsedList,
): Promise<ListAnswer> {
  const base = billQuery(dynamicDb(sources.longReads), family, companyCode, conditions);
  const rowsQuery = sorted(base.selectAll(), sorts)
    .limit(pageSize)
    .offset(pageIndex * pageSize);
  const simple = family.definition.ui.list.paging === 'simple';
  const queries = [rowsQuery.compile(), ...(simple ? [] : [base.select((eb) => eb.fn.countAll().as('total')).compile()])];
  const [[rows, count], names] = await Promise.all([sources.readTogether(queries), displayNames(sources.reader, family)]);
  const datas = (rows as DbRow[]).map((row) => headToApi(family, row, names));
  return simple ? datas : { datas, total: Number((count?.[0] as { total?: unknown } | undefined)?.total ?? 0) };
}

/** Every row matching the request (no paging), for exports; refuses more than `limit`. */
export async function allBills(db: PortalDb, family: BillFamily, companyCode: string, request: ListRequest, limit: number) {
  const conditions = parseTerms(family, request.terms);
  const sorts = parseSorts(family, request.sorts);
  const rows = (await sorted(billQuery(dynamicDb(db), family, companyCode, conditions).selectAll(), sorts)
    .limit(limit + 1)
    .execute()) as DbRow[];
  return rows;
}
