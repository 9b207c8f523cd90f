// The bill's state: its name from the lifecycle wherever it is shown.
import type { ClientFieldKind } from '../field-kind.ts';
import { stateListValue, textEditor, StateRecord } from '../shared.tsx';
import { TextWidget } from '../../form/widgets/TextWidget.tsx';
import { STATE_WIDTH } from '../listWidths.ts';

export const stateKind: ClientFieldKind = {
  name: 'state',
  widget: { name: 'billText', component: TextWidget },
  listValue: stateListValue,
  lineEditor: textEditor,
  lineWidth: 130,
  listWidth: () => STATE_WIDTH,
  Record: StateRecord,
};
