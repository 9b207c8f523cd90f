// The bill table: AG Grid with checkbox selection, server-side sorting (the grid keeps the rows
// in the server's order and reports the chosen sort), a loading overlay and the empty text.
// A few rows make a short grid as tall as they are (AG Grid's autoHeight, no blank area below
// them); more rows than AUTO_HEIGHT_ROWS get the fixed height (the window's), where the grid
// scrolls and renders only the rows in view.
import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef, GridReadyEvent, PostSortRowsParams, SelectionChangedEvent, SortChangedEvent } from 'ag-grid-community';
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
}: BillGridProps) {
  const rowData = useMemo(() => [...rows], [rows]);
  // A restored sort replaces the columns' own once the grid is there (no request: the rows come sorted).
  const [startSort] = useState(initialSort);
  const handleReady = useCallback(
    (event: GridReadyEvent<BillRow>) => {
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

  const handleSelection = useCallback((event: SelectionChangedEvent<BillRow>) => onSelectionChange(event.api.getSelectedRows()), [onSelectionChange]);

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
        rowSelection={ROW_SELECTION}
        selectionColumnDef={SELECTION_COLUMN}
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
