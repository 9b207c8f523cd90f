// The statistics' daily rollup (table statistics_daily, migration 0014; docs/statistics.md).
// A one-year query over ~350,000 bills of one business mode grouped by day, customs and company
// read every bill's index entry (p95 above the 200 ms target on 1,000,000 bills,
// docs/benchmarks.md); the rollup holds one row per group, so a year is one range of its key.
// It is kept by triggers on the source table, written from the statistics definition: every
// insert, delete and update of a grouping or measured column (the bill engine's saves, imports,
// state changes by the customs simulator, the demo seed, anything) adds or subtracts its bill in
// the same transaction, so the rollup is never behind. A group whose bills all left keeps a row
// with n = 0 (queries skip it). The triggers' names carry a hash of what they were made from:
// at start, when the current ones are missing (first start, or the definition changed), the
// old ones are dropped, the new ones made and the source's rows rebuilt, in one transaction.
import { sql, type Kysely } from 'kysely';
import { dropTriggers, ident, literal, madeByAnother, shortHash, triggersOn, type AnyDb } from '../db/trigger-kept.ts';
import { isPostgres } from '../db/dialect.ts';
import { STATISTICS_DAILY } from '../db/migrations/0014_statistics_daily.ts';
import type { StatisticsPlan } from './statistics-plan.ts';

const TRIGGER_PREFIX = 'stat_';

function modeColumn(plan: StatisticsPlan): string {
  const column = [...plan.eqFields].find(([, field]) => field === plan.statistics.row.mode)?.[0];
  const source = column && plan.eqColumns.get(column);
  if (!source) throw new Error('业务统计：业务模式不是查询条件');
  return source;
}

/** What the triggers are made from; their names change with it. */
function triggerBase(plan: StatisticsPlan, postgres: boolean): string {
  const shape = JSON.stringify([
    plan.table,
    plan.statistics.source,
    plan.statistics.states,
    plan.tabs,
    plan.dateColumn,
    plan.customsColumn,
    modeColumn(plan),
    plan.goodsValueColumn,
    plan.grossWeightColumn,
    plan.statistics.decimals,
    postgres,
  ]);
  return `${TRIGGER_PREFIX}${plan.table}_${shortHash(shape)}`.slice(0, 55);
}

/** The measured value of a row (NEW or OLD): scaled to an integer on SQLite, exact on PostgreSQL. */
function measure(row: string, column: string, plan: StatisticsPlan, postgres: boolean): string {
  if (postgres) return `coalesce(${row}.${ident(column)}, 0)`;
  return `coalesce(cast(round(${row}.${ident(column)} * 1e${plan.statistics.decimals}) as integer), 0)`;
}

function counted(row: string, plan: StatisticsPlan): string {
  return `${row}.${ident('state')} in (${plan.statistics.states.map(literal).join(', ')}) and ${row}.${ident(plan.dateColumn)} is not null`;
}

/** One upsert per tab adding (sign 1) or taking away (sign -1) the bill `row`. */
function upserts(row: string, sign: 1 | -1, plan: StatisticsPlan, postgres: boolean): string {
  const minus = sign < 0 ? '-' : '';
  const key = ['company_code', 'source', 'kind', 'mode', 'day', 'customs', 'code', 'name'].join(', ');
  return plan.tabs
    .map(
      (tab) => `insert into ${STATISTICS_DAILY} (${key}, n, goods_value, gross_weight) values (
        ${row}.${ident('company_code')}, ${literal(plan.statistics.source)}, ${literal(tab.value)}, coalesce(${row}.${ident(modeColumn(plan))}, ''),
        ${row}.${ident(plan.dateColumn)}, coalesce(${row}.${ident(plan.customsColumn)}, ''), coalesce(${row}.${ident(tab.codeColumn)}, ''),
        coalesce(${row}.${ident(tab.nameColumn)}, ''), ${sign}, ${minus}${measure(row, plan.goodsValueColumn, plan, postgres)}, ${minus}${measure(row, plan.grossWeightColumn, plan, postgres)})
      on conflict (${key}) do update set n = ${STATISTICS_DAILY}.n + excluded.n,
        goods_value = ${STATISTICS_DAILY}.goods_value + excluded.goods_value, gross_weight = ${STATISTICS_DAILY}.gross_weight + excluded.gross_weight;`,
    )
    .join('\n');
}

/** The columns whose change moves a bill between groups (an update of anything else fires nothing). */
function watchedColumns(plan: StatisticsPlan): string[] {
  const columns = new Set(['company_code', 'state', plan.dateColumn, plan.customsColumn, modeColumn(plan), plan.goodsValueColumn, plan.grossWeightColumn]);
  for (const tab of plan.tabs) {
    columns.add(tab.codeColumn);
    columns.add(tab.nameColumn);
  }
  return [...columns];
}

