// The line grid (spec §2.5): AG Grid community over the rows of the current page (10), with
// checkbox selection for deletion, in-cell editing in edit mode, and the row clicked shown in
// the line form. It re-renders when the page's rows change; a cell edit, a line-form keystroke
// or a new problem refreshes that one row only (the store says which).
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { CellValueChangedEvent, ColDef, GridApi, GridReadyEvent, RowClickedEvent } from 'ag-grid-community';
import { lineFields, type BillDefinition } from '#core/definition/index.ts';
import { loadDictionaries } from '../form/dictionaryStore.ts';
import { lineColumnDefs } from './lineColumns.ts';
import { ProbeContext } from '../form/renderProbe.tsx';
import type { LineGridContext } from './LineCell.ts';
import { LINE_HEADER_HEIGHT, LINE_ROW_HEIGHT, lineGridLocale, lineGridModules, lineGridTheme } from './gridSetup.ts';
import { LINES_PAGE_SIZE, ROW_KEY, type LineRow, type LineStore } from './lineStore.ts';
import { useAfterPaint } from './useAfterPaint.ts';
import './lines.css';

export interface LinesGridProps {
  definition: BillDefinition;
  store: LineStore;
  editable: boolean;
  /** The grid's API once it is ready (selection for deletion, tests). */
  onReady?(api: GridApi<LineRow>): void;
}

const ROW_SELECTION = { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false } as const;
const DEFAULT_COLUMN: ColDef<LineRow> = { resizable: true, suppressMovable: true, sortable: false };
const rowId = ({ data }: { data: LineRow }) => data[ROW_KEY];
/** The grid's height with no rows (its empty overlay), for the placeholder before it starts. */
const EMPTY_HEIGHT = 150;

export function LinesGrid({ definition, store, editable, onReady }: LinesGridProps) {
  const rows = useSyncExternalStore(store.subscribe, store.pageRows);
  // The grid's API as soon as the grid exists (gridReady may come after its first rows).
  const grid = useRef<AgGridReact<LineRow>>(null);
  const gridApi = () => (grid.current?.api && !grid.current.api.isDestroyed() ? grid.current.api : null);
  // The mode is read when a cell is about to be edited, so entering edit mode rebuilds no column.
  const editableNow = useRef(editable);
  useLayoutEffect(() => {
    editableNow.current = editable;
  }, [editable]);
  // AG Grid calls the columns' `editable` when a cell is about to be edited, never while rendering.
  // eslint-disable-next-line react-hooks/refs -- the compiler cannot see that lineColumnDefs only stores the reader
  const columnDefs = useMemo(() => lineColumnDefs(definition, () => editableNow.current), [definition]);
  const columnIds = useMemo(() => new Set(columnDefs.map((column) => column.colId)), [columnDefs]);
  const probe = useContext(ProbeContext);
  const context = useMemo<LineGridContext>(() => ({ store, probe }), [store, probe]);

  useEffect(
    () =>
      store.onRowChange((key, fields) => {
        const api = gridApi();
        const node = api?.getRowNode(key);
        const shown = fields?.filter((field) => columnIds.has(field));
        if (api && node && shown?.length !== 0) api.refreshCells({ rowNodes: [node], columns: shown, force: true });
      }),
    [store, columnIds],
  );

  // Leaving edit mode ends an edit in progress (its value is kept, as when the cell loses focus).
  useEffect(() => {
    if (!editable) gridApi()?.stopEditing();
  }, [editable]);

  // The editors and the names of coded values need the dictionaries of the line fields.
  useEffect(() => {
    let current = true;
    const codes = [...new Set(lineFields(definition.schema).flatMap((field) => (field.dictionary ? [field.dictionary] : [])))];
    void loadDictionaries(codes).then(() => current && gridApi()?.refreshCells({ force: true }));
    return () => {
      current = false;
    };
  }, [definition]);

  const ready = useCallback((event: GridReadyEvent<LineRow>) => onReady?.(event.api), [onReady]);
  const cellChanged = useCallback((event: CellValueChangedEvent<LineRow>) => event.data && store.cellChanged(event.data[ROW_KEY], event.colDef.field), [store]);
  const rowClicked = useCallback((event: RowClickedEvent<LineRow>) => event.data && store.select(event.data[ROW_KEY]), [store]);

  // The header of the bill is painted first; the grid starts in the task after that frame.
  const started = useAfterPaint();
  if (!started) {
    const shown = Math.min(rows.length, LINES_PAGE_SIZE);
    // Header and a page of rows, as the grid will show them, so nothing moves when it starts.
    const height = LINE_HEADER_HEIGHT + (shown > 0 ? shown * LINE_ROW_HEIGHT : EMPTY_HEIGHT) + 2;
    return <div data-testid="line-grid" className="bill-line-grid-pending" style={{ height }} aria-busy="true" />;
  }
  return (
    <div data-testid="line-grid">
      <AgGridReact<LineRow>
        ref={grid}
        modules={lineGridModules}
        theme={lineGridTheme}
        localeText={lineGridLocale}
        rowData={rows}
        columnDefs={columnDefs}
        defaultColDef={DEFAULT_COLUMN}
        context={context}
        getRowId={rowId}
        rowSelection={ROW_SELECTION}
        domLayout="autoHeight"
        suppressRowTransform
        stopEditingWhenCellsLoseFocus
        onGridReady={ready}
        onCellValueChanged={cellChanged}
        onRowClicked={rowClicked}
      />
    </div>
  );
}
