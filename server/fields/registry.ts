// The server side of every field kind, one line each (the kinds and their order: core/fields).
// Adding a kind: one file in kinds/ plus one line here (docs/kinds.md).
import type { FieldKindName } from '#core/fields/index.ts';
import type { ServerFieldKind } from './field-kind.ts';
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

export const SERVER_FIELD_KINDS: Readonly<Record<FieldKindName, ServerFieldKind>> = {
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
