// The statistics page's terms (bill-families-and-screens.md §5 "Statistics", §7, §9), read from
// the statistics block of its UI file (schemas/bills/other-statistics.ui.json) by the client,
// before any call, and by the server, which refuses the same way. The date range is two plain
// dates (yyyy-MM-dd); its span is the difference of their midnights and may not exceed
// maxRangeMs (31968e6 ms, about one year).
import { toSnakeCase } from './definition/naming.ts';
import type { UiDefinition } from './definition/types.ts';
import type { Statistics } from './definition/ui-file.generated.ts';

export type StatisticsDefinition = Statistics;

/** Every term a statistics call carries, by field name (the date range as [begin, end]). */
export interface StatisticsQuery {
  begin: string;
  end: string;
  tab: string;
  /** The other filters' values by field name (blank ones left out). */
  values: Record<string, string>;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of a yyyy-MM-dd date (leading part of a date-time too), or null when it is no real date. */
export function dateMs(text: string): number | null {
  const match = DATE.exec(text.slice(0, 10));
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? ms : null;
}

/** The statistics block of a UI file; throws for another list. */
export function statisticsOf(ui: UiDefinition): StatisticsDefinition {
  if (!ui.statistics) throw new Error(`${ui.family} 没有 statistics 定义`);
  return ui.statistics;
}

/** The first problem a user can fix (the spec's texts), or null: required terms, then the range. */
export function statisticsProblem(statistics: StatisticsDefinition, query: Partial<StatisticsQuery>): string | null {
  const { dateFilter } = statistics;
  if (!query.begin) return dateFilter.beginRequired;
  if (!query.end) return dateFilter.endRequired;
  for (const rule of statistics.required) if (!query.values?.[rule.field]) return rule.message;
  const begin = dateMs(query.begin);
  const end = dateMs(query.end);
  if (begin === null) return dateFilter.beginRequired;
  if (end === null) return dateFilter.endRequired;
  if (end < begin) return END_BEFORE_BEGIN;
  if (end - begin > statistics.maxRangeMs) return statistics.rangeMessage;
  return null;
}

/** Not in the spec: the label of the totals row (screen and workbook). */
export const TOTALS_LABEL = '合计';
/** Not in the spec: an end date before the begin date. */
export const END_BEFORE_BEGIN = '结束日期不能早于开始日期';
/** Not in the spec: more groups than the answer may hold. */
export const tooManyGroups = (max: number) => `统计结果超过${max}行，请缩小统计范围或选择口岸`;

/** The list terms of a query, as the list engine writes them (snake_case columns). */
export function statisticsTerms(statistics: StatisticsDefinition, query: StatisticsQuery) {
  return [
    { column: toSnakeCase(statistics.dateFilter.field), termType: 'btw', type: 'and', value: [query.begin, query.end] },
    ...Object.entries(query.values)
      .filter(([, value]) => value !== '')
      .map(([field, value]) => ({ column: toSnakeCase(field), termType: 'eq', type: 'and', value })),
    { column: toSnakeCase(statistics.tabField), termType: 'eq', type: 'and', value: query.tab },
  ];
}

/** Days between two dates, both included (the chart's axis). */
export function daysBetween(begin: string, end: string): string[] {
  const from = dateMs(begin);
  const to = dateMs(end);
  if (from === null || to === null || to < from) return [];
  const days: string[] = [];
  for (let ms = from; ms <= to; ms += DAY_MS) days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}

/** One row of the answer's series: the figures of a day (all groups). */
export interface StatisticsPoint {
  date: string;
  total: number;
  goodsValue: string;
  grossWeight: string;
}

/** The answer of the list call. */
export interface StatisticsAnswer {
  datas: Record<string, string | number | null>[];
  total: number;
  /** Exact sums over every group (the totals row). */
  sum: { total: number; goodsValue: string; grossWeight: string };
  /** Per day, in date order (the chart). */
  series: StatisticsPoint[];
}
