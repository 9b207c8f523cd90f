// The bills a list request matches, read in chunks (issue 26 point 7): the same terms, sorts and
// company as the list (billQuery, sorted), each chunk one query of at most `chunkRows` bills that
// starts after the last bill of the chunk before (keyset.ts), so an export of 100,000 bills holds
// one chunk at a time, whatever the request's order. Everything — the count that a cap checks,
// then every chunk — is read in one snapshot of the database (one transaction; REPEATABLE READ on
// PostgreSQL, a read transaction on SQLite's WAL): a bill that changes meanwhile (a receipt moves
// its state, a sort column) is neither read twice nor missed, and the count is the rows read.
import type { PortalDb } from '../../db/connect.ts';
import { isPostgres } from '../../db/dialect.ts';
import { dynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { billQuery, sorted } from '../query/bill-query.ts';
import { afterRow } from '../query/keyset.ts';
import { parseSorts } from '../query/sorts.ts';
import { parseTerms } from '../query/terms.ts';
import { withTextIndex } from '../query/text-search.ts';
import type { DbRow } from '../rows.ts';
import type { ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';

export interface MatchingBills {
  /** How many bills match. */
  count: number;
  /** Reads them chunk after chunk, in the request's order; each chunk is handed to `each` before the next is read. */
  eachChunk(each: (rows: DbRow[]) => Promise<void> | void): Promise<void>;
}

export interface ChunkReading {
  /** Bills per query at most. */
  chunkRows: number;
  /** The columns to read (the sort columns are added); all of them when absent. */
  columns?: readonly string[];
}

/** Runs `work` on the bills matching `request`, within one snapshot of the database. */
export async function withMatchingBills<T>(
  db: PortalDb,
  family: BillFamily,
  companyCode: string,
  request: ListRequest,
  { chunkRows, columns }: ChunkReading,
  work: (bills: MatchingBills) => Promise<T>,
): Promise<T> {
  const sorts = parseSorts(family, request.sorts);
  // The keyset needs each chunk's last values of the sort columns.
  const selected = columns && [...new Set([...columns, ...sorts.map((sort) => sort.column)])];
  const postgres = isPostgres(dynamicDb(db));
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const conditions = await withTextIndex(trx, family, parseTerms(family, request.terms));
      const base = () => billQuery(dynamicDb(trx), family, companyCode, conditions);
      const counted = await base()
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirst();
      const count = Number((counted as { total?: unknown } | undefined)?.total ?? 0);
      return work({
        count,
        eachChunk: async (each) => {
          let last: DbRow | undefined;
          // The snapshot holds `count` bills: no query is made to find that none are left.
          for (let done = 0; done < count;) {
            const from = last === undefined ? base() : afterRow(base(), sorts, last, postgres);
            const rows = (await sorted(selected ? from.select(selected) : from.selectAll(), sorts)
              .limit(chunkRows)
              .execute()) as DbRow[];
            if (rows.length === 0) return;
            await each(rows);
            done += rows.length;
            last = rows[rows.length - 1];
          }
        },
      });
    });
}
