// The waybill import of the subsidy application form (bill-families-and-screens.md §5 "Waybill
// import", §9; docs/subsidy.md). /subsidy/bill/import answers the import number at once; the file
// is read and checked in a worker thread (tasks/import-waybills.ts), so no request waits for it,
// and the rows are stored all or nothing: one transaction, in batches. While it runs, its progress
// (rows read, rows in the sheet, rows stored) is read from the worker's shared counters in this
// process and written to the import's row every PROGRESS_WRITE_MS for any other process, with its
// lease (lease_until, LEASE_MS ahead): the running process is alive while its lease is. An import
// whose lease has passed was interrupted (its process was killed or stopped): it reads as failed,
// and the next import of the company takes it over (marks it failed) at once instead of waiting
// (issue 22 point 7). One import of a company runs at a time: a unique index over the running rows
// (migration 0018) lets one of two starts through, in one API process or several; an import taken
// over while its process was only slow stores nothing (its last update finds it no longer running).
import { randomInt } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { chinaDateTime, chinaStamp } from '#core/china-time.ts';
import { toSnakeCase } from '#core/definition/index.ts';
import { MSG_ONLY_EXCEL } from '#core/subsidy/subsidy.ts';
import { ApiError, businessError } from '../http/envelope.ts';
import type { PortalDb } from '../db/connect.ts';
import { isPostgres } from '../db/dialect.ts';
import type { UntypedDb } from '../db/untyped.ts';
import type { SubsidyBillTable } from '../db/schema.ts';
import type { Caller } from '../routes/caller.ts';
import { fileIdOf, readStoredFile, type FilePlace } from '../bills/files/file-store.ts';
import { contentMatches } from '../bills/files/file-types.ts';
import { tooLargeText } from '../workers/tasks/import-workbook.ts';
import { PHASES, PROGRESS_LENGTH, PROGRESS_SLOTS } from '../workers/tasks/import-waybills.ts';
import { WorkerFailure, type WorkerPool } from '../workers/worker-pool.ts';
import type { SubsidyDefinitions } from './definitions.ts';
import type { RowProblem } from './waybill-rows.ts';

export const STORE_BATCH = 1000;
/** Rows per statement on PostgreSQL (column arrays through unnest). */
export const PG_BATCH = 5000;
export const PROGRESS_WRITE_MS = 1000;
/** How long a running import is held after its process last said it is alive (every PROGRESS_WRITE_MS). */
export const LEASE_MS = 10_000;

export const MSG_FILE_GONE = '文件不存在或已过期，请重新上传';
export const MSG_IMPORT_RUNNING = '已有运单导入正在进行，请等待导入完成后再导入';
export const MSG_IMPORT_NOT_FOUND = '导入记录不存在';
export const MSG_IMPORT_INTERRUPTED = '导入已中断，请重新导入';
export const MSG_IMPORT_FAILED = '导入失败，请稍后重试';
export const MSG_IMPORT_DONE = '导入成功';

export type ImportState = 'running' | 'done' | 'failed';

export interface ImportProgress {
  importNo: string;
  state: ImportState;
  /** read, check or store while running. */
  phase: (typeof PHASES)[number] | null;
  rows: number;
  total: number | null;
  stored: number;
  errors: RowProblem[];
  errorCount: number;
  message: string | null;
}

/** A refused insert of a second running import of a company (subsidy_import_running_idx), on either database. */
function isRunningConflict(error: unknown): boolean {
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return constraint === 'subsidy_import_running_idx';
  return typeof message === 'string' && message.includes('UNIQUE constraint failed: subsidy_import.company_code');
}

export function problemsMessage(problems: readonly RowProblem[], count: number): string {
  const shown = problems.slice(0, 5).map((problem) => problem.message);
  return `导入失败，没有保存任何数据：${shown.join('；')}${count > shown.length ? `；等共${count}处错误` : ''}`;
}

interface Live {
  progress: Int32Array;
  stored: number;
}

export class WaybillImports {
  private readonly live = new Map<string, Live>();
  private readonly jobs = new Set<Promise<void>>();

