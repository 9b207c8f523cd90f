// The portal as `npm start` runs it (server/main.ts compiled, with node, its own process, a fresh SQLite file in a
// temporary folder, no built client), for the benchmarks that watch the whole process: its
// address, its database file, its memory as /proc reads it, and a stop that removes the folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownServerBuild, SERVER_NODE_FLAGS } from '../../scripts/build-server.ts';
import { processMemory, type ProcessMemory } from './process-memory.ts';

export type { ProcessMemory } from './process-memory.ts';

const root = new URL('../..', import.meta.url).pathname;

export interface PortalProcess {
  url: string;
  database: string;
  memory(): ProcessMemory;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the portal with the test captcha `captcha` and `env` on top of the defaults. */
export async function startPortalProcess(captcha: string, env: Record<string, string>): Promise<PortalProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const database = join(dataDir, 'portal.sqlite');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, await ownServerBuild()], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      PORTAL_STATIC_DIR: '',
      PORTAL_TEST_CAPTCHA: captcha,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_PORTAL_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/auth/public_key`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 1200 || child.exitCode !== null) throw new Error('portal did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid ?? 0;
  return {
    url,
    database,
    memory: () => processMemory(pid),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