function sqliteTriggers(plan: StatisticsPlan, base: string): string[] {
  const table = ident(plan.table);
  const watched = watchedColumns(plan).map(ident).join(', ');
  return [
    `create trigger ${base}_i after insert on ${table} when ${counted('new', plan)} begin ${upserts('new', 1, plan, false)} end`,
    `create trigger ${base}_d after delete on ${table} when ${counted('old', plan)} begin ${upserts('old', -1, plan, false)} end`,
    `create trigger ${base}_uo after update of ${watched} on ${table} when ${counted('old', plan)} begin ${upserts('old', -1, plan, false)} end`,
    `create trigger ${base}_un after update of ${watched} on ${table} when ${counted('new', plan)} begin ${upserts('new', 1, plan, false)} end`,
  ];
}

function postgresTriggers(plan: StatisticsPlan, base: string): string[] {
  const watched = watchedColumns(plan).map(ident).join(', ');
  return [
    `create or replace function ${base}_fn() returns trigger language plpgsql as $body$
     begin
       if tg_op in ('UPDATE', 'DELETE') then
         if ${counted('old', plan)} then ${upserts('old', -1, plan, true)} end if;
       end if;
       if tg_op in ('UPDATE', 'INSERT') then
         if ${counted('new', plan)} then ${upserts('new', 1, plan, true)} end if;
       end if;
       return null;
     end $body$`,
    `create trigger ${base} after insert or delete or update of ${watched} on ${ident(plan.table)} for each row execute function ${base}_fn()`,
  ];
}

function existingTriggers(db: AnyDb, table: string, postgres: boolean): Promise<string[]> {
  return triggersOn(db, table, TRIGGER_PREFIX, postgres);
}

/** Rebuilds the source's rollup rows from its bills (all companies). */
async function rebuild(db: AnyDb, plan: StatisticsPlan, postgres: boolean): Promise<void> {
  await sql`delete from ${sql.table(STATISTICS_DAILY)} where source = ${plan.statistics.source}`.execute(db);
  const sum = (column: string) =>
    postgres ? `coalesce(sum(${ident(column)}), 0)` : `coalesce(sum(cast(round(${ident(column)} * 1e${plan.statistics.decimals}) as integer)), 0)`;
  for (const tab of plan.tabs) {
    const groups = [
      ident('company_code'),
      `coalesce(${ident(modeColumn(plan))}, '')`,
      ident(plan.dateColumn),
      `coalesce(${ident(plan.customsColumn)}, '')`,
      `coalesce(${ident(tab.codeColumn)}, '')`,
      `coalesce(${ident(tab.nameColumn)}, '')`,
    ];
    await sql
      .raw(
        `insert into ${STATISTICS_DAILY} (company_code, source, kind, mode, day, customs, code, name, n, goods_value, gross_weight)
         select ${groups[0]}, ${literal(plan.statistics.source)}, ${literal(tab.value)}, ${groups.slice(1).join(', ')}, count(*), ${sum(plan.goodsValueColumn)}, ${sum(plan.grossWeightColumn)}
         from ${ident(plan.table)} where ${counted(ident(plan.table), plan)}
         group by ${groups.join(', ')}`,
      )
      .execute(db);
  }
}

/**
 * Makes sure the triggers of the current definition exist; when they do not, replaces any older
 * ones and rebuilds the rollup, in one transaction. Answers whether it rebuilt.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL over a definition's table
export async function ensureRollup(db: Kysely<any>, plan: StatisticsPlan): Promise<boolean> {
  const postgres = isPostgres(db);
  const base = triggerBase(plan, postgres);
  const current = await existingTriggers(db, plan.table, postgres);
  if (current.some((name) => name.startsWith(base))) return false;
  const made = db.transaction().execute(async (trx) => {
    await dropTriggers(trx, plan.table, await existingTriggers(trx, plan.table, postgres), postgres);
    for (const statement of postgres ? postgresTriggers(plan, base) : sqliteTriggers(plan, base)) await sql.raw(statement).execute(trx);
    await rebuild(trx, plan, postgres);
  });
  try {
    await made;
  } catch (error) {
    // Another process starting at the same moment made them first (PostgreSQL may say so as a
    // duplicate key in its catalogue: two CREATE OR REPLACE FUNCTION at once).
    if (madeByAnother(error)) return false;
    throw error;
  }
  return true;
}
