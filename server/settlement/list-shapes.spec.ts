import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toSnakeCase } from '#core/definition/index.ts';
import { loadFeatureLists } from '../bills/load-definitions.ts';
import { SETTLEMENT_LIST_FAMILIES, settlementListShapes } from './list-shapes.ts';

const featureLists = loadFeatureLists(fileURLToPath(new URL('../../schemas/bills', import.meta.url)));
const definition = (family: string) => featureLists.find((candidate) => candidate.family === family)!;

describe('the settlement lists read their whitelists from their definitions', () => {
  const shapes = settlementListShapes(featureLists);

  it("accepts terms on the application list's filters and its state tabs, and sorts on its sortable fields", () => {
    const { list } = definition(SETTLEMENT_LIST_FAMILIES.applications).ui;
    expect([...shapes.applications.terms.keys()].sort()).toEqual([...(list.filters ?? []).map((filter) => toSnakeCase(filter.field)), 'state'].sort());
    expect([...shapes.applications.sorts.keys()].sort()).toEqual(list.sortable.map(toSnakeCase).sort());
    expect(shapes.applications.defaultSort).toEqual({ column: toSnakeCase(list.defaultSort!.field), order: list.defaultSort!.order });
  });

  it("maps a write-off list's own columns to the write-off and the rest to its application", () => {
    expect(shapes.verifications.terms.get('state')).toBe('v.state');
    expect(shapes.verifications.terms.get('app_time')).toBe('v.app_time');
    expect(shapes.verifications.terms.get('declare_no')).toBe('d.declare_no');
    expect(shapes.verifications.idColumn).toBe('v.id');
  });

  it('follows an analyst who adds a filter or a sortable column to a definition', () => {
    const edited = featureLists.map((candidate) =>
      candidate.family !== SETTLEMENT_LIST_FAMILIES.applicationRevokes
        ? candidate
        : {
            ...candidate,
            ui: {
              ...candidate.ui,
              list: {
                ...candidate.ui.list,
                filters: [...(candidate.ui.list.filters ?? []), { field: 'agentName' }],
                sortable: [...candidate.ui.list.sortable, 'appTime'],
              },
            },
          },
    );
    const shape = settlementListShapes(edited as typeof featureLists).applicationRevokes;
    expect(shape.terms.has('agent_name')).toBe(true);
    expect(shape.sorts.has('app_time')).toBe(true);
    expect(settlementListShapes(featureLists).applicationRevokes.terms.has('agent_name')).toBe(false);
  });

  it('names a missing definition', () => {
    const without = featureLists.filter((candidate) => candidate.family !== SETTLEMENT_LIST_FAMILIES.verifications);
    expect(() => settlementListShapes(without)).toThrow(`settlement: the definition ${SETTLEMENT_LIST_FAMILIES.verifications} is missing`);
  });
});
