// An XML document: pretty-printed, read-only in the form and on a record page.
import type { ClientFieldKind } from '../field-kind.ts';
import { plainListValue, textEditor, XmlRecord } from '../shared.tsx';
import { XmlWidget } from '../../form/widgets/XmlWidget.tsx';
import { textListWidth } from '../listWidths.ts';

export const xmlKind: ClientFieldKind = {
  name: 'xml',
  widget: { name: 'billXml', component: XmlWidget },
  listValue: plainListValue,
  lineEditor: textEditor,
  lineWidth: 130,
  listWidth: textListWidth,
  Record: XmlRecord,
};
