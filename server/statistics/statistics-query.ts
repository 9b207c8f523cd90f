// One statistics call (bill-families-and-screens.md §3.11, §7 "Statistics"): the caller's
// company's source bills (export inventories) in the counted states, with the date in the range,
// the business mode (and the customs, if given) equal, grouped by day, customs and the tab's
// company (code and name). The groups are rows of the daily rollup (statistics-rollup.ts), read
// off the request thread (longReads: a worker on SQLite, the long-read pool on PostgreSQL), at
// most maxGroups + 1; they are sorted here as asked, and the totals row and the per-day series
// are summed here from them, exactly. Money and weights are exact: on PostgreSQL numerics
// (answered as text); on SQLite, whose numeric column holds a double, each bill's value was
// scaled to an integer of `decimals` places by the trigger and the integers summed.
import { sql, type Kysely } from 'kysely';
import { STATISTICS_DAILY } from '../db/migrations/0014_statistics_daily.ts';
import type { ReceivedListRequest, ReceivedTerm } from '#core/list/list-request.ts';
import { addDecimals } from '#core/definition/value-relations.ts';
import { toSnakeCase } from '#core/definition/index.ts';
import { decimalToText, parseDecimal, type Decimal } from '#core/decimal-text.ts';
import { statisticsProblem, tooManyGroups, type StatisticsAnswer, type StatisticsQuery } from '#core/statistics.ts';
import { isPostgres } from '../db/dialect.ts';
import { businessError } from '../http/envelope.ts';
import { badRequest } from '../fields/term-values.ts';
import type { StatisticsPlan, TabPlan } from './statistics-plan.ts';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL over a definition's table
type AnyDb = Kysely<any>;

interface GroupRow {
  d: string;
  c: string | null;
  gc: string | null;
  gn: string | null;
  n: number | string;
  gv: string | null;
  gw: string | null;
}

export interface StatisticsGroup {
  date: string;
  customs: string | null;
  code: string | null;
  name: string | null;
  total: number;
  goodsValue: Decimal;
  grossWeight: Decimal;
}

export interface ParsedStatistics {
  query: StatisticsQuery;
  tab: TabPlan;
  sort: { key: 'total' | 'goodsValue' | 'grossWeight'; order: 'asc' | 'desc' };
}

function text(term: ReceivedTerm): string {
  if (typeof term.value !== 'string' && typeof term.value !== 'number') throw badRequest(`查询条件 ${term.column} 的值不正确`);
  const value = String(term.value).trim();
  if (value.length > 100) throw badRequest(`查询条件 ${term.column} 的值不正确`);
  return value;
}

/** The terms and sorts of a call, checked against the definition (whitelists; the spec's messages). */
export function parseStatistics(plan: StatisticsPlan, request: ReceivedListRequest): ParsedStatistics {
  const query: StatisticsQuery = { begin: '', end: '', tab: '', values: {} };
  for (const term of request.terms ?? []) {
    if (term.column === plan.dateTerm && term.termType === 'btw') {
      if (!Array.isArray(term.value) || term.value.length !== 2) throw badRequest(`查询条件 ${term.column} 的值不正确`);
      const [begin, end] = term.value.map((value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 10) : ''));
      query.begin = begin;
      query.end = end;
    } else if (term.column === plan.tabTerm && term.termType === 'eq') {
      query.tab = text(term);
    } else if (plan.eqFields.has(term.column) && term.termType === 'eq') {
      const value = text(term);
      if (value !== '') query.values[plan.eqFields.get(term.column)!] = value;
    } else {
      throw badRequest(`不支持的查询条件：${term.column}`);
    }
  }
  const tab = plan.tabs.find((candidate) => candidate.value === query.tab);
  if (!tab) throw badRequest(`统计类型不正确：${query.tab || '未选择'}`);
  const problem = statisticsProblem(plan.statistics, query);
  if (problem) throw businessError(problem);
  const sorts = request.sorts ?? [];
  if (sorts.length > 1) throw badRequest('只能按一列排序');
  let sort: ParsedStatistics['sort'] = { key: 'total', order: 'desc' };
  const defaultSort = plan.definition.ui.list.defaultSort;
  const byDefault = plan.sorts.get(toSnakeCase(defaultSort.field));
  if (byDefault) sort = { key: byDefault, order: defaultSort.order };
  if (sorts[0]) {
    const key = plan.sorts.get(sorts[0].name);
    if (!key) throw badRequest(`不支持的排序字段：${sorts[0].name}`);
    sort = { key, order: sorts[0].order?.toLowerCase() === 'asc' ? 'asc' : 'desc' };
  }
  return { query, tab, sort };
}

function decimalOfSum(db: AnyDb, cell: string | null, decimals: number): Decimal {
  if (cell === null || cell === '') return { digits: 0n, scale: 0 };
  if (isPostgres(db)) return parseDecimal(cell.trim());
  return { digits: BigInt(cell.trim()), scale: decimals };
}

const SORT_COLUMNS = { total: 'n', goodsValue: 'goods_value', grossWeight: 'gross_weight' } as const;

