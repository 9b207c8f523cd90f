// An XML document: unbounded text; the seed leaves it to xml-document.ts, which needs the bill's other values.
import type { ServerFieldKind } from '../field-kind.ts';
import { textTerm } from '../term-values.ts';
import { readText, storedValue, textColumn } from '../shared.ts';

export const xmlKind: ServerFieldKind = {
  name: 'xml',
  columnType: textColumn,
  readCell: readText,
  termValue: textTerm,
  exportValue: storedValue,
};
