// Runs the portal's entry points as real processes, the way an operator does: the server compiled
// and run with node, as `npm start` runs it (scripts/build-server.ts); scripts (sso-token.ts) and
// server/main.ts's refusals with tsx.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ownServerBuild, SERVER_NODE_FLAGS } from '../../scripts/build-server.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Environment without the runner's own PORTAL_* / DATABASE_URL / NODE_ENV settings. */
function cleanEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('PORTAL_') && !['DATABASE_URL', 'NODE_ENV', 'PORT', 'HOST', 'VITEST', 'TEST'].includes(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runToEnd(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [script, ...args], { cwd: PROJECT_ROOT, env: cleanEnvironment(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface RunningPortal {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts the compiled server/main.ts and resolves once it prints the address it listens on. */
export async function startPortal(env: Record<string, string>): Promise<RunningPortal> {
  const main = await ownServerBuild();
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
      cwd: PROJECT_ROOT,
      env: cleanEnvironment({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }),
    });
    let output = '';
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('close', () => done());
        child.kill('SIGTERM');
      });
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /portal listening: (http:\/\/\S+?)\/?\s/.exec(output);
      // The banner ends with the demo accounts; wait for all of it.
      if (match && /demo accounts[\s\S]*\n$/.test(output)) resolve({ url: match[1].replace(/\/$/, ''), output: () => output, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => reject(new Error(`portal exited with ${code} before listening:\n${output}`)));
  });
}
