// The links between families a definition declares: a header or line field with
// `"x-refersTo": "export-order.orderNo"` holds the number of an existing bill of that family
// (docs/definitions.md). The demo seed reads them to write consistent data; the definition
// check (scripts/validate-schemas/check-bill-refs.ts) parses them with the same function.
import type { FieldInfo } from '#core/definition/index.ts';
import type { BillFamily } from '../family.ts';

export const REFERS_TO = 'x-refersTo';

export interface RefersTo {
  family: string;
  field: string;
}

export interface Reference extends RefersTo {
  /** Where the referring field is: the header or each line. */
  part: 'head' | 'line';
  /** The referring field (`field` is the referenced one). */
  from: FieldInfo;
}

/** "export-order.orderNo" → { family, field }; null when the text is not of that shape. */
export function parseRefersTo(value: unknown): RefersTo | null {
  if (typeof value !== 'string') return null;
  const dot = value.indexOf('.');
  if (dot <= 0 || dot === value.length - 1 || value.indexOf('.', dot + 1) >= 0) return null;
  return { family: value.slice(0, dot), field: value.slice(dot + 1) };
}

function referencesIn(fields: readonly FieldInfo[], part: Reference['part']): Reference[] {
  return fields.flatMap((from) => {
    const target = parseRefersTo(from.schema[REFERS_TO]);
    return target ? [{ ...target, part, from }] : [];
  });
}

/** Every reference of a family, header fields first, in schema order. */
export function referencesOf(family: BillFamily): Reference[] {
  return [...referencesIn(family.headFields, 'head'), ...referencesIn(family.lineFields, 'line')];
}

/** The ids of the families a family refers to, each once. */
export function referencedFamilies(family: BillFamily): string[] {
  return [...new Set(referencesOf(family).map((reference) => reference.family))];
}

/** "出口清单（export-inventory）", as the seed's messages name a family. */
export function familyLabel(family: BillFamily): string {
  return `${family.title}（${family.id}）`;
}
