// A plausible value for any field of any family: one of its enum, else what its field kind invents
// (core/fields, `fakeValue`) for its value kind (core/definition/value-kinds.ts: written as
// x-valueKind, or derived from its dictionary, format, code/name pair…) within its limits. This is
// what lets the seed, and the definition playground, fill a family they have never seen.
import type { FieldInfo } from '../definition/index.ts';
import { fieldKindData, fieldKindOf } from '../fields/index.ts';
import type { BillContext } from './bill-context.ts';

export function fakeValue(field: FieldInfo, context: BillContext): unknown {
  const { random } = context;
  const { enum: allowed } = field.schema;
  if (Array.isArray(allowed) && allowed.length > 0) {
    return field.schema.default !== undefined && random.chance(0.7) ? field.schema.default : random.pick(allowed);
  }
  return fieldKindData(fieldKindOf(field)).fakeValue(field, context);
}

/** One row (a header or a line) of `fields`, each value under `keyOf(field)` (a column, a property). */
export function fillRow(fields: readonly FieldInfo[], context: BillContext, keyOf: (field: FieldInfo) => string): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  context.fields = fields;
  context.row = new Map();
  for (const field of fields) row[keyOf(field)] = fakeValue(field, context);
  return row;
}
