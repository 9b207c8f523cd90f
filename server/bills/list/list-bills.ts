// The generic list (spec §7.2): the caller's company, whitelisted terms and sorts, one page.
// Answers { datas, total } or, for paging "simple", the page as a plain array. An answer is
// reused while the company's bills of the family are unchanged (list-memo.ts). The page and its
// count — the part that can take long — run on the long reads (worker threads on SQLite); the
// version and the display names on the light reader.
import type { PortalDb } from '../../db/connect.ts';
import { dynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { loadDictionaries } from '../options/dictionaries.ts';
import { loadStateList } from '../options/states.ts';
import { billQuery, sorted } from '../query/bill-query.ts';
import type { ListRequest } from '../query/list-request.ts';
import { parseSorts } from '../query/sorts.ts';
import { parseTerms, type Condition } from '../query/terms.ts';
import { badRequest } from '../query/term-values.ts';
import { headToApi, type ApiRow, type DbRow, type DisplayNames } from '../rows.ts';
import { conditionsKey, remembered } from './list-memo.ts';

export type ListAnswer = { datas: ApiRow[]; total: number } | ApiRow[];

export function pageSizeOf(family: BillFamily, requested: number | undefined): number {
  const { pageSizes, pageSize } = family.definition.ui.list;
  if (requested === undefined) return pageSize;
  if (!pageSizes.includes(requested)) throw badRequest(`每页条数只能是${pageSizes.join('、')}`);
  return requested;
}

export async function displayNames(db: PortalDb, family: BillFamily): Promise<DisplayNames> {
  const [dictionaries, states] = await Promise.all([loadDictionaries(db, family.dictionaryCodes), loadStateList(db, family)]);
  return { dictionaries, states };
}

/** Where a list reads: short reads on the request thread, the page and count off it. */
export interface ListSources {
  reader: PortalDb;
  longReads: PortalDb;
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

async function listPage(sources: ListSources, family: BillFamily, companyCode: string, { conditions, sorts, pageSize, pageIndex }: ParsedList): Promise<ListAnswer> {
  const base = billQuery(dynamicDb(sources.longReads), family, companyCode, conditions);
  const rowsQuery = sorted(base.selectAll(), sorts).limit(pageSize).offset(pageIndex * pageSize);
  const simple = family.definition.ui.list.paging === 'simple';
  const [rows, count, names] = await Promise.all([
    rowsQuery.execute() as Promise<DbRow[]>,
    simple ? Promise.resolve(null) : base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    displayNames(sources.reader, family),
  ]);
  const datas = rows.map((row) => headToApi(family, row, names));
  return simple ? datas : { datas, total: Number((count as { total?: unknown } | null)?.total ?? 0) };
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
