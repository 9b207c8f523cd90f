// A dictionary value: a cell may hold the item's value or its name (美元 → 502); exported by its name.
import type { ServerFieldKind } from '../field-kind.ts';
import { textTerm } from '../term-values.ts';
import { readText, textColumn } from '../shared.ts';

export const dictionaryKind: ServerFieldKind = {
  name: 'dictionary',
  columnType: textColumn,
  readCell: (field, cell, dictionaries) => {
    const text = readText(field, cell);
    return text === undefined ? undefined : dictionaries.valueOf(field.dictionary ?? '', text);
  },
  termValue: textTerm,
  exportValue: (field, row) => row[`${field.name}Name`] ?? row[field.name],
};
