// The client side of a field kind (the data side is core/fields): the form's widget, what a
// list cell shows, the line grid's editor and width, and how a read-only record shows a value.
import type { ComponentType } from 'react';
import type { Widget } from '@rjsf/utils';
import type { ColDef } from 'ag-grid-community';
import type { FieldInfo } from '#core/definition/index.ts';
import type { FieldKindName } from '#core/fields/index.ts';
import type { BillRow } from '#core/list/list-page.ts';
import type { DictionaryItem } from '../../http/index.ts';
import type { LineRow } from '../lines/lineStore.ts';

/** What a list cell needs beside the row: the dictionaries and the states' names. */
export interface ListValueContext {
  dictionaries: Readonly<Record<string, readonly DictionaryItem[]>>;
  stateName(state: string): string;
}

export interface RecordValueProps {
  field: FieldInfo;
  /** The value as stored, as text (never blank: a blank value shows nothing). */
  value: string;
  /** The display name the server answered beside it ({field}Name), if any. */
  shown: string | undefined;
  stateName(state: string): string;
}

export interface ClientFieldKind {
  name: FieldKindName;
  /** The form widget (header and line forms), by the name a uiSchema may also give (ui:widget). */
  widget: { name: string; component: Widget };
  /** What a list cell shows for the field of a row. */
  listValue(field: FieldInfo, row: BillRow, context: ListValueContext): unknown;
  /** The line grid's in-place editor. */
  lineEditor(field: FieldInfo): Partial<ColDef<LineRow>>;
  /** The line grid's column width (ui:options.width overrides it). */
  lineWidth: number;
  /** The list's column width for the field (list.columns[].width overrides it): listWidths.ts. */
  listWidth(field: FieldInfo): number;
  /** A value of a read-only record (a sign record, spec §3.12). */
  Record: ComponentType<RecordValueProps>;
}
