// The SQL the list endpoint runs for a request, built by the engine's own query builder
// (parseTerms, parseSorts, billQuery, sorted — composed as listBills composes them), compiled
// with Kysely and run directly on better-sqlite3 with the same parameters: the floor below
// which no endpoint can go. The endpoint also runs the count (paging "total"), so both count.
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import type { DynamicDb } from '../../server/bills/db.ts';
import type { BillFamily } from '../../server/bills/family.ts';
import { pageSizeOf } from '../../server/bills/list/list-bills.ts';
import { billQuery, sorted } from '../../server/bills/query/bill-query.ts';
import type { ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';
import { parseSorts } from '../../server/bills/query/sorts.ts';
import { parseTerms } from '../../server/bills/query/terms.ts';
import { summarize, timed, type Summary } from './stats.ts';

export interface ListSql {
  rows: CompiledQuery;
  count: CompiledQuery | null;
}

export function compileListSql(database: Database.Database, family: BillFamily, companyCode: string, request: ListRequest): ListSql {
  const db: DynamicDb = new Kysely({ dialect: new SqliteDialect({ database }) });
  const base = billQuery(db, family, companyCode, parseTerms(family, request.terms));
  const pageSize = pageSizeOf(family, request.pageSize);
  const rows = sorted(base.selectAll(), parseSorts(family, request.sorts))
    .limit(pageSize)
    .offset((request.pageIndex ?? 0) * pageSize)
    .compile();
  const count = family.definition.ui.list.paging === 'simple' ? null : base.select((eb) => eb.fn.countAll().as('total')).compile();
  return { rows, count };
}

export interface RawTimings {
  rows: Summary;
  count: Summary | null;
  /** rows + count of the same iteration: what one request costs the database. */
  total: Summary;
  rowCount: number;
  totalCount: number | null;
}

/**
 * Runs the statements `iterations` times. Each run prepares its statement again, as Kysely's
 * SQLite driver does for every query, so the comparison with the endpoint is like for like.
 */
export function timeRawSql(database: Database.Database, sql: ListSql, iterations: number, warmup = 20): RawTimings {
  const rowTimes: number[] = [];
  const countTimes: number[] = [];
  const totals: number[] = [];
  let rowCount = 0;
  let totalCount: number | null = null;
  for (let index = 0; index < warmup + iterations; index += 1) {
    const rowTime = timed(() => {
      rowCount = database.prepare(sql.rows.sql).all(sql.rows.parameters as unknown[]).length;
    });
    const countTime = sql.count
      ? timed(() => {
          const answer = database.prepare(sql.count!.sql).get(sql.count!.parameters as unknown[]) as { total: number };
          totalCount = Number(answer.total);
        })
      : 0;
    if (index < warmup) continue;
    rowTimes.push(rowTime);
    if (sql.count) countTimes.push(countTime);
    totals.push(rowTime + countTime);
  }
  return { rows: summarize(rowTimes), count: sql.count ? summarize(countTimes) : null, total: summarize(totals), rowCount, totalCount };
}

/** EXPLAIN QUERY PLAN of a compiled statement, one line per step. */
export function queryPlan(database: Database.Database, query: CompiledQuery): string[] {
  const steps = database.prepare(`explain query plan ${query.sql}`).all(query.parameters as unknown[]) as { detail: string }[];
  return steps.map((step) => step.detail);
}
