import { describe, expect, it } from 'vitest';
import type { BillDefinition, ListFilter } from '../definition/index.ts';
import { defaultFilterValues, describeFilters, termsFromValues } from './search-filters.ts';
import { exportLogisticsDefinition, exportOrderDefinition, withUi } from '../testing/bill-definitions.ts';

function withFilters(filters: ListFilter[]): BillDefinition {
  return withUi(exportOrderDefinition(), (ui) => ({ ...ui, list: { ...ui.list, filters } }));
}

describe('search conditions from list.filters', () => {
  it('gives each filter a control from its operator and field, with the schema title', () => {
    const filters = describeFilters(exportOrderDefinition());
    expect(filters.map((search) => [search.key, search.label, search.control, search.dictionary])).toEqual([
      ['orderNo__like', '订单编号', 'text', undefined],
      ['ebcName__like', '电商企业名称', 'text', undefined],
      ['ebpName__like', '电商平台名称', 'text', undefined],
      ['currency__eq', '币制', 'select', 'currency'],
      ['createTime__btw', '创建时间', 'dateRange', undefined],
    ]);
    const others = describeFilters(
      withFilters([
        { field: 'goodsValue', op: 'btw' },
        { field: 'goodsValue', op: 'gte' },
        { field: 'appTime', op: 'lte' },
        { field: 'currency', op: 'in' },
        { field: 'orderNo', op: 'in' },
        { field: 'freight', op: 'eq' },
        { field: 'orderNo', op: 'eq', title: '订单号' },
      ]),
    );
    expect(others.map((search) => search.control)).toEqual(['numberRange', 'number', 'date', 'multiSelect', 'tags', 'number', 'text']);
    expect(others[6].label).toBe('订单号');
  });

  it('starts each date range at its default window: 00:00:00 to 23:59:59 (spec §9)', () => {
    const now = new Date('2025-11-20T09:30:00+08:00');
    expect(defaultFilterValues(describeFilters(exportOrderDefinition()), now)).toEqual({
      createTime__btw: ['2024-11-20 00:00:00', '2025-11-20 23:59:59'],
    });
    const seven = withFilters([{ field: 'createTime', op: 'btw', defaultWindow: '7d' }]);
    expect(defaultFilterValues(describeFilters(seven), now)).toEqual({ createTime__btw: ['2025-11-13 00:00:00', '2025-11-20 23:59:59'] });
    expect(defaultFilterValues(describeFilters(exportLogisticsDefinition()), now)).toEqual({
      createTime__btw: ['2024-11-20 00:00:00', '2025-11-20 23:59:59'],
    });
    const thirty = withFilters([{ field: 'createTime', op: 'btw', defaultWindow: '30d' }]);
    expect(defaultFilterValues(describeFilters(thirty), now)).toEqual({ createTime__btw: ['2025-10-21 00:00:00', '2025-11-20 23:59:59'] });
    const none = withFilters([{ field: 'createTime', op: 'btw', defaultWindow: 'none' }]);
    expect(defaultFilterValues(describeFilters(none), now)).toEqual({});
  });

  it('caps a one-year window that would start on 29 February of a non-leap year (spec §9)', () => {
    const leapDay = new Date('2024-02-29T12:00:00+08:00');
    expect(defaultFilterValues(describeFilters(exportLogisticsDefinition()), leapDay)).toEqual({
      createTime__btw: ['2023-02-28 00:00:00', '2024-02-29 23:59:59'],
    });
  });

  it('turns entered values into terms of every operator, dropping blank ones', () => {
    const filters = describeFilters(
      withFilters([
        { field: 'orderNo', op: 'like' },
        { field: 'currency', op: 'eq' },
        { field: 'createTime', op: 'btw' },
        { field: 'goodsValue', op: 'btw' },
        { field: 'freight', op: 'gte' },
        { field: 'appTime', op: 'lte' },
        { field: 'ebcName', op: 'in' },
      ]),
    );
    const terms = termsFromValues(filters, {
      orderNo__like: '  EO2025  ',
      currency__eq: '142',
      createTime__btw: ['2025-11-01 00:00:00', '2025-11-20 23:59:59'],
      goodsValue__btw: [10, null],
      freight__gte: 0,
      appTime__lte: '2025-11-20 23:59:59',
      ebcName__in: ['甲公司', ' ', '乙公司'],
    });
    expect(terms).toEqual([
      { column: 'order_no', termType: 'like', type: 'and', value: 'EO2025' },
      { column: 'currency', termType: 'eq', type: 'and', value: '142' },
      { column: 'create_time', termType: 'btw', type: 'and', value: ['2025-11-01 00:00:00', '2025-11-20 23:59:59'] },
      { column: 'goods_value', termType: 'btw', type: 'and', value: [10, null] },
      { column: 'freight', termType: 'gte', type: 'and', value: 0 },
      { column: 'app_time', termType: 'lte', type: 'and', value: '2025-11-20 23:59:59' },
      { column: 'ebc_name', termType: 'in', type: 'and', value: ['甲公司', '乙公司'] },
    ]);
    expect(
      termsFromValues(filters, {
        orderNo__like: '   ',
        currency__eq: undefined,
        createTime__btw: [null, null],
        goodsValue__btw: [null, null],
        ebcName__in: [],
      }),
    ).toEqual([]);
  });
});
