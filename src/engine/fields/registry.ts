// The client side of every field kind, one line each (the kinds and their order: core/fields).
// Adding a kind: one file in kinds/ plus one line here (docs/kinds.md).
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FieldKindName } from '#core/fields/index.ts';
import type { ClientFieldKind } from './field-kind.ts';
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

export const CLIENT_FIELD_KINDS: Readonly<Record<FieldKindName, ClientFieldKind>> = {
  state: stateKind,
  flags: flagsKind,
  dictionary: dictionaryKind,
  choice: choiceKind,
  check: checkKind,
  date: dateKind,
  dateTime: dateTimeKind,
  integer: integerKind,
  decimal: decimalKind,
  xml: xmlKind,
  textarea: textareaKind,
  text: textKind,
};

/** Every kind's widget by its name, for RJSF (a uiSchema may name one with ui:widget). */
export const billWidgets: RegistryWidgetsType = Object.fromEntries(Object.values(CLIENT_FIELD_KINDS).map((kind) => [kind.widget.name, kind.widget.component]));
