// Server settings, read once from the environment. Tests build their own object with
// loadConfig({...}) so they never depend on the shell that runs them.
import { dirname, join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';

/** Thrown when the environment describes a server that must not start. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface PortalConfig {
  port: number;
  host: string;
  /** A SQLite file path or a postgres:// URL. */
  databaseUrl: string;
  production: boolean;
  accessTokenTtlSeconds: number;
  /** Shared secret of the single sign-on issuer; null = generate one and keep it in server_setting. */
  ssoSecret: string | null;
  ssoIssuer: string;
  /** Key-encryption key of the open API's key secrets (PORTAL_API_KEY_KEK); null = generate one and keep it in server_setting. */
  apiKeyKek: string | null;
  /** The built client (PORTAL_STATIC_DIR, default dist); null (set empty) serves the API only. */
  staticDir: string | null;
  /** Where stored files' bytes go (PORTAL_FILES_DIR): a folder, or null for the database rows (docs/security.md). */
  filesDir: string | null;
  /** Where messages to customs are written for the e-port transfer client (PORTAL_OUTBOX_DIR; docs/customs-messages/transfer.md). */
  outboxDir: string;
  /** Where the e-port transfer client puts what customs sends (PORTAL_INBOX_DIR; docs/customs-messages/transfer.md). */
  inboxDir: string;
  /** Bounds on what requests may make the server do or keep (docs/security.md). */
  limits: PortalLimits;
  /** The worker threads of long work (server/workers/worker-pool.ts). */
  workers: WorkerPoolSettings;
  /** A family's Excel export (server/routes/excel-routes.ts, docs/bill-api.md "Excel"). */
  exports: ExportSettings;
  /** Fastify trustProxy (TRUST_PROXY): behind a load balancer the client address comes from X-Forwarded-For. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** pino level for the server log (LOG_LEVEL, default info). */
  logLevel: string;
  /** Test only: every captcha gets this text so browser tests can log in. */
  testCaptcha: string | null;
  /** Demo bills written per family on the first start (PORTAL_DEMO_BILLS, default 20; 0 = none). */
  demoBills: number;
  /** The demo company starts with an approved filing (PORTAL_DEMO_FILING, default 1; 0 = a company that has not filed). */
  demoFiling: boolean;
  /** Demo news and notices on the first start (PORTAL_DEMO_CONTENT, default 1; 0 = none). */
  demoContent: boolean;
}

export interface WindowLimitSetting {
  windowMs: number;
  maxHits: number;
  maxAmount?: number;
}

export interface WorkerPoolSettings {
  threads: number;
  /**
   * Threads (SQLite) or connections (PostgreSQL) of the lane that reads a list's rows
   * (db/worker-reads.ts readRowsQuickly).
   */
  rowsThreads: number;
  /** Heap of each worker thread, in MB. */
  memoryMb: number;
  /** Tasks waiting for a thread at most. */
  maxQueue: number;
  /** A task running longer is stopped. */
  taskTimeoutMs: number;
  /**
   * Threads kept started however long the portal is idle (PORTAL_WORKER_WARM, default 1; 0: none,
   * as before issue 26): a thread takes seconds to start, which a clerk's first list after a pause
   * waited for. `npm start` starts them ahead of need (WorkerPool.warmUp).
   */
  warmThreads: number;
  /** An idle worker above the warm ones exits after this long (PORTAL_WORKER_IDLE_MS, 30 s). */
  idleTimeoutMs: number;
  /**
   * Long reads on the request thread instead (PORTAL_LONG_READS_INLINE=1): how the portal worked
   * before worker threads, kept as the benchmark's peer and as a fallback.
   */
  longReadsInline: boolean;
  /**
   * The young generation of each thread, in MB (default WORKER_YOUNG_GENERATION_MB, sized for
   * imports); the quick lane's pool, which only runs compiled list queries, takes a small one.
   */
  youngGenerationMb?: number;
}

export interface ExportSettings {
  /** Bills one export may hold (PORTAL_EXPORT_MAX_ROWS, default 100,000); more: 导出数据超过N条，请缩小查询范围. */
  maxRows: number;
  /**
   * Read in chunks and written row by row (PORTAL_EXPORT_STREAM, default 1, issue 26 point 7);
   * 0: every row read at once and the workbook built in memory, as before (the benchmark's peer).
   */
  streamed: boolean;
  /** Bills a streamed export reads per query (PORTAL_EXPORT_CHUNK_ROWS, default 2,000). */
  chunkRows: number;
}

/** As many worker threads as cores, at most 4 (the request thread needs a share too). */
function defaultThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

