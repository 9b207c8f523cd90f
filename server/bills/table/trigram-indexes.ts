// Trigram indexes for the list's text conditions (issue 26 point 1). A filter whose op is `like`
// ("contains": an order number's middle, part of a company's name) cannot use a B-tree: without
// a window it reads every bill of the company. A trigram index finds the bills holding a text of
// three characters or more directly:
// - PostgreSQL: the pg_trgm extension and a GIN index (lower(column) gin_trgm_ops) per such
//   column; the planner uses it for the `lower(column) like lower(text)` the engine sends when it
//   pays (it has the table's statistics). On lower(), not the bare column: pg_trgm (1.6) serves
//   equality too, and the planner took a bare column's trigram index for `order_no = any(…)`
//   lookups by business key, whose common trigrams (a shared prefix) made them read nearly every
//   entry: 4.7 s for 500 keys on 56,000 orders, against 2 ms by the B-tree.
// - SQLite: one FTS5 table with the trigram tokenizer over the head table's like-columns, kept by
//   triggers (external content, so the text is not stored twice); the engine asks it with MATCH
//   for texts of 3 characters or more (query/text-search.ts: a rare text becomes the ids of its
//   bills, a common one keeps the scan). Shorter texts keep the plain scan.
// PORTAL_TRIGRAM=0 keeps the indexes but sends the old conditions (the peer of the benchmark).
// Table and column names come from the definitions (snake_case identifiers), never a request.
import { sql } from 'kysely';
import type { UntypedDb } from '../../db/untyped.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { BillFamily } from '../family.ts';
import { existingIndexes, queryFieldNamed } from './indexes.ts';

/** A text shorter than this has no trigram to look up. */
export const TRIGRAM_MIN_LENGTH = 3;

/** Whether the list's text conditions use the trigram indexes (PORTAL_TRIGRAM=0: the old scan). */
export function trigramSearchOn(): boolean {
  return process.env.PORTAL_TRIGRAM !== '0';
}

/** The head columns the list filters with "contains", in filter order. */
export function trigramColumns(family: BillFamily): string[] {
  const columns: string[] = [];
  for (const filter of family.definition.ui.list.filters) {
    if (filter.op !== 'like') continue;
    const field = queryFieldNamed(family, filter.field);
    if (field && field.type === 'string' && !columns.includes(field.column)) columns.push(field.column);
  }
  return columns;
}

/** The GIN trigram index of a searched column (PostgreSQL), on lower(column). */
export function ginIndexName(family: BillFamily, column: string): string {
  return `${`${family.headTable}_${column}`.slice(0, 50)}_lower_trgm`;
}

/** The FTS5 table of a head table (SQLite). */
export function trigramTable(family: BillFamily): string {
  return `${family.headTable}_trgm`;
}

type Tolerant = (work: () => Promise<unknown>) => Promise<void>;

export async function ensureTrigramIndexes(db: UntypedDb, family: BillFamily, tolerant: Tolerant): Promise<void> {
  const columns = trigramColumns(family);
  if (columns.length === 0) return;
  if (isPostgres(db)) await ensureGinIndexes(db, family, columns, tolerant);
  else await ensureFtsTable(db, family, columns, tolerant);
}

let trgmWarned = false;

function warnOnce(message: string): void {
  if (!trgmWarned) console.warn(message);
  trgmWarned = true;
}

const ctypes = new WeakMap<UntypedDb, Promise<boolean>>();

/** Character classes pg_trgm draws trigrams from are the database's LC_CTYPE's: C knows no Chinese (asked once per connection pool). */
function ctypeKnowsChinese(db: UntypedDb): Promise<boolean> {
  let known = ctypes.get(db);
  if (!known) {
    known = sql<{ ctype: string }>`SELECT datctype AS ctype FROM pg_database WHERE datname = current_database()`.execute(db).then((found) => {
      const ctype = found.rows[0]?.ctype ?? 'C';
      return ctype !== 'C' && ctype !== 'POSIX';
    });
    // A failed question is asked again next time.
    known.catch(() => ctypes.delete(db));
    ctypes.set(db, known);
  }
  return known;
}

