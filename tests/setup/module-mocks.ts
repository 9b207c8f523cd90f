// Which client spec files replace modules with `vi.mock` (issue 26 point 8). The other client
// specs share one module graph per worker (`isolate: false`): importing antd, AG Grid and the
// engine once per worker instead of once per file took the client specs 484 → 201 s. A file that
// mocks a module needs a graph of its own: its mock would otherwise leak into, or miss, modules
// that another file has already imported. Read from the files, so a new spec with `vi.mock` is
// isolated without anyone keeping a list.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SPEC = /\.spec\.tsx?$/;
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return SPEC.test(entry.name) ? [path] : [];
  });
}

/** The spec files under `dir` that mock a module, as paths relative to `root` (vitest's globs). */
export function specsThatMockModules(root: string, dir: string): string[] {
  return specFiles(join(root, dir))
    .filter((file) => MOCKS_A_MODULE.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
    .sort();
}
