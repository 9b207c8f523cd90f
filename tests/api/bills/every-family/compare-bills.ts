// Compares what was sent (or stored) with what the detail answers, field by field, and lists
// every difference so that a failing family shows all of them at once.
import type { BillBody } from './valid-bill.ts';

function same(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'number' || typeof actual === 'number') return Number(expected) === Number(actual);
  return expected === actual;
}

function compareFields(expected: Record<string, unknown>, actual: Record<string, unknown> | undefined, where: string, out: string[]): void {
  for (const [name, value] of Object.entries(expected)) {
    if (name === 'lines') continue;
    if (!actual || !same(value, actual[name])) out.push(`${where}${name}: sent ${JSON.stringify(value)}, got ${JSON.stringify(actual?.[name])}`);
  }
}

/** Every field of `expected` (and of each of its lines, in order) that `actual` does not carry. */
export function differences(expected: BillBody, actual: Record<string, unknown>): string[] {
  const out: string[] = [];
  compareFields(expected, actual, '', out);
  if (expected.lines) {
    const lines = Array.isArray(actual.lines) ? (actual.lines as Array<Record<string, unknown>>) : [];
    if (lines.length !== expected.lines.length) out.push(`lines: sent ${expected.lines.length}, got ${lines.length}`);
    expected.lines.forEach((line, index) => compareFields(line, lines[index], `lines[${index}].`, out));
  }
  return out;
}
