// The number of a new line: the first integer line field (gno, gnum…) counts on from the
// highest number in use.
import type { BillDefinition } from '#core/definition/index.ts';
import { fieldKindOf } from '#core/fields/index.ts';
import { orderedLineFields } from '../lines/lineColumns.ts';
import type { LineStore } from '../lines/lineStore.ts';

export function newLineValues(definition: BillDefinition, store: LineStore): Record<string, unknown> {
  const sequence = orderedLineFields(definition).find((field) => fieldKindOf(field) === 'integer');
  if (!sequence) return {};
  const highest = store.all().reduce((max, row) => Math.max(max, typeof row[sequence.name] === 'number' ? (row[sequence.name] as number) : 0), 0);
  return { [sequence.name]: highest + 1 };
}
