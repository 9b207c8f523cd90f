// Counts by state read from the family's tally (table/tally.ts) where the question allows it: every
// condition is on the window date, the state or a tallied field. The whole days inside the window
// are summed from the tally; the part-days at its ends (a window ending at 14:03:27) are counted
// from the bills, as before, which the window index answers from a day's entries. Anything else
// (an order number, an Excel file's keys, a window of less than a day) is counted bill by bill.
import { sql, type CompiledQuery, type Expression, type SqlBool } from 'kysely';
import type { UntypedExpressions } from '../../db/untyped.ts';
import type { FieldInfo } from '#core/definition/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import { dynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { billQuery, type BillSelect } from '../query/bill-query.ts';
import { conditionExpression, type Condition } from '../query/terms.ts';
import { withTextIndex } from '../query/text-search.ts';
import { monthTallyOn, TALLY_BILLS, TALLY_DAY, tallyOn, tallyShape, type TallyShape } from '../table/tally.ts';
import type { ListSources } from './list-bills.ts';
import { listTextProbe } from './text-probe.ts';
import { STATE_COLUMN } from '#core/list/list-request.ts';

export interface TallyPlan {
  shape: TallyShape;
  /** The conditions on the state and the tallied fields: the tally's rows are filtered by them. */
  onTally: Condition[];
  /** The whole days read from the tally (inclusive; null: unbounded on that side). */
  from: string | null;
  to: string | null;
  /** Whether the question bounds the window date at all (a bill without one then never counts). */
  dated: boolean;
  /** The conditions of each part-day, counted from the bills. */
  edges: Condition[][];
}

const BOUND = /^(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}:\d{2}))?$/;

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const later = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a);
const earlier = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);

/** How to count `conditions` with the tally, or null when it cannot answer them. */
export function tallyPlan(family: BillFamily, conditions: readonly Condition[]): TallyPlan | null {
  const shape = tallyOn() ? tallyShape(family) : null;
  if (!shape) return null;
  const onTally: Condition[] = [];
  let dayField: FieldInfo | undefined;
  let low: string | undefined;
  let high: string | undefined;
  for (const condition of conditions) {
    const { column } = condition.field;
    if (shape.day !== null && column === shape.day) {
      if ((condition.op !== '>=' && condition.op !== '<=') || typeof condition.value !== 'string' || !BOUND.test(condition.value)) return null;
      dayField = condition.field;
      if (condition.op === '>=') low = later(low, condition.value);
      else high = earlier(high, condition.value);
    } else if (column === STATE_COLUMN || shape.dims.includes(column)) onTally.push(condition);
    else return null;
  }
  if (!dayField) return { shape, onTally, from: null, to: null, dated: false, edges: [] };
  const [, lowDay, lowTime] = low === undefined ? [] : (BOUND.exec(low) ?? []);
  const [, highDay, highTime] = high === undefined ? [] : (BOUND.exec(high) ?? []);
  const lowWhole = lowTime === undefined || lowTime === '00:00:00';
  const highWhole = highTime === undefined || highTime === '23:59:59';
  const from = lowDay === undefined ? null : lowWhole ? lowDay : shiftDay(lowDay, 1);
  const to = highDay === undefined ? null : highWhole ? highDay : shiftDay(highDay, -1);
  // Less than a whole day: nothing to read from the tally.
  if (from !== null && to !== null && from > to) return null;
  const field = dayField;
  const between = (begin: string | undefined, end: string | undefined): Condition[] => [
    ...onTally,
    ...(begin === undefined ? [] : [{ field, op: '>=' as const, value: begin }]),
    ...(end === undefined ? [] : [{ field, op: '<=' as const, value: end }]),
  ];
  const edges: Condition[][] = [];
  if (lowDay !== undefined && !lowWhole) edges.push(between(low, earlier(high, `${lowDay} 23:59:59`)));
  if (highDay !== undefined && !highWhole) edges.push(between(later(low, `${highDay} 00:00:00`), high));
  return { shape, onTally, from, to, dated: true, edges };
}

/**
 * A condition on the tally's rows. A "contains" without Latin letters is a plain substring test
 * on both databases (case cannot matter): PostgreSQL's lower() and like over every row of a year
 * of the tally (52,000 rows for 1,000,000 bills) took 66 ms; the tally has no trigram index to
 * serve the lower() form.
 */
