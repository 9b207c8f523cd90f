import { describe, expect, it, vi } from 'vitest';
import { buildColumnDefs, OPERATION_COLUMN, type ColumnContext } from './gridColumns.tsx';
import { detailHref } from '#core/list/bill-window.ts';
import { exportOrderDefinition, withUi } from '#core/testing/bill-definitions.ts';
import { archiveDefinition, signRecordDefinition } from '../../testing/sampleFamilies.ts';
import type { BillDefinition } from '#core/definition/index.ts';

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
