// `npm start`, first half: check the definitions as validate-schemas does and refuse to start on a
// problem, build the client when its sources changed since the last build, and build the server
// (scripts/build-server.ts) when its sources changed. package.json then replaces the shell with
// `node dist-server/main.mjs`, the compiled server, which migrates the embedded database, seeds demo
// data on first start and serves portal and API on one port: no tsx and no vite stay in memory
// beside the running portal (issue 26 point 7).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildServer, DEFAULT_SERVER_OUT_DIR, SERVER_SOURCES } from './build-server.ts';
import { checkBeforeStart } from './validate-schemas/start-check.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

// Nothing wrong starts (issue 25): the same checks as validate-schemas, before the build.
const checked = checkBeforeStart(root);
if (!checked.ok) {
  process.stderr.write(`${checked.lines.join('\n')}\n`);
  process.exit(1);
}
console.log(checked.lines.join('\n'));

const builtIndex = join(root, 'dist', 'index.html');
const clientSources = ['src', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether `built` is missing or older than any of `sources` (files or folders under the project). */
function isStale(built: string, sources: string[]): boolean {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => {
    const path = join(root, source);
    return existsSync(path) && newestMtime(path) > builtAt;
  });
}

if (process.env.PORTAL_SKIP_BUILD !== '1' && isStale(builtIndex, clientSources)) {
  const started = Date.now();
  console.log('正在构建前端…');
  await build({ root, logLevel: 'warn' });
  console.log(`前端构建完成（${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
}

// The server bundle follows its sources always (under a second); PORTAL_SKIP_BUILD is the client's.
if (isStale(join(DEFAULT_SERVER_OUT_DIR, 'main.mjs'), SERVER_SOURCES)) {
  const started = Date.now();
  await buildServer();
  console.log(`服务端构建完成（${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
}
