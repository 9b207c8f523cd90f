// The icon component names @ant-design/icons ships, read from the installed package (one file per
// icon) so the list can never drift from the version the client renders with.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const ICON_FILE = /^([A-Z][A-Za-z0-9]*(?:Outlined|Filled|TwoTone))\.js$/;
let cached: ReadonlySet<string> | undefined;

export function antDesignIconNames(): ReadonlySet<string> {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('@ant-design/icons/package.json'));
  const names = readdirSync(join(packageDir, 'lib', 'icons'))
    .map((file) => ICON_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined);
  cached = new Set(names);
  return cached;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** Existing names within two edits of the unknown one (closest first), to help fix a typo. */
export function similarIconNames(name: string, icons: ReadonlySet<string>, limit = 3): string[] {
  const lower = name.toLowerCase();
  return [...icons]
    .map((icon) => ({ icon, distance: editDistance(lower, icon.toLowerCase()) }))
    .filter(({ distance }) => distance <= 2)
    .sort((a, b) => a.distance - b.distance || a.icon.localeCompare(b.icon))
    .slice(0, limit)
    .map(({ icon }) => icon);
}
