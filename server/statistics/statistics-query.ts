// One statistics call (bill-families-and-screens.md §3.11, §7 "Statistics"): the caller's
// company's source bills (export inventories) in the counted states, with the date in the range,
// the business mode (and the customs, if given) equal, grouped by day, customs and the tab's
// company (code and name). One grouped query, run off the request thread (longReads: a worker on
// SQLite, the long-read pool on PostgreSQL), read up to maxGroups + 1 groups in the asked order;
// the totals row and the per-day series are summed here from those groups, exactly.
// Money and weights are summed exactly: on PostgreSQL as numeric (answered as text); on SQLite,
// whose numeric column holds a double, each value is scaled to an integer of `decimals` places
// first and the integers are summed (a 64-bit sum, answered as text).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReceivedListRequest, ReceivedTerm } from '#core/list/list-request.ts';
import { addDecimals } from '#core/definition/value-relations.ts';
import { toSnakeCase } from '#core/definition/index.ts';
import { decimalToText, parseDecimal, type Decimal } from '#core/decimal-text.ts';
import { statisticsProblem, tooManyGroups, type StatisticsAnswer, type StatisticsPoint, type StatisticsQuery } from '#core/statistics.ts';
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

function sumExpression(db: AnyDb, column: string, decimals: number): { value: RawBuilder<unknown>; order: RawBuilder<unknown> } {
  const ref = sql.ref(column);
  if (isPostgres(db)) {
    const sum = sql`coalesce(sum(${ref}), 0)`;
    return { value: sql`cast(${sum} as text)`, order: sum };
  }
  const scale = sql.raw(`1e${decimals}`);
  const sum = sql`coalesce(sum(cast(round(${ref} * ${scale}) as integer)), 0)`;
  return { value: sql`cast(${sum} as text)`, order: sum };
}

function decimalOfSum(db: AnyDb, cell: string | null, decimals: number): Decimal {
  if (cell === null || cell === '') return { digits: 0n, scale: 0 };
  if (isPostgres(db)) return parseDecimal(cell.trim());
  return { digits: BigInt(cell.trim()), scale: decimals };
}

/** The groups of a call, in the asked order; more than maxGroups is refused (the answer's bound). */
export async function readGroups(db: AnyDb, plan: StatisticsPlan, companyCode: string, parsed: ParsedStatistics): Promise<StatisticsGroup[]> {
  const { statistics } = plan;
  const { query, tab, sort } = parsed;
  const goods = sumExpression(db, plan.goodsValueColumn, statistics.decimals);
  const weight = sumExpression(db, plan.grossWeightColumn, statistics.decimals);
  const conditions = [
    sql`${sql.ref('company_code')} = ${companyCode}`,
    sql`${sql.ref(plan.dateColumn)} >= ${query.begin}`,
    sql`${sql.ref(plan.dateColumn)} <= ${query.end}`,
    sql`${sql.ref('state')} in (${sql.join(statistics.states)})`,
    ...Object.entries(query.values).map(([field, value]) => {
      const column = [...plan.eqFields].find(([, name]) => name === field)![0];
      return sql`${sql.ref(plan.eqColumns.get(column)!)} = ${value}`;
    }),
  ];
  const groupColumns = [plan.dateColumn, plan.customsColumn, tab.codeColumn, tab.nameColumn].map((column) => sql.ref(column));
  const order = sort.key === 'total' ? sql`count(*)` : sort.key === 'goodsValue' ? goods.order : weight.order;
  const direction = sql.raw(sort.order);
  const result = await sql<GroupRow>`
    select ${sql.ref(plan.dateColumn)} as d, ${sql.ref(plan.customsColumn)} as c, ${sql.ref(tab.codeColumn)} as gc, ${sql.ref(tab.nameColumn)} as gn,
      count(*) as n, ${goods.value} as gv, ${weight.value} as gw
    from ${sql.table(plan.table)}
    where ${sql.join(conditions, sql` and `)}
    group by ${sql.join(groupColumns)}
    order by ${order} ${direction}, ${sql.join(groupColumns)}
    limit ${statistics.maxGroups + 1}`.execute(db);
  if (result.rows.length > statistics.maxGroups) throw businessError(tooManyGroups(statistics.maxGroups));
  return result.rows.map((row) => ({
    date: row.d,
    customs: row.c,
    code: row.gc,
    name: row.gn,
    total: Number(row.n),
    goodsValue: decimalOfSum(db, row.gv, statistics.decimals),
    grossWeight: decimalOfSum(db, row.gw, statistics.decimals),
  }));
}

const ZERO: Decimal = { digits: 0n, scale: 0 };

/** The answer's rows (the definition's row fields), the exact totals and the per-day series. */
export function answerOf(
  plan: StatisticsPlan,
  parsed: ParsedStatistics,
  groups: readonly StatisticsGroup[],
  names: { customs: ReadonlyMap<string, string>; mode: ReadonlyMap<string, string> },
  page: { pageIndex: number; pageSize: number } | null,
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
  const days = new Map<string, { total: number; goodsValue: Decimal; grossWeight: Decimal }>();
  let total = 0;
  let goodsValue = ZERO;
  let grossWeight = ZERO;
  for (const group of groups) {
    total += group.total;
    goodsValue = addDecimals([goodsValue, group.goodsValue]);
    grossWeight = addDecimals([grossWeight, group.grossWeight]);
    const day = days.get(group.date) ?? { total: 0, goodsValue: ZERO, grossWeight: ZERO };
    days.set(group.date, {
      total: day.total + group.total,
      goodsValue: addDecimals([day.goodsValue, group.goodsValue]),
      grossWeight: addDecimals([day.grossWeight, group.grossWeight]),
    });
  }
  const series: StatisticsPoint[] = [...days]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, day]) => ({ date, total: day.total, goodsValue: decimalToText(day.goodsValue), grossWeight: decimalToText(day.grossWeight) }));
  const shown = page ? groups.slice(page.pageIndex * page.pageSize, (page.pageIndex + 1) * page.pageSize) : groups;
  return {
    datas: shown.map(toRow),
    total: groups.length,
    sum: { total, goodsValue: decimalToText(goodsValue), grossWeight: decimalToText(grossWeight) },
    series,
  };
}

export function pageOf(request: ReceivedListRequest): { pageIndex: number; pageSize: number } {
  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
  if (pageSize > MAX_PAGE_SIZE) throw badRequest(`每页条数不能超过${MAX_PAGE_SIZE}`);
  return { pageIndex: request.pageIndex ?? 0, pageSize };
}
