// What keeps the portal's resident memory down (issue 26 point 7, docs/benchmarks.md "Export"):
// the quick lane's thread has a small young generation, an export reads the file without mapping
// it (and the connection maps again for the counts after it), the workbook's bytes move to the
// request thread without a second copy, and the start-up's garbage is collected when gc is exposed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_BILL_SCHEMA_DIR } from '../bills/settings.ts';
import { loadConfig } from '../config.ts';
import { openSqliteReadOnly } from '../db/connect.ts';
import { collectStartupGarbage } from '../startup-garbage.ts';
import { ownBytes } from './moved-bytes.ts';
import { withoutMappedPages } from './worker-database.ts';
import { QUICK_LANE_YOUNG_GENERATION_MB, WORKER_YOUNG_GENERATION_MB, WorkerPool } from './worker-pool.ts';

const folder = mkdtempSync(join(tmpdir(), 'worker-memory-'));
const file = join(folder, 'portal.sqlite');
const writer = new Database(file);
writer.exec('create table t (x integer)');
writer.close();
const pools: WorkerPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  rmSync(folder, { recursive: true, force: true });
});

describe('a worker pool', () => {
  it("gives its threads the pool's young generation: the import-sized one by default, the quick lane's small one when asked", async () => {
    const settings = { ...loadConfig({}).workers, threads: 1, warmThreads: 0 };
    const longReads = new WorkerPool(settings);
    const quickLane = new WorkerPool({ ...settings, youngGenerationMb: QUICK_LANE_YOUNG_GENERATION_MB });
    pools.push(longReads, quickLane);
    const input = { url: file, schemaDir: DEFAULT_BILL_SCHEMA_DIR };
    const [long, quick] = await Promise.all([longReads.run('warm', input), quickLane.run('warm', input)]);
    expect(long.youngGenerationMb).toBe(WORKER_YOUNG_GENERATION_MB);
    expect(quick.youngGenerationMb).toBe(QUICK_LANE_YOUNG_GENERATION_MB);
    expect(QUICK_LANE_YOUNG_GENERATION_MB).toBeLessThan(WORKER_YOUNG_GENERATION_MB);
  });
});

describe('withoutMappedPages', () => {
  const mapped = (sqlite: Database.Database) => Number(sqlite.pragma('mmap_size', { simple: true }));

  it('reads with no mapping, and maps again afterwards, also after a failed read', async () => {
    const sqlite = openSqliteReadOnly(file);
    sqlite.pragma('mmap_size = 268435456');
    const during = await withoutMappedPages(sqlite, async () => mapped(sqlite));
    expect(during).toBe(0);
    expect(mapped(sqlite)).toBeGreaterThan(0);
    await expect(
      withoutMappedPages(sqlite, () => {
        throw new Error('lost');
      }),
    ).rejects.toThrow('lost');
    expect(mapped(sqlite)).toBeGreaterThan(0);
    sqlite.close();
  });

  it('runs the read as it is on PostgreSQL (no SQLite connection)', async () => {
    expect(await withoutMappedPages(null, async () => 'read')).toBe('read');
  });
});

describe('ownBytes', () => {
  it('moves a workbook that owns its memory as it is, and copies a slice of a shared pool', () => {
    const workbook = Buffer.concat([Buffer.alloc(64 * 1024, 1), Buffer.alloc(64 * 1024, 2)]);
    const moved = ownBytes(workbook);
    expect(moved.buffer).toBe(workbook.buffer);
    expect(moved.byteLength).toBe(workbook.byteLength);

    const small = Buffer.from('PK small');
    expect(small.buffer.byteLength).toBeGreaterThan(small.byteLength);
    const copied = ownBytes(small);
    expect(copied.buffer).not.toBe(small.buffer);
    expect(copied.buffer.byteLength).toBe(small.byteLength);
    expect(Buffer.from(copied).toString()).toBe('PK small');
  });
});

describe('collectStartupGarbage', () => {
  it("collects once when node exposes gc (npm start's --expose-gc), and does nothing without it", () => {
    const global = globalThis as { gc?: () => void };
    const exposed = global.gc;
    try {
      let collections = 0;
      global.gc = () => {
        collections += 1;
      };
      expect(collectStartupGarbage()).toBe(true);
      expect(collections).toBe(1);
      delete global.gc;
      expect(collectStartupGarbage()).toBe(false);
    } finally {
      if (exposed) global.gc = exposed;
    }
  });
});