  constructor(
    private readonly db: PortalDb,
    /** Reads that never wait for a write (progress while the rows are being stored). */
    private readonly reader: PortalDb,
    private readonly workers: WorkerPool,
    private readonly definitions: SubsidyDefinitions,
    private readonly files: FilePlace,
    private readonly maxUnpackedBytes: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Starts an import of an uploaded file; answers its number at once. */
  async start(caller: Caller, filePath: string, now = Date.now()): Promise<string> {
    const id = fileIdOf(filePath);
    const file = id ? await readStoredFile(this.db, id, this.files) : undefined;
    if (!file || file.company_code !== caller.companyCode) throw businessError(MSG_FILE_GONE);
    if (!contentMatches(file.name, file.content, ['xlsx', 'xls'])) throw businessError(MSG_ONLY_EXCEL);
    await this.takeOverStale(caller.companyCode, now);
    const importNo = `YD${chinaStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const time = chinaDateTime(now);
    try {
      await this.db
        .insertInto('subsidy_import')
        .values({
          import_no: importNo,
          company_code: caller.companyCode,
          user_id: caller.userId,
          file_name: file.name,
          state: 'running',
          rows_read: 0,
          total: null,
          error_count: 0,
          errors: null,
          message: null,
          used_by: null,
          create_time: time,
          update_time: time,
          lease_until: now + LEASE_MS,
        })
        .execute();
    } catch (error) {
      // Another import of the company runs (its lease holds): the unique index of running rows.
      if (isRunningConflict(error)) throw businessError(MSG_IMPORT_RUNNING);
      throw error;
    }
    const live: Live = { progress: new Int32Array(new SharedArrayBuffer(PROGRESS_LENGTH * 4)), stored: 0 };
    Atomics.store(live.progress, PROGRESS_SLOTS.total, -1);
    this.live.set(importNo, live);
    const job = this.run(caller.companyCode, importNo, file.content, live).finally(() => {
      this.jobs.delete(job);
      this.live.delete(importNo);
    });
    this.jobs.add(job);
    return importNo;
  }

  /** Marks the company's running imports whose process is gone (lease passed) failed, so a new one may start. */
  private async takeOverStale(companyCode: string, now: number): Promise<void> {
    await this.db
      .updateTable('subsidy_import')
      .set({ state: 'failed', message: MSG_IMPORT_INTERRUPTED, update_time: chinaDateTime(now) })
      .where('company_code', '=', companyCode)
      .where('state', '=', 'running')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .execute();
  }

  private snapshot(live: Live): { phase: ImportProgress['phase']; rows: number; total: number | null; stored: number } {
    const total = Atomics.load(live.progress, PROGRESS_SLOTS.total);
    return {
      phase: PHASES[Atomics.load(live.progress, PROGRESS_SLOTS.phase)] ?? 'read',
      rows: Atomics.load(live.progress, PROGRESS_SLOTS.read),
      total: total < 0 ? null : total,
      stored: live.stored,
    };
  }

  private async run(companyCode: string, importNo: string, content: Buffer, live: Live): Promise<void> {
    const timer = setInterval(() => {
      const { rows, total } = this.snapshot(live);
      const now = Date.now();
      void this.db
        .updateTable('subsidy_import')
        .set({ rows_read: rows, total, update_time: chinaDateTime(now), lease_until: now + LEASE_MS })
        .where('import_no', '=', importNo)
        .where('state', '=', 'running')
        .execute()
        .catch(() => undefined);
    }, PROGRESS_WRITE_MS);
    try {
      const result = await this.workers.run('importWaybills', {
        content: new Uint8Array(content.buffer, content.byteOffset, content.byteLength),
        columns: this.definitions.waybillColumns,
        maxRows: this.definitions.maxRows,
        maxUnpackedBytes: this.maxUnpackedBytes,
        progress: live.progress.buffer as SharedArrayBuffer,
      });
      if (result.kind === 'refused') return await this.fail(importNo, result.message, [], 0);
      if (result.kind === 'problems') return await this.fail(importNo, problemsMessage(result.problems, result.count), result.problems, result.count);
      Atomics.store(live.progress, PROGRESS_SLOTS.phase, 2);
      await this.store(companyCode, importNo, result.rows, result.rowNumbers, live);
    } catch (error) {
      const message = error instanceof WorkerFailure ? tooLargeText(this.maxUnpackedBytes) : error instanceof ApiError ? error.message : MSG_IMPORT_FAILED;
      if (!(error instanceof WorkerFailure) && !(error instanceof ApiError)) this.log?.error({ err: error, importNo }, 'subsidy import failed');
      await this.fail(importNo, message, [], 0).catch(() => undefined);
    } finally {
      clearInterval(timer);
    }
  }

  private async store(companyCode: string, importNo: string, rows: string[][], rowNumbers: number[], live: Live): Promise<void> {
    // The table's columns are the snake_case names of the definition's fields (migration 0015).
    const columns = this.definitions.waybillColumns.map((column) => toSnakeCase(column.field));
    const postgres = isPostgres(this.db as unknown as UntypedDb);
    await this.db.transaction().execute(async (trx) => {
      // PostgreSQL: one statement per PG_BATCH rows, each column an array parameter (unnest), so
      // the rows are parsed and planned once rather than as thousands of value lists.
      for (let start = 0; postgres && start < rows.length; start += PG_BATCH) {
        const slice = rows.slice(start, start + PG_BATCH);
        const arrays = columns.map((_, c) => sql`${slice.map((values) => values[c])}::text[]`);
        await sql`insert into subsidy_bill (company_code, import_no, row_no, ${sql.join(columns.map((name) => sql.id(name)))})
          select ${companyCode}, ${importNo}, * from unnest(${rowNumbers.slice(start, start + PG_BATCH)}::int[], ${sql.join(arrays)})`.execute(trx);
        live.stored = start + slice.length;
      }
      for (let start = 0; !postgres && start < rows.length; start += STORE_BATCH) {
        const batch = rows.slice(start, start + STORE_BATCH).map((values, i) => {
          const row: Record<string, unknown> = { company_code: companyCode, import_no: importNo, row_no: rowNumbers[start + i] };
          columns.forEach((name, c) => {
            row[name] = values[c];
          });
          return row as unknown as Insertable<SubsidyBillTable>;
        });
        await trx.insertInto('subsidy_bill').values(batch).execute();
        live.stored = start + batch.length;
      }
      const finished = await trx
        .updateTable('subsidy_import')
        .set({ state: 'done', rows_read: rows.length, total: rows.length, message: MSG_IMPORT_DONE, update_time: chinaDateTime() })
        .where('import_no', '=', importNo)
        .where('state', '=', 'running')
        .executeTakeFirst();
      // Taken over meanwhile (this process looked gone): the rows go with the transaction.
      if (Number(finished.numUpdatedRows) === 0) throw businessError(MSG_IMPORT_INTERRUPTED);
    });
  }

  private async fail(importNo: string, message: string, problems: readonly RowProblem[], count: number): Promise<void> {
    await this.db
      .updateTable('subsidy_import')
      .set({ state: 'failed', message, errors: JSON.stringify(problems), error_count: count, update_time: chinaDateTime() })
      .where('import_no', '=', importNo)
      .where('state', '=', 'running')
      .execute();
  }

  /** An import of the caller's company and how far it got. */
  async progress(companyCode: string, importNo: string, now = Date.now()): Promise<ImportProgress> {
    const row = await this.db
      .selectFrom('subsidy_import')
      .selectAll()
      .where('import_no', '=', importNo)
      .where('company_code', '=', companyCode)
      .executeTakeFirst();
    if (!row) throw businessError(MSG_IMPORT_NOT_FOUND);
    const live = this.live.get(importNo);
    const errors = row.errors ? (JSON.parse(row.errors) as RowProblem[]) : [];
    const base = { importNo, errors, errorCount: row.error_count, message: row.message };
    if (row.state === 'running' && live) return { ...base, state: 'running', ...this.snapshot(live) };
    if (row.state === 'running' && (row.lease_until === null || row.lease_until < now)) {
      return { ...base, state: 'failed', phase: null, rows: row.rows_read, total: row.total, stored: 0, message: MSG_IMPORT_INTERRUPTED };
    }
    const state = row.state as ImportState;
    return { ...base, state, phase: state === 'running' ? 'read' : null, rows: row.rows_read, total: row.total, stored: state === 'done' ? row.rows_read : 0 };
  }

  /** Resolves when every import this process runs has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.jobs.size > 0) await Promise.allSettled([...this.jobs]);
  }
}