function rangeConditions(plan: StatisticsPlan, companyCode: string, parsed: ParsedStatistics) {
  const { statistics } = plan;
  const { query, tab } = parsed;
  const customs = query.values[statistics.row.customs];
  const mode = query.values[statistics.row.mode] ?? '';
  return sql`company_code = ${companyCode} and source = ${statistics.source} and kind = ${tab.value} and mode = ${mode}
      and day >= ${query.begin} and day <= ${query.end} and n > 0 ${customs === undefined ? sql`` : sql`and customs = ${customs}`}`;
}

/**
 * Groups of a call in the asked order (ties in the rollup's key order: day, customs, company):
 * one page of them (the list), or all of them, at most maxGroups (the export; more is refused).
 */
export async function readGroups(
  db: AnyDb,
  plan: StatisticsPlan,
  companyCode: string,
  parsed: ParsedStatistics,
  page: { pageIndex: number; pageSize: number } | null,
): Promise<StatisticsGroup[]> {
  const { statistics } = plan;
  const limit = page ? page.pageSize : statistics.maxGroups + 1;
  const offset = page ? page.pageIndex * page.pageSize : 0;
  const result = await sql<GroupRow>`
    select day as d, customs as c, code as gc, name as gn, n, cast(goods_value as text) as gv, cast(gross_weight as text) as gw
    from ${sql.table(STATISTICS_DAILY)}
    where ${rangeConditions(plan, companyCode, parsed)}
    order by ${sql.ref(SORT_COLUMNS[parsed.sort.key])} ${sql.raw(parsed.sort.order)}, day, customs, code, name
    limit ${limit} offset ${offset}`.execute(db);
  if (!page && result.rows.length > statistics.maxGroups) throw businessError(tooManyGroups(statistics.maxGroups));
  const blank = (value: string | null) => (value === null || value === '' ? null : value);
  return result.rows.map((row) => ({
    date: row.d,
    customs: blank(row.c),
    code: blank(row.gc),
    name: blank(row.gn),
    total: Number(row.n),
    goodsValue: decimalOfSum(db, row.gv, statistics.decimals),
    grossWeight: decimalOfSum(db, row.gw, statistics.decimals),
  }));
}

export interface StatisticsDay {
  date: string;
  /** Groups on that day (rows of the table). */
  groups: number;
  total: number;
  goodsValue: Decimal;
  grossWeight: Decimal;
}

/** The figures of each day of the range (all groups): the chart, the totals row and the row count. */
export async function readDays(db: AnyDb, plan: StatisticsPlan, companyCode: string, parsed: ParsedStatistics): Promise<StatisticsDay[]> {
  const { decimals } = plan.statistics;
  const result = await sql<{ d: string; g: number | string; n: number | string; gv: string | null; gw: string | null }>`
    select day as d, count(*) as g, sum(n) as n, cast(sum(goods_value) as text) as gv, cast(sum(gross_weight) as text) as gw
    from ${sql.table(STATISTICS_DAILY)}
    where ${rangeConditions(plan, companyCode, parsed)}
    group by day
    order by day`.execute(db);
  return result.rows.map((row) => ({
    date: row.d,
    groups: Number(row.g),
    total: Number(row.n),
    goodsValue: decimalOfSum(db, row.gv, decimals),
    grossWeight: decimalOfSum(db, row.gw, decimals),
  }));
}

const ZERO: Decimal = { digits: 0n, scale: 0 };

/** The answer's rows (the definition's row fields), the exact totals and the per-day series. */
export function answerOf(
  plan: StatisticsPlan,
  parsed: ParsedStatistics,
  groups: readonly StatisticsGroup[],
  days: readonly StatisticsDay[],
  names: { customs: ReadonlyMap<string, string>; mode: ReadonlyMap<string, string> },
): StatisticsAnswer {
  const { row } = plan.statistics;
  const mode = parsed.query.values[row.mode] ?? '';
  const modeName = names.mode.get(mode) ?? mode;
  const toRow = (group: StatisticsGroup) => ({
    [row.date]: group.date,
    [row.customsName]: group.customs === null ? null : (names.customs.get(group.customs) ?? group.customs),
    [row.customs]: group.customs,
    [row.name]: group.name,
    [row.code]: group.code,
    [row.modeName]: modeName,
    total: group.total,
    goodsValue: decimalToText(group.goodsValue),
    grossWeight: decimalToText(group.grossWeight),
  });
  let groupCount = 0;
  let total = 0;
  let goodsValue = ZERO;
  let grossWeight = ZERO;
  for (const day of days) {
    groupCount += day.groups;
    total += day.total;
    goodsValue = addDecimals([goodsValue, day.goodsValue]);
    grossWeight = addDecimals([grossWeight, day.grossWeight]);
  }
  return {
    datas: groups.map(toRow),
    total: groupCount,
    sum: { total, goodsValue: decimalToText(goodsValue), grossWeight: decimalToText(grossWeight) },
    series: days.map((day) => ({ date: day.date, total: day.total, goodsValue: decimalToText(day.goodsValue), grossWeight: decimalToText(day.grossWeight) })),
  };
}

export function pageOf(request: ReceivedListRequest): { pageIndex: number; pageSize: number } {
  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
  if (pageSize > MAX_PAGE_SIZE) throw badRequest(`每页条数不能超过${MAX_PAGE_SIZE}`);
  return { pageIndex: request.pageIndex ?? 0, pageSize };
}
