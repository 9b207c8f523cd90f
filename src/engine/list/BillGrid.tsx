// The bill table: AG Grid with checkbox selection, server-side sorting (the grid keeps the rows
// in the server's order and reports the chosen sort), a loading overlay and the empty text.
// A few rows make a short grid as tall as they are (AG Grid's autoHeight, no blank area below
// them); more rows than AUTO_HEIGHT_ROWS get the fixed height (the window's), where the grid
// scrolls and renders only the rows in view.
// A read-only grid (no button that works on selected rows) has no selection boxes (issue 23
// point 7). With `keepsRowsById`, new rows keep the ticks of the rows that come back (by id, with
// their new values): a list that reloads itself because receipts moved its counts does not drop
// what the user ticked. A `selectionEpoch` change (an action done, a new search or page) unticks
// everything. (AG Grid's own getRowId would keep them too, but left rows that went and came back
// drawn twice.)
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type {
  ColDef,
  IRowNode,
  GridApi,
  GridReadyEvent,
  PostSortRowsParams,
  RowDataUpdatedEvent,
  SelectionChangedEvent,
  SortChangedEvent,
} from 'ag-grid-community';
import { toSnakeCase } from '#core/definition/index.ts';
import { BILL_ROW_HEIGHT, billGridModules, billGridTheme, gridLocaleText } from './agGridSetup.ts';
import './billGrid.css';
import type { ListSort } from '#core/list/list-request.ts';
import type { BillRow } from '#core/list/list-page.ts';

export interface BillGridProps {
  columnDefs: ColDef<BillRow>[];
  rows: readonly BillRow[];
  loading: boolean;
  onSelectionChange(rows: BillRow[]): void;
  /** The sort the user chose (snake_case name), or null when the sort was removed. */
  onSortChange(sort: ListSort | null): void;
  height?: number | string;
  /** A sort to start from instead of the columns' own (a list restored after a reload). */
  initialSort?: ListSort | null;
  /** Selection boxes (default true); a read-only grid has none. */
  selectable?: boolean;
  /** New rows keep the ticks of the rows that come back (by id), reported again with their new values. */
  keepsRowsById?: boolean;
  /** A change unticks every row (the list did something that makes the old selection meaningless). */
  selectionEpoch?: number;
}

const ROW_SELECTION = { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false } as const;
/** The checkboxes stay at the left edge, before the pinned columns (gridColumns.tsx). */
const SELECTION_COLUMN: ColDef<BillRow> = { pinned: 'left' };
// The first click on a header sorts ascending, the next descending, and so on (issue 11 point 6:
// desc first made the first click look like the reverse). No unsorted step: the list always
// has an order, the default sort's column showing its arrow until another column is chosen.
const DEFAULT_COLUMN: ColDef<BillRow> = { resizable: true, suppressMovable: true, sortingOrder: ['asc', 'desc'] };

/** Up to this many rows the grid is as tall as its rows (10 × 36 px stays below the fixed height). */
export const AUTO_HEIGHT_ROWS = 10;

/** A row's identity: its id; a row without one (never a bill) by its whole content. */
function rowIdOf(row: BillRow): string {
  return row.id === null || row.id === undefined ? `row:${JSON.stringify(row)}` : `id:${String(row.id)}`;
}

/** The server sorted the page: undo the grid's own client-side sort. */
function keepServerOrder(params: PostSortRowsParams<BillRow>) {
  params.nodes.sort((a, b) => a.sourceRowIndex - b.sourceRowIndex);
}

export function BillGrid({
  columnDefs,
  rows,
  loading,
  onSelectionChange,
  onSortChange,
  height = 'max(420px, calc(100vh - 420px))',
  initialSort,
  selectable = true,
  keepsRowsById = false,
  selectionEpoch = 0,
}: BillGridProps) {
  const rowData = useMemo(() => [...rows], [rows]);
  // A restored sort replaces the columns' own once the grid is there (no request: the rows come sorted).
  const [startSort] = useState(initialSort);
  const gridApi = useRef<GridApi<BillRow> | null>(null);
  // The ids of the ticked rows, ticked again when new rows bring them back.
  const ticked = useRef<ReadonlySet<string>>(new Set());
  const handleReady = useCallback(
    (event: GridReadyEvent<BillRow>) => {
      gridApi.current = event.api;
      if (!startSort) return;
      const column = event.api.getColumns()?.find((candidate) => toSnakeCase(candidate.getColId()) === startSort.name);
      if (column) event.api.applyColumnState({ state: [{ colId: column.getColId(), sort: startSort.order }], defaultState: { sort: null } });
    },
    [startSort],
  );
  const autoHeight = rows.length <= AUTO_HEIGHT_ROWS;

  const handleSort = useCallback(
    (event: SortChangedEvent<BillRow>) => {
      // Only a header click asks the server; the initial (default) sort is already applied.
      if (event.source !== 'uiColumnSorted') return;
      const sorted = event.api.getColumnState().find((column) => column.sort);
      onSortChange(sorted?.sort ? { name: toSnakeCase(sorted.colId), order: sorted.sort } : null);
    },
    [onSortChange],
  );

  const handleSelection = useCallback(
    (event: SelectionChangedEvent<BillRow>) => {
      // New rows drop every tick; handleRowData puts back those of the rows that came back.
      if (keepsRowsById && event.source === 'rowDataChanged' && ticked.current.size > 0) return;
      const rows = event.api.getSelectedRows();
      ticked.current = new Set(rows.map(rowIdOf));
      onSelectionChange(rows);
    },
    [keepsRowsById, onSelectionChange],
  );
  const handleRowData = useCallback(
    (event: RowDataUpdatedEvent<BillRow>) => {
      if (!keepsRowsById || ticked.current.size === 0) return;
      const back: IRowNode<BillRow>[] = [];
      event.api.forEachNode((node) => {
        if (node.data && ticked.current.has(rowIdOf(node.data))) back.push(node);
      });
      if (back.length > 0) event.api.setNodesSelected({ nodes: back, newValue: true, source: 'api' });
      else {
        ticked.current = new Set();
        onSelectionChange([]);
      }
    },
    [keepsRowsById, onSelectionChange],
  );
  const epoch = useRef(selectionEpoch);
  useEffect(() => {
    if (selectionEpoch === epoch.current) return;
    epoch.current = selectionEpoch;
    ticked.current = new Set();
    gridApi.current?.deselectAll();
  }, [selectionEpoch]);

  return (
    <div
      style={autoHeight ? ({ '--bill-grid-rows-height': `${rows.length * BILL_ROW_HEIGHT}px` } as CSSProperties) : { height }}
      className={autoHeight && rows.length > 0 ? 'bill-grid-fitted' : undefined}
      data-testid="bill-grid"
    >
      <AgGridReact<BillRow>
        modules={billGridModules}
        theme={billGridTheme}
        localeText={gridLocaleText}
        rowData={rowData}
        columnDefs={columnDefs}
        onGridReady={handleReady}
        domLayout={autoHeight ? 'autoHeight' : 'normal'}
        defaultColDef={DEFAULT_COLUMN}
        rowSelection={selectable ? ROW_SELECTION : undefined}
        selectionColumnDef={selectable ? SELECTION_COLUMN : undefined}
        onRowDataUpdated={handleRowData}
        loading={loading}
        suppressMultiSort
        postSortRows={keepServerOrder}
        onSortChanged={handleSort}
        onSelectionChanged={handleSelection}
        suppressCellFocus
        enableCellTextSelection
      />
    </div>
  );
}
