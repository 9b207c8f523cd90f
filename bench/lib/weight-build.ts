// Builds the portal for `npm run bench:weight`: the working tree, or a past commit taken out of
// git into a temporary folder (its own vite.config.ts, this repository's node_modules), each to a
// temporary outDir. A small plugin records which modules every output chunk holds, so the bench
// can say what a screen loads by the code inside each file, not only by the file's name.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';

export interface ChunkContents {
  /** The chunk's name (Vite's `[name]`: the entry, the lazy module or the first shared module). */
  name: string;
  /** Rendered length of each module in the chunk, before minification. */
  modules: Record<string, number>;
  /** Whether it is the page's entry (index.html's script). */
  isEntry: boolean;
  /** The chunk's lazy module, for a chunk a dynamic import() starts (a route's screen). */
  facade: string | null;
  /** Chunks it imports statically (loaded with it), as `/assets/x.js`. */
  imports: string[];
}

export interface PortalBuild {
  label: string;
  dir: string;
  /** Output file (as in a script URL, `/assets/x.js`) → what it holds. */
  chunks: Map<string, ChunkContents>;
  cleanup(): void;
}

const root = realpathSync(new URL('../..', import.meta.url).pathname);

function chunkRecorder(chunks: Map<string, ChunkContents>): Plugin {
  return {
    name: 'bench-weight-chunks',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) modules[id] = module.renderedLength;
        chunks.set(`/${output.fileName}`, {
          name: output.name,
          modules,
          isEntry: output.isEntry,
          facade: output.facadeModuleId,
          imports: output.imports.map((file) => `/${file}`),
        });
      }
    },
  };
}

async function buildAt(label: string, sourceRoot: string, cleanupSource: () => void): Promise<PortalBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-weight-dist-'));
  const chunks = new Map<string, ChunkContents>();
  await build({
    root: sourceRoot,
    configFile: join(sourceRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, manifest: true },
    plugins: [chunkRecorder(chunks)],
  });
  writeFileSync(join(dir, 'chunks.json'), JSON.stringify(Object.fromEntries(chunks)));
  return {
    label,
    dir,
    chunks,
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
      cleanupSource();
    },
  };
}

/** The portal as it is in this working tree. */
export function buildWorkingTree(): Promise<PortalBuild> {
  return buildAt('now', root, () => {});
}

/** The portal as it was at `commit` (its client code and build settings; node_modules of today). */
export function buildCommit(commit: string): Promise<PortalBuild> {
  const source = mkdtempSync(join(tmpdir(), 'bench-weight-src-'));
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', source], { input: archive, maxBuffer: 1 << 30 });
  symlinkSync(realpathSync(join(root, 'node_modules')), join(source, 'node_modules'));
  return buildAt(commit, source, () => rmSync(source, { recursive: true, force: true }));
}

/** Every module a chunk brings with its static imports: what the browser runs once the chunk is asked for. */
export function staticModules(chunks: Map<string, ChunkContents>, start: string): Set<string> {
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = chunks.get(file);
    if (!chunk) return;
    for (const id of Object.keys(chunk.modules)) modules.add(id);
    for (const next of chunk.imports) visit(next);
  };
  visit(start);
  return modules;
}

/** The chunk a dynamic import of `sourcePath` (ending, e.g. `src/screens/bill/index.ts`) starts, or the entry chunk for null. */
export function chunkOf(chunks: Map<string, ChunkContents>, sourcePath: string | null): string {
  for (const [file, chunk] of chunks) {
    if (sourcePath === null ? chunk.isEntry : chunk.facade?.endsWith(sourcePath)) return file;
  }
  throw new Error(`no chunk for ${sourcePath ?? 'the entry'}`);
}

/** A short name for a module id: its npm package, or its folder in the repository. */
export function moduleOwner(id: string): string {
  const path = id.replace(/\?.*$/, '');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage >= 0) {
    const parts = path.slice(inPackage + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const relative = path.startsWith('/') ? path.replace(/^.*?\/(src|core)\//, '$1/') : path;
  const parts = relative.split('/');
  return parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, -1).join('/') || relative;
}

/** What a chunk holds, the largest owners first: `ag-grid-community 71%, ag-grid-react 9%`. */
export function describeChunk(chunk: ChunkContents | undefined, owners = 3): string {
  if (!chunk) return '?';
  const sizes = new Map<string, number>();
  let total = 0;
  for (const [id, length] of Object.entries(chunk.modules)) {
    const owner = moduleOwner(id);
    sizes.set(owner, (sizes.get(owner) ?? 0) + length);
    total += length;
  }
  if (total === 0) return '(empty)';
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, owners)
    .map(([owner, length]) => `${owner} ${Math.round((100 * length) / total)}%`)
    .join(', ');
}
