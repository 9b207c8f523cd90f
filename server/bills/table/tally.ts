// A family's state-count tally (issue 26 points 1 and 2): the number of bills per company, day of
// the list's window date (创建时间), state and the value of each filter the UI file marks
// `tallied` (a field with few values, e.g. the seller's name). A list's total and state counts are
// a count of every matching bill; for a question on the window, the state and tallied fields only
// — the list's everyday question — the whole days inside the window are read from the tally (one
// row per day, state and seller instead of one entry per bill) and only the part-days at its ends
// from the bills (list/tally-counts.ts). A family with a window date also keeps the same counts per
// month (`…_tally_month`, the month in the same column): a year's question reads 12 months of
// rows and the days of its part-months instead of 365 days of rows (52,000 rows for 1,000,000
// bills of one company: 11-18 ms on SQLite, against ~1 ms).
//
// Kept like the statistics' rollup (server/statistics/statistics-rollup.ts): triggers on the head
// table add or subtract each bill written, deleted, or moved between groups, in the same
// transaction, so the tally is never behind. Their names carry a hash of the tally's shape; at
// start, when the current ones are missing (first start, the tallied filters changed, or a bulk
// load that stopped before it rebuilt them), the table is made again and filled from the bills in
// one transaction that keeps writers out (PostgreSQL: a lock on the head table).
//
// The triggers' names start with "tally_": PostgreSQL fires a row's triggers in name order, so
// the version trigger (version-triggers.ts, "bill_…") runs first and a writer holds the company's
// version row before it touches any tally row of that company. Two writers of one company
// therefore meet at the version row, never at two tally rows in opposite orders.
//
// PORTAL_TALLY=0 leaves the tally kept but counts every bill again (the benchmark's peer);
// PORTAL_TALLY_MONTHS=0 reads every whole day from the day tally, as before the month tally.
import { sql } from 'kysely';
import type { UntypedDb } from '../../db/untyped.ts';
import { headTableName } from '#core/definition/index.ts';
import { STATE_COLUMN } from '#core/list/list-request.ts';
import { isPostgres } from '../../db/dialect.ts';
import { dropTriggers, ident, madeByAnother, shortHash, triggersOn, type AnyDb } from '../../db/trigger-kept.ts';
import type { BillFamily } from '../family.ts';
import { queryFieldNamed, windowField } from './indexes.ts';

/** The tally's day column: the first 10 characters of the window date ('' for a bill without one); the first 7 in the month tally. */
export const TALLY_DAY = 'tally_day';
/** Characters of the window date a tally row holds: the day, or the month in the month tally. */
const DAY_LENGTH = 10;
const MONTH_LENGTH = 7;
/** The tally's count column. */
export const TALLY_BILLS = 'bills';

export interface TallyShape {
  /** The tally table. */
  table: string;
  /** The head table it counts. */
  head: string;
  /** The window date column of the head table, or null for a list without a window. */
  day: string | null;
  /** The same counts per month (tallied only with a window date). */
  months: string | null;
  /** The tallied text columns, in filter order. */
  dims: string[];
}

/** Whether counts read the tally (PORTAL_TALLY=0: every bill is counted, as before). */
export function tallyOn(): boolean {
  return process.env.PORTAL_TALLY !== '0';
}

/** Whether whole months are read from the month tally (PORTAL_TALLY_MONTHS=0: every day from the day tally, as before; the benchmark's peer). */
export function monthTallyOn(): boolean {
  return process.env.PORTAL_TALLY_MONTHS !== '0';
}

const shapes = new WeakMap<BillFamily, TallyShape | null>();

/** The tally of a family, or null when its UI file marks no filter `tallied` (derived once per family). */
export function tallyShape(family: BillFamily): TallyShape | null {
  if (!shapes.has(family)) shapes.set(family, deriveShape(family));
  return shapes.get(family) ?? null;
}

