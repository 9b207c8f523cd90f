import { describe, expect, it } from 'vitest';
import { actionBody, exportBody, promptKey, updateStateBody } from './action-bodies.ts';
import { billTimeWindow, detailHref } from './bill-window.ts';
import { initialQuery, listCallOf, listRequestOf } from './list-query.ts';
import { estimateSimpleTotal, readListAnswer } from './list-page.ts';
import { describeFilters } from './search-filters.ts';
import { exportOrderDefinition } from '../testing/bill-definitions.ts';

const definition = exportOrderDefinition();
const filters = describeFilters(definition);
const search = { orderNo__like: 'EO1', createTime__btw: ['2025-11-13 00:00:00', '2025-11-20 23:59:59'] };

describe('the list body (spec §7.2)', () => {
  it('carries page, size, sort and the search terms, plus the state term of the state filter', () => {
    const query = { ...initialQuery(definition, search), state: '100', pageIndex: 2, sort: { name: 'goods_value', order: 'asc' as const } };
    expect(listRequestOf(definition, filters, query)).toEqual({
      pageIndex: 2,
      pageSize: 50,
      sorts: [{ name: 'goods_value', order: 'asc' }],
      terms: [
        { column: 'order_no', termType: 'like', type: 'and', value: 'EO1' },
        { column: 'create_time', termType: 'btw', type: 'and', value: search.createTime__btw },
        { column: 'state', termType: 'eq', type: 'and', value: '100' },
      ],
    });
    expect(listCallOf(definition, filters, query).path).toBe('/api/enterprise/expu/order/pageList');
  });

  it('falls back to the definition default sort, in snake_case', () => {
    expect(listRequestOf(definition, filters, initialQuery(definition, {})).sorts).toEqual([{ name: 'create_time', order: 'desc' }]);
  });

  it('asks the file-query path with the uploaded uris instead of the search terms', () => {
    const query = { ...initialQuery(definition, search), state: '0', fileQuery: { path: 'queryByFile', fileKey: 'filePath', uris: ['/api/file/download/a'] } };
    expect(listCallOf(definition, filters, query)).toEqual({
      path: '/api/enterprise/expu/order/queryByFile',
      body: {
        pageIndex: 0,
        pageSize: 50,
        sorts: [{ name: 'create_time', order: 'desc' }],
        terms: [{ column: 'state', termType: 'eq', type: 'and', value: '0' }],
        filePath: ['/api/file/download/a'],
      },
    });
  });
});

describe('list answers', () => {
  it('reads { datas, total } and estimates a plain array (simple paging)', () => {
    expect(readListAnswer({ datas: [{ id: 1 }], total: 31 }, 0, 50)).toEqual({ rows: [{ id: 1 }], total: 31, estimated: false });
    expect(readListAnswer([{ id: 1 }], 2, 50)).toMatchObject({ total: 150, estimated: true });
    expect(readListAnswer(null, 0, 50)).toEqual({ rows: [], total: 0, estimated: false });
  });

  it('estimates page size × current page when short, one page more when full (spec §7.2)', () => {
    expect(estimateSimpleTotal(0, 50, 12)).toBe(50);
    expect(estimateSimpleTotal(0, 50, 50)).toBe(100);
    expect(estimateSimpleTotal(3, 100, 100)).toBe(500);
    expect(estimateSimpleTotal(3, 100, 0)).toBe(400);
  });
});

describe('batch bodies (spec §7.3, §7.4)', () => {
  const rows = [
    { id: 7, state: '0', createTime: '2025-11-18 10:00:00' },
    { id: 9, state: '0', createTime: '2025-11-20 08:00:00' },
  ];

  it('sends ids with the create-time window of the selected bills', () => {
    expect(billTimeWindow(rows)).toEqual({ startTime: '2025-11-18 00:00:00', endTime: '2025-11-20 23:59:59' });
    const declare = definition.ui.buttons.find((button) => button.code === 'declare')!;
    expect(actionBody(declare, rows)).toEqual({ ids: [7, 9], startTime: '2025-11-18 00:00:00', endTime: '2025-11-20 23:59:59' });
  });

  it('adds a prompt entry under its key, and a departure date under leaveTime', () => {
    const cancel = {
      code: 'cancel' as const,
      kind: 'prompt' as const,
      text: '撤单',
      path: 'cancel',
      action: 'cancel',
      prompt: { key: 'reason', label: '撤单原因', required: '请输入撤单原因' },
    };
    expect(actionBody(cancel, rows, '客户取消')).toMatchObject({ ids: [7, 9], reason: '客户取消' });
    expect(promptKey({ code: 'departure', kind: 'datePrompt', text: '离境', path: 'declarationLeave', action: 'departure' })).toBe('leaveTime');
  });

  it('sends update-state terms for the ids and the create time', () => {
    expect(updateStateBody(rows)).toEqual({
      terms: [
        { column: 'id', termType: 'in', type: 'and', value: [7, 9] },
        { column: 'create_time', termType: 'btw', type: 'and', value: ['2025-11-18 00:00:00', '2025-11-20 23:59:59'] },
      ],
    });
  });

  it('exports the selected ids with termType in, else the list as filtered', () => {
    const request = listRequestOf(definition, filters, initialQuery(definition, search));
    expect(exportBody(request, rows).terms).toEqual([{ column: 'id', termType: 'in', type: 'and', value: [7, 9] }]);
    expect(exportBody(request, [])).toBe(request);
  });

  it('links a row to its detail page with id and its create-time day', () => {
    expect(detailHref(definition, rows[0])).toBe('/details/export/order?id=7&startTime=2025-11-18+00%3A00%3A00&endTime=2025-11-18+23%3A59%3A59');
  });
});
