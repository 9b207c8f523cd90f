// One list of values with names in a given order (a dictionary, a state list) in the database
// against the same list in schemas/seed: which values are new, which changed their name or
// their place, which are gone. Pure, so both kinds share it.

export interface StoredItem {
  id: number;
  value: string;
  name: string;
  sort_no: number;
}

export interface WantedItem {
  value: string;
  name: string;
  sort_no: number;
}

export interface ListDiff {
  added: WantedItem[];
  /** Name changed (the order may have too). */
  renamed: Array<{ id: number; was: string; item: WantedItem }>;
  /** Only the place in the list changed. */
  moved: Array<{ id: number; item: WantedItem }>;
  removed: StoredItem[];
}

export function diffList(stored: readonly StoredItem[], wanted: ReadonlyArray<{ value: string; name: string }>): ListDiff {
  const byValue = new Map(stored.map((item) => [item.value, item]));
  const diff: ListDiff = { added: [], renamed: [], moved: [], removed: [] };
  const seen = new Set<string>();
  for (const [position, { value, name }] of wanted.entries()) {
    if (seen.has(value)) continue;
    seen.add(value);
    const item = { value, name, sort_no: position };
    const row = byValue.get(value);
    if (row === undefined) diff.added.push(item);
    else if (row.name !== name) diff.renamed.push({ id: row.id, was: row.name, item });
    else if (row.sort_no !== position) diff.moved.push({ id: row.id, item });
  }
  diff.removed = stored.filter((item) => !seen.has(item.value));
  return diff;
}
