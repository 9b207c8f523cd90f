// The columns of the line grid, from the line fields of the definition (order: the UI file's
// form.lines.items ui:order; widths: ui:options.width). In edit mode cells edit in place with
// the editor of their kind, fed by the same dictionaries as the form's selects.
import type { ColDef } from 'ag-grid-community';
import { lineFields, type BillDefinition, type FieldInfo } from '#core/definition/index.ts';
import { fieldKindData, fieldKindOf } from '#core/fields/index.ts';
import { CLIENT_FIELD_KINDS } from '../fields/index.ts';
import { lineFormUi } from '../form/formSchemas.ts';
import { uiOptionsOf, type FieldUi } from '../form/testers.ts';
import { LineCell } from './LineCell.ts';
import type { LineRow } from './lineStore.ts';

/** Line fields in the UI file's order (fields it does not list follow in schema order). */
export function orderedLineFields(definition: BillDefinition): FieldInfo[] {
  const fields = lineFields(definition.schema);
  const order = lineFormUi(definition)['ui:order'];
  if (!Array.isArray(order)) return fields;
  const rank = new Map((order as string[]).map((name, index) => [name, index]));
  return [...fields].sort((a, b) => (rank.get(a.name) ?? rank.size) - (rank.get(b.name) ?? rank.size));
}

function widthOf(field: FieldInfo, ui: FieldUi | undefined): number {
  const given = uiOptionsOf(ui).width;
  return typeof given === 'number' ? given : CLIENT_FIELD_KINDS[fieldKindOf(field)].lineWidth;
}

/**
 * The grid's columns. `editable` may be a function (the page's current mode): the columns then
 * stay the same objects when the mode changes, and the grid does not rebuild its 47 columns.
 * No column is pinned: a pinned column makes AG Grid lay each row's pinned cells over the
 * scrolling ones, which the browser then composites row by row, some 1–3 ms more on every frame
 * of a keystroke anywhere on the page (docs/benchmarks.md, detail page).
 */
export function lineColumnDefs(definition: BillDefinition, editable: boolean | (() => boolean)): ColDef<LineRow>[] {
  const ui = lineFormUi(definition);
  const canEdit = typeof editable === 'function' ? editable : () => editable;
  return orderedLineFields(definition).map((field) => {
    const kind = fieldKindOf(field);
    return {
      field: field.name,
      colId: field.name,
      headerName: field.title,
      headerTooltip: field.title,
      headerClass: field.required ? 'bill-line-required' : undefined,
      width: widthOf(field, ui[field.name] as FieldUi | undefined),
      editable: field.readOnly ? false : () => canEdit(),
      cellRenderer: LineCell,
      cellRendererParams: { dictionary: field.dictionary },
      type: fieldKindData(kind).numeric ? 'rightAligned' : undefined,
      ...CLIENT_FIELD_KINDS[kind].lineEditor(field),
    };
  });
}
