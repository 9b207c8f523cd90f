import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownServerBuild } from './build-server.ts';

// A module the bundle imports at its top is loaded when the process (or a worker thread) starts.
const loadedAtStart = (bundle: string, pkg: string) => new RegExp(`^import [^;]* from "${pkg}";$`, 'm').test(bundle);

describe('the compiled server (issue 26 point 8: starts that load only what they use)', () => {
  it('loads exceljs when a workbook is first written, not when the portal or a worker thread starts', { timeout: 60_000 }, async () => {
    const main = await ownServerBuild();
    for (const file of [main, join(dirname(main), 'worker-main.mjs')]) {
      const bundle = readFileSync(file, 'utf8');
      expect(loadedAtStart(bundle, 'exceljs'), file).toBe(false);
      expect(bundle, file).toContain('import("exceljs")');
      // What every start needs is still there.
      expect(loadedAtStart(bundle, 'kysely'), file).toBe(true);
    }
  });
});