function onTallyRow(eb: UntypedExpressions, condition: Condition, postgres: boolean): Expression<SqlBool> {
  if (postgres && condition.op === 'like' && !/[A-Za-z]/.test(condition.text)) {
    return sql<SqlBool>`strpos(${sql.ref(condition.field.column)}, ${condition.text}) > 0`;
  }
  return conditionExpression(eb, condition, postgres);
}

/** Whole days, inclusive; null: unbounded on that side. */
type DayRange = [from: string | null, to: string | null];

const monthOf = (day: string) => day.slice(0, 7);
const firstOfMonth = (day: string) => `${monthOf(day)}-01`;
/** The last day of `day`'s month. */
function endOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * The whole days `[from, to]` as the months wholly inside them (read from the month tally) and
 * the days of the part-months at either end (read from the day tally). Null months: none whole.
 */
export function splitByMonths(from: string | null, to: string | null): { days: DayRange[]; months: DayRange | null } {
  const startsWhole = from === null || from.endsWith('-01');
  const endsWhole = to === null || to === endOfMonth(to);
  const firstMonth = from === null ? null : monthOf(startsWhole ? from : shiftDay(endOfMonth(from), 1));
  const lastMonth = to === null ? null : monthOf(endsWhole ? to : shiftDay(firstOfMonth(to), -1));
  if (firstMonth !== null && lastMonth !== null && firstMonth > lastMonth) return { days: [[from, to]], months: null };
  const days: DayRange[] = [];
  if (!startsWhole && from !== null) days.push([from, endOfMonth(from)]);
  if (!endsWhole && to !== null) days.push([firstOfMonth(to), to]);
  return { days, months: [firstMonth, lastMonth] };
}

/**
 * The tally's rows of the plan, summed by state, in one statement: whole months from the month
 * tally, the other days from the day tally (each part's sums by state, one after the other).
 */
function tallyQuery(sources: ListSources, companyCode: string, plan: TallyPlan): CompiledQuery {
  const db = dynamicDb(sources.longReads);
  const postgres = isPostgres(db);
  const read = (table: string, [from, to]: DayRange) => {
    let query = db.selectFrom(table).where('company_code', '=', companyCode);
    if (plan.onTally.length > 0) query = query.where((eb) => eb.and(plan.onTally.map((condition) => onTallyRow(eb, condition, postgres))));
    if (from !== null) query = query.where(TALLY_DAY, '>=', from);
    if (to !== null) query = query.where(TALLY_DAY, '<=', to);
    // A bill without a window date has day (and month) '' and fails every bound on the date.
    if (plan.dated && from === null) query = query.where(TALLY_DAY, '<>', '');
    return query.select(['state', (eb) => eb.fn.sum(TALLY_BILLS).as('count')]).groupBy('state');
  };
  const { months: monthTally } = plan.shape;
  if (!monthTally || !monthTallyOn()) return read(plan.shape.table, [plan.from, plan.to]).compile();
  const { days, months } = splitByMonths(plan.from, plan.to);
  const [first, ...rest] = [...(months ? [read(monthTally, months)] : []), ...days.map((range) => read(plan.shape.table, range))];
  return rest.reduce((query, next) => query.unionAll(next), first).compile();
}

/** The bills of `query` counted per state. */
export function billsPerState(query: BillSelect): BillSelect {
  return query.select([STATE_COLUMN, (eb) => eb.fn.countAll().as('count')]).groupBy(STATE_COLUMN);
}

/** Bills per state for `plan`: the tally's whole days plus the part-days counted from the bills. */
export async function tallyByState(sources: ListSources, family: BillFamily, companyCode: string, plan: TallyPlan): Promise<Map<string, number>> {
  const probe = listTextProbe(sources, companyCode, sources.readTogether);
  const edges = await Promise.all(plan.edges.map((conditions) => withTextIndex(sources.reader, family, conditions, undefined, probe)));
  const db = dynamicDb(sources.longReads);
  const edgeQueries = edges.map((conditions) => billsPerState(billQuery(db, family, companyCode, conditions)).compile());
  const answers = await sources.readTogether([tallyQuery(sources, companyCode, plan), ...edgeQueries]);
  const counts = new Map<string, number>();
  for (const rows of answers) {
    for (const row of rows as { state: unknown; count: unknown }[]) {
      const state = String(row.state);
      counts.set(state, (counts.get(state) ?? 0) + Number(row.count));
    }
  }
  // Groups whose bills all left keep a row with 0.
  for (const [state, count] of counts) if (count === 0) counts.delete(state);
  return counts;
}