function deriveShape(family: BillFamily): TallyShape | null {
  const day = windowField(family)?.column ?? null;
  const dims: string[] = [];
  for (const filter of family.definition.ui.list.filters) {
    if (!filter.tallied) continue;
    const field = queryFieldNamed(family, filter.field);
    if (!field || field.type !== 'string' || field.format !== undefined) continue;
    if (field.column === STATE_COLUMN || field.column === day || dims.includes(field.column)) continue;
    dims.push(field.column);
  }
  if (dims.length === 0) return null;
  const names = tallyTableNames(family);
  return { table: names.days, head: family.headTable, day, months: day ? names.months : null, dims };
}

/** The tables a family's tally may have: by day, and by month. */
function tallyTableNames(family: BillFamily): { days: string; months: string } {
  const days = `${headTableName(family.id)}_tally`;
  return { days, months: `${days}_month` };
}

/** The tally's key columns, in key order. */
export function tallyKey(shape: TallyShape): string[] {
  return ['company_code', ...(shape.day ? [TALLY_DAY] : []), STATE_COLUMN, ...shape.dims];
}

/** The tallies a shape keeps: the days, and the months with a window date. */
function tables(shape: TallyShape): Array<{ table: string; length: number }> {
  return [{ table: shape.table, length: DAY_LENGTH }, ...(shape.months ? [{ table: shape.months, length: MONTH_LENGTH }] : [])];
}

/** The key of a head row (`new`, `old`, or the head table itself) as SQL expressions, the date cut to `length`. */
function keyOf(row: string, shape: TallyShape, length: number): string[] {
  return [
    `${row}.${ident('company_code')}`,
    ...(shape.day ? [`coalesce(substr(${row}.${ident(shape.day)}, 1, ${length}), '')`] : []),
    `${row}.${ident(STATE_COLUMN)}`,
    ...shape.dims.map((column) => `coalesce(${row}.${ident(column)}, '')`),
  ];
}

/** Adds (1) or takes away (-1) the bill `row`, in every tally of the shape. */
function upsert(row: string, sign: 1 | -1, shape: TallyShape): string {
  const key = tallyKey(shape).map(ident).join(', ');
  return tables(shape)
    .map(({ table, length }) => {
      const name = ident(table);
      return `insert into ${name} (${key}, ${TALLY_BILLS}) values (${keyOf(row, shape, length).join(', ')}, ${sign})
    on conflict (${key}) do update set ${TALLY_BILLS} = ${name}.${TALLY_BILLS} + excluded.${TALLY_BILLS};`;
    })
    .join('\n    ');
}

/** The head columns whose change moves a bill to another tally row. */
function watched(shape: TallyShape): string[] {
  return ['company_code', ...(shape.day ? [shape.day] : []), STATE_COLUMN, ...shape.dims];
}

/** SQL true when an update moved the bill to another tally row. */
function moved(shape: TallyShape, postgres: boolean): string {
  const differ = postgres ? 'is distinct from' : 'is not';
  return watched(shape)
    .map((column) => `old.${ident(column)} ${differ} new.${ident(column)}`)
    .join(' or ');
}

function sqliteTriggers(shape: TallyShape, base: string): string[] {
  const head = ident(shape.head);
  const columns = watched(shape).map(ident).join(', ');
  return [
    `create trigger ${base}_i after insert on ${head} begin ${upsert('new', 1, shape)} end`,
    `create trigger ${base}_d after delete on ${head} begin ${upsert('old', -1, shape)} end`,
    `create trigger ${base}_u after update of ${columns} on ${head} when ${moved(shape, false)} begin ${upsert('old', -1, shape)} ${upsert('new', 1, shape)} end`,
  ];
}

function postgresTriggers(shape: TallyShape, base: string): string[] {
  const columns = watched(shape).map(ident).join(', ');
  return [
    `create or replace function ${base}_fn() returns trigger language plpgsql as $body$
     begin
       if tg_op = 'UPDATE' and not (${moved(shape, true)}) then return null; end if;
       if tg_op in ('UPDATE', 'DELETE') then ${upsert('old', -1, shape)} end if;
       if tg_op in ('UPDATE', 'INSERT') then ${upsert('new', 1, shape)} end if;
       return null;
     end $body$`,
    `create trigger ${base} after insert or delete or update of ${columns} on ${ident(shape.head)} for each row execute function ${base}_fn()`,
  ];
}

