// A yes/no field: a check box in the form, 是/否 everywhere else.
import type { ClientFieldKind } from '../field-kind.ts';
import { CheckRecord, checkListValue, textEditor } from '../shared.tsx';
import { CheckWidget } from '../../form/widgets/CheckWidget.tsx';
import { titleWidth } from '../listWidths.ts';

export const checkKind: ClientFieldKind = {
  name: 'check',
  widget: { name: 'billCheck', component: CheckWidget },
  listValue: checkListValue,
  lineEditor: textEditor,
  lineWidth: 90,
  listWidth: (field) => titleWidth(field.title),
  Record: CheckRecord,
};
