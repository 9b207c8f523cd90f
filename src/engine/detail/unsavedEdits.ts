// Whether the header form holds edits: its data now against its data when it was shown (a load,
// a save, a refresh). A field left blank and a field cleared are the same; so are 1 and "1" as
// far as a typed value goes — what matters is what a save would send.
import { isBlank } from '#core/values.ts';

function sameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

export function headerChanged(now: Readonly<Record<string, unknown>>, shown: Readonly<Record<string, unknown>>): boolean {
  const names = new Set([...Object.keys(now), ...Object.keys(shown)]);
  for (const name of names) if (!sameValue(now[name], shown[name])) return true;
  return false;
}
