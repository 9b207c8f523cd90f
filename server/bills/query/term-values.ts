// Turns a term's value into the typed value of its column, as the field's kind reads it
// (server/fields/term-values.ts), or refuses it with a Chinese 400.
import type { FieldInfo } from '#core/definition/index.ts';
import { fieldKindOf } from '#core/fields/index.ts';
import { SERVER_FIELD_KINDS } from '../../fields/registry.ts';
import type { Bound, ColumnValue } from '../../fields/term-values.ts';

export function columnValue(field: FieldInfo, value: unknown, bound: Bound = 'exact'): ColumnValue {
  return SERVER_FIELD_KINDS[fieldKindOf(field)].termValue(field, value, bound);
}
