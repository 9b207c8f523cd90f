import { describe, expect, it, vi } from 'vitest';
import { buildColumnDefs, OPERATION_COLUMN, type ColumnContext } from './gridColumns.tsx';
import { detailHref } from '#core/list/bill-window.ts';
import { exportOrderDefinition, withUi } from '#core/testing/bill-definitions.ts';
import { archiveDefinition, signRecordDefinition } from '../../testing/sampleFamilies.ts';
import { headerFields, type BillDefinition } from '#core/definition/index.ts';
import { DATE_TIME_WIDTH, DECIMAL_WIDTH, STATE_WIDTH, textListWidth, titleWidth } from '../fields/listWidths.ts';

const context = (definition: BillDefinition, withReceipts = Boolean(definition.ui.receipt)): ColumnContext => ({
  dictionaries: {},
  stateName: (state) => state,
  detailHref: (row) => detailHref(definition, row),
  onReceipts: withReceipts ? vi.fn() : undefined,
});
const linked = (definition: BillDefinition) =>
  buildColumnDefs(definition, context(definition))
    .filter((column) => column.cellRenderer && column.colId !== OPERATION_COLUMN)
    .map((column) => column.colId);
const hasOperation = (definition: BillDefinition) => buildColumnDefs(definition, context(definition)).some((column) => column.colId === OPERATION_COLUMN);

describe('list columns (spec §2.4)', () => {
  it('links the link column to /details/… with the bill’s id and create-day window', () => {
    const order = exportOrderDefinition();
    expect(linked(order)).toEqual(['orderNo']);
    expect(detailHref(order, { id: 5, createTime: '2025-11-20 10:00:00' })).toBe(
      '/details/export/order?id=5&startTime=2025-11-20+00%3A00%3A00&endTime=2025-11-20+23%3A59%3A59',
    );
  });

  it('links to the UI file’s detailRoute with {id} replaced and no time window', () => {
    const sign = signRecordDefinition();
    expect(linked(sign)).toEqual(['copNo']);
    expect(detailHref(sign, { id: 42, createTime: '2025-11-20 10:00:00' })).toBe('/sign/detail/42');
  });

  it('has no link column for a family without a detail call', () => {
    expect(linked(archiveDefinition())).toEqual([]);
    const noDetail = withUi(exportOrderDefinition(), (ui) => ({ ...ui, api: { ...ui.api, detail: undefined } }));
    expect(linked(noDetail)).toEqual([]);
  });

  it('hides the operation column of read-only lists (no receipts), shows it with receipts', () => {
    expect(hasOperation(exportOrderDefinition())).toBe(true);
    expect(hasOperation(signRecordDefinition())).toBe(false);
    expect(hasOperation(archiveDefinition())).toBe(false);
  });
});

describe('list column widths and pinning (issue 11 point 10)', () => {
  const order = exportOrderDefinition();
  const defs = buildColumnDefs(order, context(order));
  const column = (colId: string) => defs.find((def) => def.colId === colId)!;

  it('derives widths from the field: full date-time stamps, narrow amounts, codes by length, wider names', () => {
    expect(column('createTime').width).toBe(DATE_TIME_WIDTH);
    expect(DATE_TIME_WIDTH).toBeGreaterThanOrEqual(180);
    expect(column('goodsValue').width).toBe(DECIMAL_WIDTH);
    expect(column('goodsValue').type).toBe('numericColumn');
    expect(column('state').width).toBe(STATE_WIDTH);
    const code = headerFields(order.schema).find((field) => field.name === 'ebcCode')!;
    expect(textListWidth(code)).toBe(18 * 9 + 36);
    expect(column('ebcName').width).toBeGreaterThan(textListWidth(code));
  });

  it('keeps a width the definition gives, and a title that needs more room', () => {
    const given = withUi(order, (ui) => ({
      ...ui,
      list: { ...ui.list, columns: ui.list.columns.map((c) => (c.field === 'createTime' ? { ...c, width: 300 } : c)) },
    }));
    expect(buildColumnDefs(given, context(given)).find((def) => def.colId === 'createTime')!.width).toBe(300);
    expect(titleWidth('十个字的一个很长标题')).toBeGreaterThan(DECIMAL_WIDTH);
  });

  it('pins the link column, the state and the first amount to the left unless a column says pinned: false', () => {
    expect(defs.filter((def) => def.pinned === 'left').map((def) => def.colId)).toEqual(['orderNo', 'state', 'goodsValue']);
    const unpinned = withUi(order, (ui) => ({
      ...ui,
      list: { ...ui.list, columns: ui.list.columns.map((c) => (c.field === 'goodsValue' ? { ...c, pinned: false } : c)) },
    }));
    expect(
      buildColumnDefs(unpinned, context(unpinned))
        .filter((def) => def.pinned === 'left')
        .map((def) => def.colId),
    ).toEqual(['orderNo', 'state']);
  });
});
