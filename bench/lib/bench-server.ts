// Starts the real portal (buildApp) in a child process on a loopback port over the benchmark
// database and logs in once as the demo admin, the way the browser does (RSA-encrypted
// password, captcha fixed by PORTAL_TEST_CAPTCHA).
import { fork, type ChildProcess } from 'node:child_process';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownServerBuild, PROJECT_ROOT, SERVER_NODE_FLAGS } from '../../scripts/build-server.ts';
import { ApiClient } from '../../tests/api/api-client.ts';

const CAPTCHA = 'B3NC';
const SOURCE = fileURLToPath(new URL('./server-process.ts', import.meta.url));
/**
 * How the server runs: compiled, with node, as `npm start` runs it (scripts/build-server.ts), or
 * with `BENCH_SERVER_RUNTIME=tsx` (in the benchmark's environment or the server's `env`) its
 * sources under tsx, as before issue 26 point 7 (bench:export's peer).
 */
export type ServerRuntime = 'compiled' | 'tsx';

function runtimeOf(env: Record<string, string>): ServerRuntime {
  return (env.BENCH_SERVER_RUNTIME ?? process.env.BENCH_SERVER_RUNTIME) === 'tsx' ? 'tsx' : 'compiled';
}

/** The server process's entry: its source, or its bundle built once per benchmark run. */
function serverProcessEntry(runtime: ServerRuntime): Promise<string> {
  return runtime === 'tsx' ? Promise.resolve(SOURCE) : ownServerBuild({ 'server-process': relative(PROJECT_ROOT, SOURCE) });
}

export interface BenchServer {
  url: string;
  pid: number;
  token: string;
  client: ApiClient;
  /** CPU milliseconds (user + system) the server process has used so far. */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`bench server exited before listening (code ${code})`)));
  });
}

export async function startBenchServer(
  databaseFile: string,
  account: { loginName: string; password: string },
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const runtime = runtimeOf(env);
  const child = fork(await serverProcessEntry(runtime), [], {
    // BENCH_SERVER_CPU_PROF=<folder>: a CPU profile of the portal's request thread, written when it stops.
    execArgv: [
      ...(runtime === 'tsx' ? ['--import', 'tsx'] : [...SERVER_NODE_FLAGS]),
      ...(process.env.BENCH_SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}`, '--cpu-prof-interval=250'] : []),
    ],
    env: { ...process.env, ...env, BENCH_DATABASE_FILE: databaseFile, PORTAL_TEST_CAPTCHA: CAPTCHA, NODE_ENV: 'development' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await waitForUrl(child);
  const client = new ApiClient(url, CAPTCHA);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send('stop');
    });
  const cpuMs = () =>
    new Promise<number>((resolve) => {
      child.once('message', (message) => {
        const { cpu } = message as { cpu: NodeJS.CpuUsage };
        resolve((cpu.user + cpu.system) / 1000);
      });
      child.send('cpu');
    });
  try {
    const session = await client.session(account.loginName, account.password);
    return { url, pid: child.pid ?? 0, token: session.token, client, cpuMs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
