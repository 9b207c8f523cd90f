// Work that can take long — lists with their counts, exports, imports, statistics — runs in a
// small pool of worker threads (piscina), so that the request thread stays free for everyone
// else's light requests (issue "Hardening" 2, docs/security.md). Each worker has its own read
// connections (worker-database.ts); writes stay on the request thread. The pool is bounded:
// threads (PORTAL_WORKER_THREADS, default the machine's cores, at most 4), a memory limit per
// thread (a workbook that unpacks past it kills that worker, not the server), a queue limit
// (beyond it: 服务器繁忙) and a time limit per task (the worker is stopped and replaced).
import { Piscina } from 'piscina';
import type { WorkerPoolSettings } from '../config.ts';
import { ApiError } from '../http/envelope.ts';
import { MESSAGES } from '../http/messages.ts';
import type { TaskInput, TaskName, TaskOutput } from './tasks/index.ts';

export const BUSY = MESSAGES.busy;
/**
 * The young generation of each worker thread. With resourceLimits set, a worker's young generation
 * is small and parsing a workbook (many short-lived strings) spends its time in scavenges: 64 MB
 * reads a 20,000-row sheet about a third faster (docs/benchmarks.md, subsidy waybill import).
 */
export const WORKER_YOUNG_GENERATION_MB = 64;
/**
 * The quick lane's thread (worker-reads.ts readRowsQuickly) only runs compiled list queries and
 * allocates little: a small young generation, not the one sized for imports, keeps the thread's
 * resident memory down the whole day (issue 26 point 7, docs/benchmarks.md "Export").
 */
export const QUICK_LANE_YOUNG_GENERATION_MB = 16;
export const TIMED_OUT = '处理时间过长，已停止，请缩小范围后重试';
export const TOO_MUCH_MEMORY = '数据量过大，已停止，请缩小范围后重试';

/** Thrown when a worker died under a task (out of memory) or the task ran out of time. */
export class WorkerFailure extends Error {
  override name = 'WorkerFailure';
  constructor(
    readonly reason: 'memory' | 'timeout' | 'crash',
    cause: unknown,
  ) {
    super(`worker task failed (${reason})`, { cause });
  }
}

/**
 * Whether this module runs from the compiled server (scripts/build-server.ts bundles it into
 * main.mjs, beside worker-main.mjs) or from its TypeScript source under tsx.
 */
const COMPILED = !import.meta.url.endsWith('.ts');
const WORKER_BUNDLE = './worker-main.mjs';
const WORKER_SOURCE = './worker-main.ts';
const WORKER_ENTRY = new URL(COMPILED ? WORKER_BUNDLE : WORKER_SOURCE, import.meta.url);

type LoadBalancer = NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']>;

/**
 * Piscina's choice (the first idle thread; one task per thread) among the threads that are ready
 * only. Piscina itself gives a queued task to any idle thread, one still starting too, where it
 * then waits for the start: after a pause the list went to the warm thread and its state counts to
 * the thread started beside it, 1.5 s later, although the warm thread was free again in 20 ms. A
 * task that finds no ready thread idle waits in the queue for the first that is.
 */
function readyThreadsOnly(ready: ReadonlySet<number>): LoadBalancer {
  return (_task, workers) => workers.find((worker) => worker.currentUsage === 0 && ready.has(worker.id)) ?? null;
}

export class WorkerPool {
  private pool: Piscina | null = null;
  /** Ids of the pool's threads that are ready (piscina's workerCreate comes when one is). */
  private readonly ready = new Set<number>();
  /** Tasks started, by name (tests check that long work went to a worker). */
  readonly started: Partial<Record<TaskName, number>> = {};
  /** Threads started so far (tests check that a request after a pause did not start one). */
  threadsStarted = 0;

  constructor(readonly settings: WorkerPoolSettings) {}

  private ensurePool(): Piscina {
    // Started on first use (or by warmUp): a server that never lists or imports never pays for the threads.
    if (this.pool) return this.pool;
    const pool = new Piscina({
      filename: WORKER_ENTRY.href,
      // Workers load the server's code the way the server does (the bundle with node, the sources
      // with tsx); PORTAL_WORKER_PROFILE=<folder> makes each write a CPU profile there (docs/benchmarks.md).
      execArgv: [
        ...(COMPILED ? [] : ['--import', 'tsx']),
        ...(process.env.PORTAL_WORKER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PORTAL_WORKER_PROFILE}`] : []),
      ],
      // The warm threads are never retired for idleness (issue 26 point 6); those above them are.
      minThreads: this.warmThreads,
      maxThreads: this.settings.threads,
      idleTimeout: this.settings.idleTimeoutMs,
      maxQueue: this.settings.maxQueue,
      loadBalancer: readyThreadsOnly(this.ready),
      // Tasks await I/O (PostgreSQL, zip); 'async' keeps a waiting worker's event loop turning.
      atomics: 'async',
      resourceLimits: {
        maxOldGenerationSizeMb: this.settings.memoryMb,
        maxYoungGenerationSizeMb: this.settings.youngGenerationMb ?? WORKER_YOUNG_GENERATION_MB,
      },
    });
    // The threads the constructor starts count as ready at once (their first task waits for them,
    // which warmUp does before the server listens); workerCreate comes, in a microtask, for them
    // too, and for a later thread once it is ready.
    for (const thread of pool.threads) this.ready.add(thread.threadId);
    pool.on('workerCreate', (worker: { id: number }) => {
      this.threadsStarted += 1;
      this.ready.add(worker.id);
    });
    pool.on('workerDestroy', (worker: { id: number }) => this.ready.delete(worker.id));
    this.pool = pool;
    return pool;
  }

  private get warmThreads(): number {
    return Math.min(this.settings.warmThreads, this.settings.threads);
  }

  /**
   * Starts the warm threads now, each with its database open and its families built (the `warm` task), so that no
   * request waits for a thread to start: `npm start` calls it before listening.
   */
  async warmUp(databaseUrl: string, schemaDir: string): Promise<void> {
    if (this.warmThreads === 0 || this.settings.longReadsInline) return;
    await Promise.all(Array.from({ length: this.warmThreads }, () => this.run('warm', { url: databaseUrl, schemaDir })));
  }

  /** Runs a task in a worker thread; refuses with 503 服务器繁忙 when the queue is full. */
  async run<N extends TaskName>(name: N, input: TaskInput<N>, options: { transfer?: ArrayBufferLike[]; timeoutMs?: number } = {}): Promise<TaskOutput<N>> {
    const pool = this.ensurePool();
    this.started[name] = (this.started[name] ?? 0) + 1;
    if (pool.queueSize >= this.settings.maxQueue) throw new ApiError(BUSY, { httpStatus: 503, headers: { 'retry-after': '5' } });
    const signal = AbortSignal.timeout(options.timeoutMs ?? this.settings.taskTimeoutMs);
    try {
      return (await pool.run({ name, input }, { signal, transferList: options.transfer as never })) as TaskOutput<N>;
    } catch (error) {
      throw classify(error, signal);
    }
  }

  get threads(): number {
    return this.pool?.threads.length ?? 0;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}

function classify(error: unknown, signal: AbortSignal): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (signal.aborted) return new WorkerFailure('timeout', error);
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new WorkerFailure('memory', error);
  if (error instanceof Error && /queue is at limit/i.test(error.message)) return new ApiError(BUSY, { httpStatus: 503 });
  if (error instanceof Error && /terminated|exited/i.test(error.message)) return new WorkerFailure('crash', error);
  return error;
}
