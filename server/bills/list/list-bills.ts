// The generic list (spec §7.2): the caller's company, whitelisted terms and sorts, one page.
// Answers { datas, total } or, for paging "simple", the page as a plain array; asked for one part
// (`part`, issue 26 point 1) it answers the rows with whether more follow ({ datas, more }: one
// read that stops after the page, no count) or the total alone ({ total }), so that a client shows
// the rows before the exact count of every match is done. An answer is
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
import { withTextIndex } from '../query/text-search.ts';
import { listTextProbe } from './text-probe.ts';
import { stateCounts } from './state-counts.ts';
import { tallyByState, tallyPlan } from './tally-counts.ts';
import { STATE_COLUMN } from '#core/list/list-request.ts';

export type ListAnswer = { datas: ApiRow[]; total: number } | { datas: ApiRow[]; more: boolean } | { total: number } | ApiRow[];

export const NO_TOTAL_FOR_SIMPLE = '该列表不统计总数';

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
  /** The rows of a rows-first answer: a lane of their own, not behind other clerks' counts. */
  readRows: ReadTogether;
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
  const simple = family.definition.ui.list.paging === 'simple';
  if (request.part === 'total') {
    if (simple) throw badRequest(NO_TOTAL_FOR_SIMPLE);
    // The same total for every page and sort of a search: kept by the conditions alone.
    return remembered(sources.reader, family, companyCode, 'total', conditionsKey(conditions), async () => ({
      total:
        (await totalFromStateCounts(sources, family, companyCode, request, extra, conditions)) ?? (await countBills(sources, family, companyCode, conditions)),
    }));
  }
  // What was asked, after parsing (unknown columns and bad values were refused above).
  const part: ParsedList['part'] = simple ? 'simple' : (request.part ?? 'page');
  const asked = { conditions, sorts, pageSize, pageIndex, part };
  const key = [conditionsKey(conditions), sorts, pageSize, pageIndex, part];
  return remembered(sources.reader, family, companyCode, 'list', key, () => listPage(sources, family, companyCode, asked));
}

async function countBills(sources: ListSources, family: BillFamily, companyCode: string, conditions: readonly Condition[]): Promise<number> {
  const plan = tallyPlan(family, conditions);
  if (plan) return [...(await tallyByState(sources, family, companyCode, plan)).values()].reduce((sum, count) => sum + count, 0);
  const probe = listTextProbe(sources, companyCode, sources.readTogether);
  const base = billQuery(dynamicDb(sources.longReads), family, companyCode, await withTextIndex(sources.reader, family, conditions, undefined, probe));
  const [count] = await sources.readTogether([base.select((eb) => eb.fn.countAll().as('total')).compile()]);
  return totalOf(count);
}

/**
 * The total read from the state counts of the same search, which the list asks beside it (and
 * which are kept): all of them without a state condition, the chosen states' with one. Null
 * for a family without state counts or a state condition other than = or in.
 */
async function totalFromStateCounts(
  sources: ListSources,
  family: BillFamily,
  companyCode: string,
  request: ListRequest,
  extra: readonly Condition[],
  conditions: readonly Condition[],
): Promise<number | null> {
  if (!family.definition.ui.api.stateCount) return null;
  const onState = conditions.filter((condition) => condition.field.column === STATE_COLUMN);
  if (onState.length > 1 || onState.some((condition) => condition.op !== '=' && condition.op !== 'in')) return null;
  const counts = await stateCounts(sources, family, companyCode, request.terms, extra);
  const [chosen] = onState;
  const wanted = !chosen ? null : new Set((chosen.op === 'in' ? chosen.values : chosen.op === '=' ? [chosen.value] : []).map(String));
  return counts.reduce((sum, count) => (wanted === null || wanted.has(count.state) ? sum + count.count : sum), 0);
}

function totalOf(count: unknown[] | undefined): number {
  return Number((count?.[0] as { total?: unknown } | undefined)?.total ?? 0);
}

interface ParsedList {
  conditions: Condition[];
  sorts: ReturnType<typeof parseSorts>;
  pageSize: number;
  pageIndex: number;
  /** page: rows and total; rows: rows and whether more follow; simple: rows alone. */
  part: 'page' | 'rows' | 'simple';
}

async function listPage(
  sources: ListSources,
  family: BillFamily,
  companyCode: string,
  { conditions, sorts, pageSize, pageIndex, part }: ParsedList,
): Promise<ListAnswer> {
  const lane = part === 'rows' ? sources.readRows : sources.readTogether;
  const probe = listTextProbe(sources, companyCode, lane);
  const base = billQuery(dynamicDb(sources.longReads), family, companyCode, await withTextIndex(sources.reader, family, conditions, undefined, probe));
  // Rows first: one row past the page says whether another page follows.
  const rowsQuery = sorted(base.selectAll(), sorts)
    .limit(part === 'rows' ? pageSize + 1 : pageSize)
    .offset(pageIndex * pageSize);
  const queries = [rowsQuery.compile(), ...(part === 'page' ? [base.select((eb) => eb.fn.countAll().as('total')).compile()] : [])];
  const [[rows, count], names] = await Promise.all([lane(queries), displayNames(sources.reader, family)]);
  const read = rows as DbRow[];
  const datas = read.slice(0, pageSize).map((row) => headToApi(family, row, names));
  if (part === 'simple') return datas;
  if (part === 'rows') return { datas, more: read.length > pageSize };
  return { datas, total: totalOf(count) };
}

/** Every row matching the request (no paging), for exports; refuses more than `limit`. */
export async function allBills(db: PortalDb, family: BillFamily, companyCode: string, request: ListRequest, limit: number) {
  const conditions = await withTextIndex(db, family, parseTerms(family, request.terms));
  const sorts = parseSorts(family, request.sorts);
  const rows = (await sorted(billQuery(dynamicDb(db), family, companyCode, conditions).selectAll(), sorts)
    .limit(limit + 1)
    .execute()) as DbRow[];
  return rows;
}