export interface PortalLimits {
  captchas: { perAddress: WindowLimitSetting; live: number };
  uploads: { perUser: WindowLimitSetting; perCompany: WindowLimitSetting };
  /** Generated files (exports, templates, the agreement) newly stored per user and per company an hour (a reused identical file counts nothing). */
  generated: { perUser: WindowLimitSetting; perCompany: WindowLimitSetting };
  /** What one imported workbook may unpack to, in bytes (PORTAL_IMPORT_MAX_UNPACKED_MB, default 100). */
  importUnpackedBytes: number;
  /** The open API (docs/open-api.md): calls per key a minute (PORTAL_API_CALLS_PER_KEY_MINUTE, default 600) and the body cap (PORTAL_API_BODY_MB, default 8). */
  openApi: { perKey: WindowLimitSetting; bodyBytes: number; callbacks: CallbackSettings };
}

/** Receipt callbacks (docs/open-api.md "Callbacks"). */
export interface CallbackSettings {
  /** http:// addresses accepted too (PORTAL_CALLBACK_ALLOW_HTTP=1: a receiver on the same machine, tests); https only otherwise. */
  allowHttp: boolean;
  /** How long one try waits for the receiver (PORTAL_CALLBACK_TIMEOUT_MS, default 10,000). */
  timeoutMs: number;
  /** The first retry's wait, doubling each time up to an hour (PORTAL_CALLBACK_RETRY_MS, default 5,000). */
  retryBaseMs: number;
  /** Given up after this long (PORTAL_CALLBACK_GIVE_UP_HOURS, default 24). */
  giveUpMs: number;
}

export type Environment = Record<string, string | undefined>;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const MB = 1024 * 1024;

const TEST_PREFIX = 'PORTAL_TEST_';

