// The line grid: cells show names and problems; the render cost of editing (one keystroke in a
// cell editor, then the edit committed) touches the cells of that row only.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import type { GridApi } from 'ag-grid-community';
import { AppProviders } from '../../app/AppProviders.tsx';
import { exportDeclarationDefinition } from '#core/testing/declaration-definition.ts';
import { DETAIL_SPEC_TIMEOUT, installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { installFakeDetailServer } from '../../testing/fakeDetailServer.ts';
import { sampleLine } from '../../testing/sampleDeclaration.ts';
import { forgetDictionaries } from '../form/dictionaryStore.ts';
import { validateLine } from '../form/billValidator.ts';
import { countingProbe, RenderProbeProvider } from '../form/renderProbe.tsx';
import { LinesGrid } from './LinesGrid.tsx';
import { LINES_PAGE_SIZE, LineStore, ROW_KEY, type LineRow } from './lineStore.ts';
import { lineRelationValues } from '#core/definition/index.ts';

installInlineComputedStyles(DETAIL_SPEC_TIMEOUT);
const definition = exportDeclarationDefinition();

beforeEach(() => {
  forgetDictionaries();
  installFakeDetailServer(definition);
});

function renderGrid(lineCount: number) {
  const store = new LineStore(
    Array.from({ length: lineCount }, (_, index) => sampleLine(index + 1)),
    (row, index) => validateLine(definition, row, index),
    LINES_PAGE_SIZE,
    (row, changed) => lineRelationValues(definition.schema, row, changed),
  );
  const probe = countingProbe();
  let api: GridApi<LineRow> | null = null;
  render(
    <AppProviders>
      <RenderProbeProvider probe={probe}>
        <LinesGrid definition={definition} store={store} editable onReady={(ready) => (api = ready)} />
      </RenderProbeProvider>
    </AppProviders>,
  );
  return { store, probe, api: () => api! };
}

const cell = (rowIndex: number, field: string) => document.querySelector<HTMLElement>(`.ag-row[row-index="${rowIndex}"] [col-id="${field}"]`);

function rendersOfRow(probe: ReturnType<typeof countingProbe>, key: string): number {
  return [...probe.counts.entries()].filter(([name]) => name.startsWith(`cell:${key}:`)).reduce((sum, [, count]) => sum + count, 0);
}

describe('LinesGrid', () => {
  it('shows 10 lines a page with dictionary values by name', async () => {
    renderGrid(12);
    await waitFor(() => expect(new Set([...document.querySelectorAll('.ag-row[row-index]')].map((row) => row.getAttribute('row-index'))).size).toBe(10));
    expect(cell(0, 'gunit')?.textContent).toBe('件');
    expect(cell(0, 'gname')?.textContent).toBe('蓝牙耳机1');
  });

  it('re-renders only the edited row when a cell editor is typed in and committed', async () => {
    const { store, probe, api } = renderGrid(10);
    await waitFor(() => expect(cell(9, 'gname')).toBeTruthy());
    const [first, third] = [store.all()[0][ROW_KEY], store.all()[2][ROW_KEY]];
    await act(async () => api().startEditingCell({ rowIndex: 2, colKey: 'gname' }));
    const editor = await waitFor(() => {
      const input = cell(2, 'gname')?.querySelector('input');
      expect(input).toBeTruthy();
      return input!;
    });
    probe.reset();
    fireEvent.change(editor, { target: { value: '充电宝' } });
    fireEvent.input(editor, { target: { value: '充电宝' } });
    await act(async () => {});
    expect([...probe.counts.values()].reduce((sum, count) => sum + count, 0)).toBe(0);

    await act(async () => api().stopEditing());
    await waitFor(() => expect(cell(2, 'gname')?.textContent).toBe('充电宝'));
    expect(store.all()[2].gname).toBe('充电宝');
    expect(rendersOfRow(probe, third)).toBeGreaterThan(0);
    for (const row of store.all()) if (row[ROW_KEY] !== third) expect(rendersOfRow(probe, row[ROW_KEY]), `row ${row.gno}`).toBe(0);
    expect(rendersOfRow(probe, first)).toBe(0);
  });

  it('marks a problem on its cell after the edit, with the message as tooltip', async () => {
    const { api } = renderGrid(3);
    await waitFor(() => expect(cell(1, 'codeTs')).toBeTruthy());
    await act(async () => api().startEditingCell({ rowIndex: 1, colKey: 'codeTs' }));
    const editor = await waitFor(() => cell(1, 'codeTs')!.querySelector('input')!);
    // The editor stops at the field's length (issue 11 point 9): emptying a required cell is a problem.
    expect(editor.maxLength).toBe(10);
    fireEvent.input(editor, { target: { value: '' } });
    await act(async () => api().stopEditing());
    await waitFor(() => expect(cell(1, 'codeTs')?.querySelector('.bill-line-cell-error')?.getAttribute('title')).toBe('请填写商品编号'));
    expect(cell(0, 'codeTs')?.querySelector('.bill-line-cell-error')).toBeNull();
  });

  /** Types `text` into a cell and commits it, as a user would (issue 23 point 6: kept as typed). */
  async function typeInto(api: () => GridApi<LineRow>, rowIndex: number, field: string, text: string) {
    await act(async () => api().startEditingCell({ rowIndex, colKey: field }));
    const editor = await waitFor(() => cell(rowIndex, field)!.querySelector('input')!);
    fireEvent.input(editor, { target: { value: text } });
    await act(async () => api().stopEditing());
  }

  it('keeps a number cell as typed and marks what is no number the field may hold (issue 23 point 6)', async () => {
    const { store, api } = renderGrid(2);
    await waitFor(() => expect(cell(1, 'declPrice')).toBeTruthy());
    await typeInto(api, 0, 'declPrice', 'abc');
    await waitFor(() => expect(cell(0, 'declPrice')?.querySelector('.bill-line-cell-error')?.getAttribute('title')).toBe('单价必须是数字'));
    expect(cell(0, 'declPrice')?.textContent).toBe('abc');
    await typeInto(api, 1, 'declPrice', '-5');
    await waitFor(() => expect(cell(1, 'declPrice')?.querySelector('.bill-line-cell-error')?.getAttribute('title')).toBe('单价不能小于0'));
    await typeInto(api, 1, 'declPrice', '12.1234567');
    await waitFor(() => expect(cell(1, 'declPrice')?.querySelector('.bill-line-cell-error')?.getAttribute('title')).toBe('单价最多5位小数'));
    expect(store.all()[1].declPrice).toBe(12.1234567);
  });

  it('gives a line its total when its quantity or price is committed (总价 = 成交数量 × 单价)', async () => {
    const { store, api } = renderGrid(2);
    await waitFor(() => expect(cell(1, 'declPrice')).toBeTruthy());
    await typeInto(api, 1, 'gqty', '3');
    await waitFor(() => expect(store.all()[1].declTotal).toBe(361.5));
    // The grid's row holds it (the column lies beyond what jsdom's grid draws), and it adds up.
    expect(api().getRowNode(store.all()[1][ROW_KEY])?.data?.declTotal).toBe(361.5);
    expect(store.rowErrors(store.all()[1][ROW_KEY])).toEqual([]);
  });
});
