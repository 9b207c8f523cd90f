// Grid columns from `list.columns` (spec §2.4, §3.1): the title from the schema field, the
// display value of dictionary fields ({field}Name from the server, else the dictionary label),
// the state's name, server-side sorting only on `list.sortable`, the first column linking to
// the detail page (when the family has a detail call), and an operation column with the
// receipts button unless the list is read-only (a family without receipts, spec §2.4), and the
// row actions (list.rowActions) each row's state allows.
// Widths come from the field (its kind and length: src/engine/fields/listWidths.ts) unless the
// column gives one; the link column, the state and the list's first amount stay on screen,
// pinned to the left (issue 11 point 10), unless the column says `pinned: false`.
import { Button, Space } from 'antd';
import type { ColDef, ICellRendererParams, ValueGetterParams } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import { headerFields, type BillDefinition, type ButtonDefinition, type FieldInfo, type ListColumn } from '#core/definition/index.ts';
import { fieldKindData, fieldKindOf } from '#core/fields/index.ts';
import type { DictionaryItem } from '../../http/index.ts';
import { CLIENT_FIELD_KINDS } from '../fields/index.ts';
import { titleWidth } from '../fields/listWidths.ts';
import { LABEL_OPERATION, LABEL_RECEIPTS } from './listMessages.ts';
import type { BillRow } from '#core/list/list-page.ts';

export const OPERATION_COLUMN = '__operation';

export interface ColumnContext {
  dictionaries: Readonly<Record<string, readonly DictionaryItem[]>>;
  stateName(state: string): string;
  detailHref(row: BillRow): string;
  /** Absent for a read-only list: no operation column. */
  onReceipts?(row: BillRow): void;
  /** The operation column's row actions (list.rowActions) the user holds, and how a click runs. */
  rowActions?: RowActions;
}

export interface RowActions {
  buttons: readonly ButtonDefinition[];
  /** Whether `button` applies to `row` (its state is one the button's action accepts). */
  shows(button: ButtonDefinition, row: BillRow): boolean;
  run(button: ButtonDefinition, rows: readonly BillRow[]): void;
}

function present(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** What a cell shows for `field` of `row`: its kind decides (src/engine/fields). */
export function displayValue(field: FieldInfo, row: BillRow, context: Pick<ColumnContext, 'dictionaries' | 'stateName'>): unknown {
  return CLIENT_FIELD_KINDS[fieldKindOf(field)].listValue(field, row, context);
}

function LinkCell({ value, data, href }: ICellRendererParams<BillRow> & { href(row: BillRow): string }) {
  if (!data) return null;
  return <Link to={href(data)}>{present(value) ? String(value) : String(data.id ?? '')}</Link>;
}

function OperationCell({ data, open, actions }: ICellRendererParams<BillRow> & { open?(row: BillRow): void; actions?: RowActions }) {
  if (!data) return null;
  return (
    <Space size={0}>
      {actions?.buttons
        .filter((button) => actions.shows(button, data))
        .map((button) => (
          <Button key={button.code} type="link" size="small" onClick={() => actions.run(button, [data])}>
            {button.text}
          </Button>
        ))}
      {open && (
        <Button type="link" size="small" onClick={() => open(data)}>
          {LABEL_RECEIPTS}
        </Button>
      )}
    </Space>
  );
}

/** Room for the operation column's links (a link of n characters is about 14n + 16 pixels). */
function operationWidth(context: ColumnContext): number {
  const labels = [...(context.rowActions?.buttons.map((button) => button.text) ?? []), ...(context.onReceipts ? [LABEL_RECEIPTS] : [])];
  return Math.max(
    90,
    labels.reduce((sum, label) => sum + label.length * 14 + 16, 16),
  );
}

/** The column's width: the definition's, else what its field and its title need. */
export function columnWidth(field: FieldInfo, column: ListColumn): number {
  if (column.width !== undefined) return column.width;
  return Math.max(CLIENT_FIELD_KINDS[fieldKindOf(field)].listWidth(field), titleWidth(column.title ?? field.title));
}

/**
 * The columns pinned to the left, so that a narrow screen scrolls the rest: the link column, the
 * state, and the key amount (the first decimal column); `pinned` on a column decides instead.
 */
export function pinnedColumns(definition: BillDefinition, linkColumn: ListColumn | undefined): Set<ListColumn> {
  const fields = new Map(headerFields(definition.schema).map((field) => [field.name, field]));
  const columns = definition.ui.list.columns.filter((column) => !column.hide && fields.has(column.field));
  const kindOf = (column: ListColumn) => fieldKindOf(fields.get(column.field)!);
  const chosen = new Set<ListColumn>();
  if (linkColumn) chosen.add(linkColumn);
  const state = columns.find((column) => kindOf(column) === 'state');
  if (state) chosen.add(state);
  const amount = columns.find((column) => kindOf(column) === 'decimal');
  if (amount) chosen.add(amount);
  for (const column of columns) {
    if (column.pinned === true) chosen.add(column);
    if (column.pinned === false) chosen.delete(column);
  }
  return chosen;
}

export function buildColumnDefs(definition: BillDefinition, context: ColumnContext): ColDef<BillRow>[] {
  const fields = headerFields(definition.schema);
  const { columns, sortable, defaultSort } = definition.ui.list;
  // A family without a detail call has no detail page to link to.
  const firstLink = definition.ui.api.detail ? (columns.find((column) => column.link) ?? columns[0]) : undefined;
  const pinned = pinnedColumns(definition, firstLink);
  const defs = columns.flatMap((column): ColDef<BillRow>[] => {
    const field = fields.find((candidate) => candidate.name === column.field);
    if (!field) return [];
    const isSortable = sortable.includes(field.name);
    const kind = fieldKindOf(field);
    const { listValue } = CLIENT_FIELD_KINDS[kind];
    return [
      {
        colId: field.name,
        headerName: column.title ?? field.title,
        width: columnWidth(field, column),
        hide: column.hide,
        pinned: pinned.has(column) ? 'left' : undefined,
        sortable: isSortable,
        initialSort: isSortable && defaultSort.field === field.name ? defaultSort.order : undefined,
        valueGetter: (params: ValueGetterParams<BillRow>) => (params.data ? listValue(field, params.data, context) : ''),
        type: fieldKindData(kind).numeric ? 'numericColumn' : undefined,
        ...(column === firstLink ? { cellRenderer: LinkCell, cellRendererParams: { href: context.detailHref } } : {}),
      },
    ];
  });
  if (context.onReceipts || (context.rowActions && context.rowActions.buttons.length > 0)) {
    defs.push({
      colId: OPERATION_COLUMN,
      headerName: LABEL_OPERATION,
      width: operationWidth(context),
      pinned: 'right',
      sortable: false,
      resizable: false,
      cellRenderer: OperationCell,
      cellRendererParams: { open: context.onReceipts, actions: context.rowActions },
    });
  }
  return defs;
}