/** A whole number ≥ 0 from the environment (a count, a delay in ms); `fallback` when unset. */
export function positiveInteger(env: Environment, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

/** "true", a hop count ("1") or a comma-separated list of trusted addresses / CIDRs. */
function trustProxySetting(raw: string | null): PortalConfig['trustProxy'] {
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw;
}

function limitsFrom(env: Environment): PortalLimits {
  return {
    captchas: {
      perAddress: { windowMs: MINUTE_MS, maxHits: positiveInteger(env, 'PORTAL_CAPTCHAS_PER_MINUTE', 60) },
      live: positiveInteger(env, 'PORTAL_LIVE_CAPTCHAS', 10_000),
    },
    uploads: {
      perUser: {
        windowMs: HOUR_MS,
        maxHits: positiveInteger(env, 'PORTAL_UPLOADS_PER_USER_HOUR', 60),
        maxAmount: positiveInteger(env, 'PORTAL_UPLOAD_MB_PER_USER_HOUR', 200) * MB,
      },
      perCompany: {
        windowMs: HOUR_MS,
        maxHits: positiveInteger(env, 'PORTAL_UPLOADS_PER_COMPANY_HOUR', 300),
        maxAmount: positiveInteger(env, 'PORTAL_UPLOAD_MB_PER_COMPANY_HOUR', 1000) * MB,
      },
    },
    generated: {
      perUser: { windowMs: HOUR_MS, maxHits: positiveInteger(env, 'PORTAL_GENERATED_PER_USER_HOUR', 600) },
      perCompany: { windowMs: HOUR_MS, maxHits: positiveInteger(env, 'PORTAL_GENERATED_PER_COMPANY_HOUR', 3000) },
    },
    importUnpackedBytes: positiveInteger(env, 'PORTAL_IMPORT_MAX_UNPACKED_MB', 100) * MB,
    openApi: {
      perKey: { windowMs: MINUTE_MS, maxHits: positiveInteger(env, 'PORTAL_API_CALLS_PER_KEY_MINUTE', 600) },
      // PORTAL_API_BODY_KB wins when set (tests use a small cap); otherwise whole megabytes.
      bodyBytes: env.PORTAL_API_BODY_KB ? positiveInteger(env, 'PORTAL_API_BODY_KB', 0) * 1024 : positiveInteger(env, 'PORTAL_API_BODY_MB', 8) * MB,
      callbacks: {
        allowHttp: env.PORTAL_CALLBACK_ALLOW_HTTP === '1',
        timeoutMs: positiveInteger(env, 'PORTAL_CALLBACK_TIMEOUT_MS', 10_000),
        retryBaseMs: positiveInteger(env, 'PORTAL_CALLBACK_RETRY_MS', 5_000),
        giveUpMs: positiveInteger(env, 'PORTAL_CALLBACK_GIVE_UP_HOURS', 24) * HOUR_MS,
      },
    },
  };
}

/** A path setting: unset → the fallback; set but empty → null ("none"). */
function pathSetting(env: Environment, name: string, fallback: string | null): string | null {
  const raw = env[name];
  if (raw === undefined) return fallback;
  return raw.trim() === '' ? null : raw;
}

function nonEmpty(env: Environment, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : raw;
}

/**
 * Files beside a SQLite database (data/files), so uploads do not grow the database file; with
 * PostgreSQL in the database, which every process on every host shares.
 */
function defaultFilesDir(databaseUrl: string): string | null {
  return /^postgres(ql)?:\/\//i.test(databaseUrl) ? null : join(dirname(resolve(databaseUrl)), 'files');
}

/**
 * The customs transfer folders (outbox, inbox and their siblings sent, processing, processed,
 * quarantine) in data/customs: beside a SQLite database, or under the working folder's data/ with
 * PostgreSQL (an operator points the e-port transfer client and these settings at one place).
 */
function defaultTransferDir(databaseUrl: string, name: string): string {
  const data = /^postgres(ql)?:\/\//i.test(databaseUrl) ? resolve('data') : dirname(resolve(databaseUrl));
  return join(data, 'customs', name);
}

/**
 * Builds the configuration. In production (NODE_ENV=production) any PORTAL_TEST_* variable is
 * refused: a fixed captcha or a one-second token in production would be a security hole.
 */
export function loadConfig(env: Environment = process.env): PortalConfig {
  const production = env.NODE_ENV === 'production';
  if (production) {
    const testVariables = Object.keys(env).filter((key) => key.startsWith(TEST_PREFIX) && env[key] !== undefined);
    if (testVariables.length > 0) {
      throw new ConfigError(
        `Refusing to start in production with test settings: ${testVariables.join(', ')}. ` + 'Unset these variables or drop NODE_ENV=production.',
      );
    }
  }
  const accessTtl = positiveInteger(env, 'PORTAL_ACCESS_TOKEN_TTL', 900);
  const databaseUrl = nonEmpty(env, 'DATABASE_URL') ?? 'data/portal.sqlite';
  return {
    port: positiveInteger(env, 'PORT', 8080),
    host: nonEmpty(env, 'HOST') ?? '0.0.0.0',
    databaseUrl,
    production,
    accessTokenTtlSeconds: positiveInteger(env, 'PORTAL_TEST_ACCESS_TTL', accessTtl),
    ssoSecret: nonEmpty(env, 'PORTAL_SSO_SECRET'),
    apiKeyKek: nonEmpty(env, 'PORTAL_API_KEY_KEK'),
    ssoIssuer: nonEmpty(env, 'PORTAL_SSO_ISSUER') ?? 'ceb-sso',
    staticDir: pathSetting(env, 'PORTAL_STATIC_DIR', 'dist'),
    filesDir: pathSetting(env, 'PORTAL_FILES_DIR', defaultFilesDir(databaseUrl)),
    outboxDir: resolve(nonEmpty(env, 'PORTAL_OUTBOX_DIR') ?? defaultTransferDir(databaseUrl, 'outbox')),
    inboxDir: resolve(nonEmpty(env, 'PORTAL_INBOX_DIR') ?? defaultTransferDir(databaseUrl, 'inbox')),
    limits: limitsFrom(env),
    workers: {
      threads: positiveInteger(env, 'PORTAL_WORKER_THREADS', defaultThreads()) || 1,
      rowsThreads: positiveInteger(env, 'PORTAL_ROWS_THREADS', 2) || 1,
      memoryMb: positiveInteger(env, 'PORTAL_WORKER_MEMORY_MB', 512),
      maxQueue: positiveInteger(env, 'PORTAL_WORKER_QUEUE', 200),
      taskTimeoutMs: positiveInteger(env, 'PORTAL_WORKER_TIMEOUT_S', 120) * 1000,
      warmThreads: positiveInteger(env, 'PORTAL_WORKER_WARM', 1),
      idleTimeoutMs: positiveInteger(env, 'PORTAL_WORKER_IDLE_MS', 30_000),
      longReadsInline: env.PORTAL_LONG_READS_INLINE === '1',
    },
    exports: {
      maxRows: positiveInteger(env, 'PORTAL_EXPORT_MAX_ROWS', 100_000),
      streamed: env.PORTAL_EXPORT_STREAM !== '0',
      chunkRows: positiveInteger(env, 'PORTAL_EXPORT_CHUNK_ROWS', 2_000) || 1,
    },
    trustProxy: trustProxySetting(nonEmpty(env, 'TRUST_PROXY')),
    logLevel: nonEmpty(env, 'LOG_LEVEL') ?? 'info',
    testCaptcha: nonEmpty(env, 'PORTAL_TEST_CAPTCHA'),
    demoBills: positiveInteger(env, 'PORTAL_DEMO_BILLS', 20),
    demoFiling: env.PORTAL_DEMO_FILING !== '0',
    demoContent: env.PORTAL_DEMO_CONTENT !== '0',
  };
}
