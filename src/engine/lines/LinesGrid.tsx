// The line grid (spec §2.5): AG Grid community over the rows of the current page (10), with
// checkbox selection for deletion, in-cell editing in edit mode, and the row clicked shown in
// the line form. It re-renders when the page's rows change; a cell edit, a line-form keystroke
// or a new problem refreshes that one row only (the store says which).
import { useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { CellValueChangedEvent, ColDef, GridApi, GridReadyEvent, RowClickedEvent } from 'ag-grid-community';
import { lineFields, type BillDefinition } from '../definition/index.ts';
import { loadDictionaries } from '../form/dictionaryStore.ts';
import { lineColumnDefs } from './lineColumns.ts';
import { ProbeContext } from '../form/renderProbe.tsx';
import type { LineGridContext } from './LineCell.ts';
import { lineGridLocale, lineGridTheme } from './gridSetup.ts';
import { ROW_KEY, type LineRow, type LineStore } from './lineStore.ts';
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

export function LinesGrid({ definition, store, editable, onReady }: LinesGridProps) {
  const rows = useSyncExternalStore(store.subscribe, store.pageRows);
  // The grid's API as soon as the grid exists (gridReady may come after its first rows).
  const grid = useRef<AgGridReact<LineRow>>(null);
  const gridApi = () => (grid.current?.api && !grid.current.api.isDestroyed() ? grid.current.api : null);
  const columnDefs = useMemo(() => lineColumnDefs(definition, editable), [definition, editable]);
  const probe = useContext(ProbeContext);
  const context = useMemo<LineGridContext>(() => ({ store, probe }), [store, probe]);

  useEffect(
    () =>
      store.onRowChange((key) => {
        const api = gridApi();
        const node = api?.getRowNode(key);
        if (api && node) api.refreshCells({ rowNodes: [node], force: true });
      }),
    [store],
  );

  // The editors and the names of coded values need the dictionaries of the line fields.
  useEffect(() => {
    let current = true;
    const codes = [...new Set(lineFields(definition.schema).flatMap((field) => (field.dictionary ? [field.dictionary] : [])))];
    void loadDictionaries(codes).then(() => current && gridApi()?.refreshCells({ force: true }));
    return () => {
      current = false;
    };
  }, [definition]);

  const ready = useCallback(
    (event: GridReadyEvent<LineRow>) => onReady?.(event.api),
    [onReady],
  );
  const cellChanged = useCallback((event: CellValueChangedEvent<LineRow>) => event.data && store.cellChanged(event.data[ROW_KEY]), [store]);
  const rowClicked = useCallback((event: RowClickedEvent<LineRow>) => event.data && store.select(event.data[ROW_KEY]), [store]);

  return (
    <div data-testid="line-grid">
      <AgGridReact<LineRow>
        ref={grid}
        theme={lineGridTheme}
        localeText={lineGridLocale}
        rowData={rows}
        columnDefs={columnDefs}
        defaultColDef={DEFAULT_COLUMN}
        context={context}
        getRowId={rowId}
        rowSelection={ROW_SELECTION}
        domLayout="autoHeight"
        stopEditingWhenCellsLoseFocus
        onGridReady={ready}
        onCellValueChanged={cellChanged}
        onRowClicked={rowClicked}
      />
    </div>
  );
}
