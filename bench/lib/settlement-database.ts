// The settlement benchmark's database: a fresh SQLite file in a temp folder, or (BENCH_DATABASE=
// postgres) a database on a throwaway PostgreSQL 15 cluster started by the API tests' own global
// setup (tests/setup/database.ts), stopped again by dispose.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchDatabaseUrl {
  kind: 'SQLite' | 'PostgreSQL';
  url: string;
  dispose(): Promise<void>;
}

export async function benchDatabaseUrl(): Promise<BenchDatabaseUrl> {
  if (process.env.BENCH_DATABASE === 'postgres') {
    process.env.TEST_DATABASE = 'postgres';
    const { default: setup } = await import('../../tests/setup/database.ts');
    let url: string | null = null;
    const project = { provide: (_key: string, value: string | null) => void (url = value) };
    const teardown = await setup(project as unknown as Parameters<typeof setup>[0]);
    if (!url) throw new Error('no PostgreSQL cluster');
    return { kind: 'PostgreSQL', url, dispose: async () => teardown?.() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-settlement-'));
  return { kind: 'SQLite', url: join(dir, 'portal.sqlite'), dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}
