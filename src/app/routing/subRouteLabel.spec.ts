// The detail route is both 详情 (an existing record: ?id=…) and 新增 (no id): the breadcrumb's
// last crumb and the tab title follow the query (spec platform §2.5: home > menu path > 详情 / 新增).
import { describe, expect, it } from 'vitest';
import { crumbsFor } from '../../screens/shell/PageBreadcrumb.tsx';
import { subRouteLabel, titleAt } from './buildRouteTable.ts';
import type { RouteRecord, ScreenEntry } from './types.ts';

const Screen = () => null;
const entry: ScreenEntry = { pattern: '/details/:type/:key', parent: '/bill/:type/:key', label: '详情', addLabel: '新增', screen: Screen };
const record: RouteRecord = {
  path: '/details/export/order',
  entry,
  module: { id: 2, parentId: 1, name: '出口订单', uri: '/bill/export/order', icon: '', sortNo: 1, children: [], buttonVos: [] } as never,
  ancestors: [{ id: 1, parentId: null, name: '出口业务', uri: '/group/exportBusiness' } as never],
  title: '出口订单·详情',
  pageTitle: '出口订单',
  parentPath: '/bill/export/order',
};

describe('sub-route label by query', () => {
  it('is 详情 with an id and 新增 without one', () => {
    expect(subRouteLabel(entry, '?id=12&startTime=2025-01-01')).toBe('详情');
    expect(subRouteLabel(entry, '')).toBe('新增');
    expect(subRouteLabel(entry, '?id=')).toBe('新增');
    expect(subRouteLabel({ ...entry, addLabel: undefined }, '')).toBe('详情');
  });

  it('titles the tab and ends the breadcrumb accordingly', () => {
    expect(titleAt(record, '?id=12')).toBe('出口订单·详情');
    expect(titleAt(record, '')).toBe('出口订单·新增');
    expect(crumbsFor(record, '').map((crumb) => crumb.title)).toEqual(['首页', '出口业务', '出口订单', '新增']);
    expect(crumbsFor(record, '?id=3').at(-1)?.title).toBe('详情');
  });

  it('titles an in-place detail (/bill/{type}/{key}?id=…) like the detail route (spec §2.4, §2.5)', () => {
    const list: RouteRecord = {
      path: '/bill/export/order',
      entry: { pattern: '/bill/:type/:key', screen: Screen, inPlaceDetail: { label: '详情', addLabel: '新增' } },
      module: record.module,
      ancestors: record.ancestors,
      title: '出口订单',
      pageTitle: '出口订单',
    };
    expect(titleAt(list, '')).toBe('出口订单');
    expect(titleAt(list, '?id=21&startTime=2026-01-01')).toBe('出口订单·详情');
    expect(titleAt(list, '?mode=add')).toBe('出口订单·新增');
    expect(crumbsFor(list, '?id=21').map((crumb) => crumb.title)).toEqual(['首页', '出口业务', '出口订单', '详情']);
    expect(crumbsFor(list, '?id=21')[2].path).toBe('/bill/export/order');
    expect(crumbsFor(list, '').map((crumb) => crumb.title)).toEqual(['首页', '出口业务', '出口订单']);
  });
});
