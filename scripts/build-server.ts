// The server compiled to plain JavaScript (issue 26 point 7): `npm start` runs it with node, without
// tsx. Under tsx every module the server imports goes through tsx's loader, which cost the idle
// portal ~115 MB resident (libxml2-wasm alone 14 MB under node, 140 MB under tsx), in the main
// thread and again in every worker thread. Two bundles, the server and the worker threads' entry,
// with the npm packages left as imports (node_modules is read at run time as before).
//
// `npx tsx scripts/build-server.ts [outDir]` builds it (default dist-server/); scripts/start.ts
// builds it when its sources are newer than the bundle.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { build, type Plugin } from 'esbuild';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_SERVER_OUT_DIR = join(PROJECT_ROOT, 'dist-server');
/** What the bundles are made of: a change in any of these makes the built server stale. */
export const SERVER_SOURCES = ['server', 'core', 'package.json', 'package-lock.json', 'scripts/build-server.ts'];

/** `new URL('<relative>', import.meta.url)`: a file the module reads beside its own source. */
const BESIDE_SOURCE = /new URL\((['"][^'"\n]+['"]),\s*import\.meta\.url\)/g;

/**
 * Files found beside a module's source (`new URL('../../schemas/bills', import.meta.url)`) stay
 * where they are: the bundle lives elsewhere, so each such URL is made relative to the source file's
 * place, itself written relative to the bundle (the built folder can move with the project).
 * A bare `import.meta.url` is left alone: it names the bundle (worker-pool.ts reads it).
 */
function sourceRelativeUrls(outDir: string): Plugin {
  return {
    name: 'source-relative-urls',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
        const fromBundle = relative(outDir, args.path).split('\\').join('/');
        const source = `new URL(${JSON.stringify(fromBundle)}, import.meta.url)`;
        return { contents: text.replace(BESIDE_SOURCE, (_match, path: string) => `new URL(${path}, ${source})`), loader: 'ts' };
      });
    },
  };
}

/**
 * Writes `main.mjs` (or the given entries, e.g. a benchmark's server process) and `worker-main.mjs`,
 * with source maps, into outDir — a folder inside the project, so the bundles find node_modules.
 */
/**
 * How node runs the compiled server: `npm start` (package.json, checked by scripts/start.spec.ts)
 * and whatever starts it as a process (tests, benchmarks). Source maps for stack traces; a young
 * generation of 2 MB a semi-space instead of 16 for the request thread, which allocates in small
 * answers (~30 MB less resident); gc exposed so that the start-up's garbage (definitions built,
 * demo data written) is collected once before the first request (server/startup-garbage.ts).
 * Issue 26 point 7, docs/benchmarks.md "Export".
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=2', '--expose-gc'] as const;

export async function buildServer(outDir = DEFAULT_SERVER_OUT_DIR, entries: Record<string, string> = { main: 'server/main.ts' }): Promise<void> {
  const out = resolve(outDir);
  await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: { ...entries, 'worker-main': 'server/workers/worker-main.ts' },
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // npm packages load from node_modules as under tsx (native better-sqlite3, libxml2-wasm's wasm).
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Mappings only: stack traces still name the source files and lines. With the sources inside
    // (1.7 of the map's 2.6 MB) node held ~15-25 MB more for them (issue 26 point 7).
    sourcesContent: false,
    // Stack traces and logs keep the classes' names (error names are read, e.g. WorkerFailure).
    keepNames: true,
    logLevel: 'warning',
    plugins: [sourceRelativeUrls(out)],
  });
}

const OWN_BUILDS = join(PROJECT_ROOT, '.tmp', 'compiled-server');
const ownBuilds = new Map<string, Promise<string>>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The server compiled for this process alone (a test file, a benchmark): built once, into
 * .tmp/compiled-server/<pid>-<thread>-<n>, and the path of the first entry's bundle answered. The
 * portals the tests and benchmarks start run what `npm start` runs. Folders of processes no longer
 * running are removed on the way.
 */
export function ownServerBuild(entries: Record<string, string> = { main: 'server/main.ts' }): Promise<string> {
  const key = JSON.stringify(entries);
  let built = ownBuilds.get(key);
  if (!built) {
    mkdirSync(OWN_BUILDS, { recursive: true });
    for (const folder of readdirSync(OWN_BUILDS)) {
      const pid = Number(folder.split('-')[0]);
      if (pid !== process.pid && !processAlive(pid)) rmSync(join(OWN_BUILDS, folder), { recursive: true, force: true });
    }
    const outDir = join(OWN_BUILDS, `${process.pid}-${threadId}-${ownBuilds.size}`);
    built = buildServer(outDir, entries).then(() => join(outDir, `${Object.keys(entries)[0]}.mjs`));
    ownBuilds.set(key, built);
  }
  return built;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? DEFAULT_SERVER_OUT_DIR;
  const started = Date.now();
  await buildServer(outDir);
  console.log(`服务端构建完成：${relative(process.cwd(), outDir) || '.'}（${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
}
