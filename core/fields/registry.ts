// The field kinds, one line each, in the order they are tried: the first whose `matches` accepts
// a field is its kind (the order the form's widget testers ranked them: flags over dictionary
// over dates over numbers and XML over long text over text). Adding a kind is one file in
// kinds/ plus one line here, then one line in src/engine/fields/registry.ts and one in
// server/fields/registry.ts (docs/kinds.md).
import type { FieldInfo } from '../definition/fields.ts';
import type { FieldKindData, KindProbe } from './field-kind.ts';
import { checkKind } from './kinds/check.ts';
import { choiceKind } from './kinds/choice.ts';
import { dateKind } from './kinds/date.ts';
import { dateTimeKind } from './kinds/dateTime.ts';
import { decimalKind } from './kinds/decimal.ts';
import { dictionaryKind } from './kinds/dictionary.ts';
import { flagsKind } from './kinds/flags.ts';
import { integerKind } from './kinds/integer.ts';
import { stateKind } from './kinds/state.ts';
import { textKind } from './kinds/text.ts';
import { textareaKind } from './kinds/textarea.ts';
import { xmlKind } from './kinds/xml.ts';

export const FIELD_KINDS = [
  stateKind,
  flagsKind,
  dictionaryKind,
  choiceKind,
  checkKind,
  dateKind,
  dateTimeKind,
  integerKind,
  decimalKind,
  xmlKind,
  textareaKind,
  textKind,
] as const satisfies readonly FieldKindData[];

/** The name of a kind: the key of its parts in src/engine/fields and server/fields. */
export type FieldKindName = (typeof FIELD_KINDS)[number]['name'];

export const FIELD_KIND_NAMES: readonly FieldKindName[] = FIELD_KINDS.map((kind) => kind.name);

/** The kind that claims a field, or undefined for a value no kind holds (an object, an array). */
export function findFieldKind(field: KindProbe): FieldKindName | undefined {
  return FIELD_KINDS.find((kind) => kind.matches(field))?.name;
}

// A field's kind, once per field object: a list cell, an imported cell or a database row asks
// again for every value, and the fields of a family are made once.
const known = new WeakMap<object, FieldKindName>();

/** The kind of a field (its uiSchema, when given, can make text a row of flags). */
export function fieldKindOf(field: KindProbe | FieldInfo, ui?: Record<string, unknown>): FieldKindName {
  const cached = ui === undefined ? known.get(field) : undefined;
  if (cached) return cached;
  const probe: KindProbe = { schema: field.schema, name: field.name, system: field.system, ui: ui ?? (field as KindProbe).ui };
  const kind = findFieldKind(probe) ?? 'text';
  if (ui === undefined) known.set(field, kind);
  return kind;
}

/** Numbers on the wire and in the database (integer, decimal). */
export function isNumericField(field: KindProbe | FieldInfo): boolean {
  return fieldKindData(fieldKindOf(field)).numeric;
}

export function fieldKindData(name: FieldKindName): FieldKindData<FieldKindName> {
  return FIELD_KINDS.find((kind: FieldKindData<FieldKindName>) => kind.name === name) ?? textKind;
}