function createTable(shape: TallyShape, postgres: boolean, table: string, length: number): string {
  const key = tallyKey(shape);
  const type = (column: string) =>
    column === 'company_code' ? 'varchar(50)' : column === TALLY_DAY ? `varchar(${length})` : column === STATE_COLUMN ? 'varchar(10)' : 'text';
  const columns = key.map((column) => `${ident(column)} ${type(column)} not null`).join(', ');
  return `create table ${ident(table)} (${columns}, ${TALLY_BILLS} integer not null, primary key (${key.map(ident).join(', ')}))${postgres ? '' : ' without rowid'}`;
}

/** A tally filled from every bill of the head table. */
function fill(shape: TallyShape, table: string, length: number): string {
  const key = keyOf(ident(shape.head), shape, length);
  return `insert into ${ident(table)} (${tallyKey(shape).map(ident).join(', ')}, ${TALLY_BILLS})
    select ${key.join(', ')}, count(*) from ${ident(shape.head)} group by ${key.join(', ')}`;
}

/** Every tally trigger of the family starts with this (a view's tally has its own). */
function triggerPrefix(family: BillFamily): string {
  return `tally_${headTableName(family.id)}__`;
}

/** The current triggers' base name: changes with the shape. */
function triggerBase(family: BillFamily, shape: TallyShape, postgres: boolean): string {
  return `${triggerPrefix(family)}${shortHash(JSON.stringify([shape, postgres]))}`;
}

/**
 * Makes sure the tally of the current definition exists and is kept; when its triggers are
 * missing, makes the table again, with its triggers, and fills it, in one transaction. A family
 * that no longer tallies loses its tally. Answers whether it (re)built.
 */
export async function ensureTally(db: UntypedDb, family: BillFamily): Promise<boolean> {
  const postgres = isPostgres(db);
  const shape = tallyShape(family);
  const prefix = triggerPrefix(family);
  const current = await triggersOn(db, family.headTable, prefix, postgres);
  if (!shape) {
    // Only a family that tallied before has anything to take away: the other families' starts
    // run no statement here (a tally left without triggers by a stopped load is never read).
    if (current.length === 0) return false;
    await dropTriggers(db, family.headTable, current, postgres);
    for (const table of Object.values(tallyTableNames(family))) await sql.raw(`drop table if exists ${ident(table)}`).execute(db);
    return false;
  }
  const base = triggerBase(family, shape, postgres);
  if (current.some((name) => name.startsWith(base))) return false;
  try {
    return await db.transaction().execute(async (trx) => {
      // Writers wait until the tally holds every bill; a second process starting now waits too,
      // then finds the triggers made.
      if (postgres) {
        await sql.raw(`lock table ${ident(shape.head)} in share row exclusive mode`).execute(trx);
        if ((await triggersOn(trx, shape.head, base, postgres)).length > 0) return false;
      }
      await dropTriggers(trx, shape.head, await triggersOn(trx, shape.head, prefix, postgres), postgres);
      // A month tally of an earlier shape goes too (a window date taken away).
      for (const table of Object.values(tallyTableNames(family))) await sql.raw(`drop table if exists ${ident(table)}`).execute(trx);
      for (const { table, length } of tables(shape)) await sql.raw(createTable(shape, postgres, table, length)).execute(trx);
      for (const statement of postgres ? postgresTriggers(shape, base) : sqliteTriggers(shape, base)) await sql.raw(statement).execute(trx);
      for (const { table, length } of tables(shape)) await sql.raw(fill(shape, table, length)).execute(trx);
      return true;
    });
  } catch (error) {
    if (madeByAnother(error)) return false;
    throw error;
  }
}

/**
 * For a bulk load (bulk-load.ts): stops keeping the tally bill by bill (its triggers go; the
 * next ensureTally rebuilds it). Answers whether there was anything to detach.
 */
export async function detachTally(db: AnyDb, family: BillFamily): Promise<boolean> {
  const postgres = isPostgres(db);
  const current = await triggersOn(db, family.headTable, triggerPrefix(family), postgres);
  await dropTriggers(db, family.headTable, current, postgres);
  return current.length > 0;
}
