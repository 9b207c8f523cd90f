// A plausible value for any field of any family: one of its enum, else what its field kind invents
// (server/fields) for its value kind (core/definition/value-kinds.ts: written as x-valueKind, or
// derived from its dictionary, format, code/name pair…) within its limits. This is what lets the
// seed fill a family it has never seen.
import { valueKindOf, type FieldInfo, type ValueKind } from '#core/definition/index.ts';
import { fieldKindOf } from '#core/fields/index.ts';
import { SERVER_FIELD_KINDS } from '../../fields/registry.ts';
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

export function fakeValue(field: FieldInfo, context: BillContext): unknown {
  const { random } = context;
  const { enum: allowed } = field.schema;
  if (Array.isArray(allowed) && allowed.length > 0) {
    return field.schema.default !== undefined && random.chance(0.7) ? field.schema.default : random.pick(allowed);
  }
  return SERVER_FIELD_KINDS[fieldKindOf(field)].fakeValue(field, context);
}