async function ensureGinIndexes(db: UntypedDb, family: BillFamily, columns: string[], tolerant: Tolerant): Promise<void> {
  // Under LC_CTYPE C, pg_trgm draws no trigram from Chinese: the planner would still take the
  // index for a Chinese text and recheck every bill (a name fragment over a year: 965 ms against
  // the window index's ~300 ms on 1,000,000 bills). No index then, and a word in the log.
  if (!(await ctypeKnowsChinese(db))) {
    warnOnce('数据库 LC_CTYPE 为 C，pg_trgm 不能切分中文：文本条件不使用三元组索引（docs/deployment.md）');
    return;
  }
  try {
    await tolerant(() => sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db));
  } catch (error) {
    // A role that may not create extensions: the lists still work, by the scan (docs/deployment.md).
    warnOnce(`pg_trgm 不可用，文本条件不使用三元组索引: ${String((error as Error)?.message ?? error)}`);
    return;
  }
  for (const column of columns) {
    const prefix = `${family.headTable}_${column}`.slice(0, 50);
    // The index of earlier versions, on the bare column, goes (see above).
    await tolerant(() => sql`DROP INDEX IF EXISTS ${sql.id(`${prefix}_trgm`)}`.execute(db));
    await tolerant(() =>
      sql`CREATE INDEX IF NOT EXISTS ${sql.id(ginIndexName(family, column))} ON ${sql.table(family.headTable)} USING gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
        db,
      ),
    );
  }
}

async function ftsColumns(db: UntypedDb, table: string): Promise<string[] | null> {
  const found = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name = ${table}`.execute(db);
  if (found.rows.length === 0) return null;
  const info = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
  return info.rows.map((row) => row.name);
}

async function ensureFtsTable(db: UntypedDb, family: BillFamily, columns: string[], tolerant: Tolerant): Promise<void> {
  const head = family.headTable;
  const fts = trigramTable(family);
  const existing = await ftsColumns(db, fts);
  if (existing && existing.join(',') === columns.join(',')) {
    // A bulk load stopped before it rebuilt the index (bulk-load.ts) left it without its trigger.
    if (!(await hasInsertTrigger(db, fts))) await rebuildTrigramIndex(db, family);
    return;
  }
  // A like-filter added or removed: the index is made again over the new columns.
  if (existing) {
    for (const suffix of ['ai', 'ad', 'au']) await sql`DROP TRIGGER IF EXISTS ${sql.id(`${fts}_${suffix}`)}`.execute(db);
    await sql`DROP TABLE ${sql.table(fts)}`.execute(db);
  }
  const ids = sql.join(columns.map((column) => sql.ref(column)));
  await tolerant(() =>
    sql`CREATE VIRTUAL TABLE ${sql.table(fts)} USING fts5(${ids}, content=${sql.lit(head)}, content_rowid='id', tokenize='trigram')`.execute(db),
  );
  await ensureFtsTriggers(db, family, columns);
  // The bills already there (a database from before, or a column newly searched).
  await sql`INSERT INTO ${sql.table(fts)} (${sql.table(fts)}) VALUES ('rebuild')`.execute(db);
}

async function hasInsertTrigger(db: UntypedDb, fts: string): Promise<boolean> {
  const found = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name = ${`${fts}_ai`}`.execute(db);
  return found.rows.length > 0;
}

/** The triggers that keep the FTS5 table in step with the head table's rows. */
async function ensureFtsTriggers(db: UntypedDb, family: BillFamily, columns: string[]): Promise<void> {
  const head = family.headTable;
  const fts = trigramTable(family);
  const ids = sql.join(columns.map((column) => sql.ref(column)));
  const values = (row: 'new' | 'old') => sql.join(columns.map((column) => sql`${sql.raw(row)}.${sql.ref(column)}`));
  const insert = sql`INSERT INTO ${sql.table(fts)} (rowid, ${ids}) VALUES (new.id, ${values('new')});`;
  const remove = sql`INSERT INTO ${sql.table(fts)} (${sql.table(fts)}, rowid, ${ids}) VALUES ('delete', old.id, ${values('old')});`;
  await sql`CREATE TRIGGER IF NOT EXISTS ${sql.id(`${fts}_ai`)} AFTER INSERT ON ${sql.table(head)} BEGIN ${insert} END`.execute(db);
  await sql`CREATE TRIGGER IF NOT EXISTS ${sql.id(`${fts}_ad`)} AFTER DELETE ON ${sql.table(head)} BEGIN ${remove} END`.execute(db);
  await sql`CREATE TRIGGER IF NOT EXISTS ${sql.id(`${fts}_au`)} AFTER UPDATE OF ${ids} ON ${sql.table(head)} BEGIN ${remove} ${insert} END`.execute(db);
}

/**
 * For a bulk load (bulk-load.ts): stops keeping the trigram index bill by bill. SQLite: the insert
 * trigger goes; PostgreSQL: the GIN indexes go. Answers whether there was anything to detach.
 */
export async function detachTrigramTriggers(db: UntypedDb, family: BillFamily): Promise<boolean> {
  const columns = trigramColumns(family);
  if (columns.length === 0) return false;
  if (isPostgres(db)) {
    const found = await existingIndexes(
      db,
      columns.map((column) => ginIndexName(family, column)),
    );
    for (const name of found) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
    return found.size > 0;
  }
  if (!(await ftsColumns(db, trigramTable(family)))) return false;
  await sql`DROP TRIGGER IF EXISTS ${sql.id(`${trigramTable(family)}_ai`)}`.execute(db);
  return true;
}

/** After a bulk load: the trigram index built again over every bill, and kept bill by bill again. */
export async function rebuildTrigramIndex(db: UntypedDb, family: BillFamily): Promise<void> {
  const columns = trigramColumns(family);
  if (isPostgres(db)) {
    await ensureGinIndexes(db, family, columns, (work) => work().then(() => undefined));
    return;
  }
  await ensureFtsTriggers(db, family, columns);
  const fts = trigramTable(family);
  await sql`INSERT INTO ${sql.table(fts)} (${sql.table(fts)}) VALUES ('rebuild')`.execute(db);
}
