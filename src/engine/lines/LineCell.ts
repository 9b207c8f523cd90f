// One cell of the line grid, as a plain AG Grid renderer (no React root per cell: a page of 10
// lines has some 480 cells): the value, a dictionary value by its name, marked in red with its
// problem as tooltip when the row failed validation. The grid refreshes only the row that
// changed (the store says which), so typing in one row never touches the cells of another.
// Each render is reported to the grid context's probe, for the render-cost specs.
import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import { dictionaryLabel } from '../form/dictionaryStore.ts';
import type { RenderProbe } from '../form/renderProbe.tsx';
import { ROW_KEY, type LineRow, type LineStore } from './lineStore.ts';

export interface LineGridContext {
  store: LineStore;
  probe?: RenderProbe | null;
}

export interface LineCellParams {
  /** The dictionary of the column, when its values are codes. */
  dictionary?: string;
}

type Params = ICellRendererParams<LineRow, unknown, LineGridContext> & LineCellParams;

function shown(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export class LineCell implements ICellRendererComp<LineRow> {
  private element!: HTMLSpanElement;

  init(params: Params): void {
    this.element = document.createElement('span');
    this.show(params);
  }

  getGui(): HTMLElement {
    return this.element;
  }

  refresh(params: Params): boolean {
    this.show(params);
    return true;
  }

  private show({ value, data, colDef, context, dictionary }: Params): void {
    const key = data?.[ROW_KEY] ?? '';
    const field = colDef?.field ?? '';
    context?.probe?.rendered('cell', `${key}:${field}`);
    const blank = value === null || value === undefined || value === '';
    const text = dictionary && !blank ? (dictionaryLabel(dictionary, value) ?? shown(data?.[`${field}Name`] ?? value)) : shown(value);
    const problem = context?.store.cellError(key, field);
    this.element.className = problem ? 'bill-line-cell bill-line-cell-error' : 'bill-line-cell';
    this.element.textContent = problem && text === '' ? '\u00a0' : text;
    if (problem) {
      this.element.title = problem;
      this.element.setAttribute('aria-invalid', 'true');
    } else {
      this.element.removeAttribute('title');
      this.element.removeAttribute('aria-invalid');
    }
  }
}
