// The widget registry of bill forms: one line per widget, each with the tester that says where
// it applies (the highest rank wins). The same choice feeds the header form and the line form;
// the grid's cell editors follow the same field kinds (src/engine/lines/lineColumns.ts).
import type { RegistryWidgetsType, Widget } from '@rjsf/utils';
import type { FieldSchema } from '#core/definition/index.ts';
import { NOT_APPLICABLE, type FieldUi, type WidgetTester } from './testers.ts';
import { DateTimeWidget, dateTimeTester } from './widgets/DateTimeWidget.tsx';
import { DateWidget, dateTester } from './widgets/DateWidget.tsx';
import { DictionarySelectWidget, dictionarySelectTester } from './widgets/DictionarySelectWidget.tsx';
import { FlagStringWidget, flagStringTester } from './widgets/FlagStringWidget.tsx';
import { NumberWidget, numberTester } from './widgets/NumberWidget.tsx';
import { TextareaWidget, textareaTester } from './widgets/TextareaWidget.tsx';
import { TextWidget, textTester } from './widgets/TextWidget.tsx';
import { XmlWidget, xmlTester } from './widgets/XmlWidget.tsx';

export interface WidgetEntry {
  /** The name a uiSchema may also give explicitly (ui:widget). */
  name: string;
  tester: WidgetTester;
  widget: Widget;
}

export const WIDGET_ENTRIES: readonly WidgetEntry[] = [
  { name: 'billFlags', tester: flagStringTester, widget: FlagStringWidget },
  { name: 'billDictionary', tester: dictionarySelectTester, widget: DictionarySelectWidget },
  { name: 'billDate', tester: dateTester, widget: DateWidget },
  { name: 'billDateTime', tester: dateTimeTester, widget: DateTimeWidget },
  { name: 'billNumber', tester: numberTester, widget: NumberWidget },
  { name: 'billXml', tester: xmlTester, widget: XmlWidget },
  { name: 'billTextarea', tester: textareaTester, widget: TextareaWidget },
  { name: 'billText', tester: textTester, widget: TextWidget },
];

export const billWidgets: RegistryWidgetsType = Object.fromEntries(WIDGET_ENTRIES.map((entry) => [entry.name, entry.widget]));

/** The name of the best widget for a field, or undefined when none applies. */
export function chooseWidget(field: FieldSchema, ui: FieldUi = {}): string | undefined {
  let best: WidgetEntry | undefined;
  let bestRank = NOT_APPLICABLE;
  for (const entry of WIDGET_ENTRIES) {
    const rank = entry.tester(field, ui);
    if (rank > bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best?.name;
}
