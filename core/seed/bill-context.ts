// What the demo values of one bill are made from (core/seed/fake-values.ts): its random source,
// parties, number, times, the product of the row being filled and the values chosen once for the
// bill or the row. The server's seed (server/bills/seed) and the definition playground
// (src/engine/playground) both fill rows through it, so demo data is made by one piece of code.
import { valueKindOf, type FieldInfo, type ValueKind } from '../definition/index.ts';
import type { Product } from './demo-catalogue.ts';
import type { Party } from './demo-parties.ts';
import type { Random } from './random.ts';

export interface BillContext {
  random: Random;
  /** Values of each dictionary, in display order. */
  dictionaries: ReadonlyMap<string, readonly string[]>;
  company: Party;
  /** The party chosen for each …Code/…Name prefix of this bill. */
  parties: Map<string, Party>;
  /** Prefix of the bill's own number, e.g. EO for export-order. */
  numberPrefix: string;
  serial: number;
  createdAt: number;
  /** yyyyMMdd of createdAt in China time, for numbers. */
  day: string;
  link: string;
  /** The fields of the row being filled (header or one line): pairs and kinds are read among them. */
  fields: readonly FieldInfo[];
  /** The product the row being filled is about (every goods kind of the row describes it). */
  product: Product;
  /** Currencies every currency field of the family accepts (header and lines agree). */
  currencies: readonly string[];
  /** Values chosen once for the whole bill: its currency, its transport mode. */
  bill: Map<ValueKind, string>;
  /** Values chosen once for the row being filled: its quantity, price, weight. */
  row: Map<ValueKind, number>;
}

const kinds = new WeakMap<FieldInfo, ValueKind>();

/** The field's value kind, worked out once per field of a family. */
export function kindOf(field: FieldInfo, siblings: readonly FieldInfo[]): ValueKind {
  let kind = kinds.get(field);
  if (kind === undefined) {
    kind = valueKindOf(field, siblings);
    kinds.set(field, kind);
  }
  return kind;
}

/** The prefix of a family's bill numbers: the first letters of its id's words (export-order → EO). */
export function numberPrefix(family: string): string {
  return family
    .split('-')
    .map((part) => part[0].toUpperCase())
    .join('');
}

/** The currencies every currency field (header and lines) accepts, so that header and lines agree. */
export function commonCurrencies(fields: readonly FieldInfo[][], dictionaries: ReadonlyMap<string, readonly string[]>): string[] {
  let common: string[] | null = null;
  for (const siblings of fields) {
    for (const field of siblings.filter((candidate) => kindOf(candidate, siblings) === 'currency')) {
      const values = dictionaries.get(field.dictionary ?? '') ?? [];
      common = common === null ? [...values] : common.filter((value) => values.includes(value));
    }
  }
  return (common ?? []).slice(0, 8);
}
