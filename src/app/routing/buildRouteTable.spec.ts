import { describe, expect, it } from 'vitest';
import { moduleTreeFixture, userModuleTreeFixture } from '../../screens/shell/fixtures.ts';
import { screenRegistry } from '../screenRegistry.ts';
import { EXCLUDED_MENU_URIS } from '../constants.ts';
import { buildRouteTable, fillPattern, resolveRoute, titleAt } from './buildRouteTable.ts';
import type { ModuleNode } from '#core/wire.ts';

const adminTable = buildRouteTable(moduleTreeFixture, screenRegistry, EXCLUDED_MENU_URIS);
const userTable = buildRouteTable(userModuleTreeFixture, screenRegistry, EXCLUDED_MENU_URIS);
const paths = (table: typeof adminTable) => table.map((r) => r.path);

describe('buildRouteTable (routes only from the user modules, spec §2.2)', () => {
  it('registers /home for everyone and each menu page that has a screen', () => {
    expect(paths(adminTable)).toEqual(expect.arrayContaining(['/home', '/account', '/bill/export/order', '/statistics']));
    expect(paths(userTable)).toContain('/home');
    expect(paths(userTable)).not.toContain('/account');
  });

  it('registers bill pages at their menu uri, never the bill index pages', () => {
    expect(paths(adminTable)).toContain('/bill/import/payment');
    expect(paths(adminTable)).not.toContain('/bill/export');
    expect(paths(adminTable)).not.toContain('/bill/import');
    expect(paths(adminTable)).not.toContain('/bill/:type/:key');
  });

  it('registers sub-routes with their parent page only', () => {
    expect(paths(adminTable)).toEqual(expect.arrayContaining(['/account/add', '/workorder/edit', '/workorder/show/:id', '/details/export/order']));
    expect(paths(userTable)).not.toContain('/account/add');
    expect(paths(userTable)).not.toContain('/workorder/edit');
    expect(paths(userTable)).toContain('/notice/noticeDetails/:id');
  });

  it('names a sub-route after its parent menu page', () => {
    const add = adminTable.find((r) => r.path === '/account/add');
    expect(add?.title).toBe('子账号管理·新增子账号');
    expect(add?.parentPath).toBe('/account');
    expect(add?.ancestors.map((m) => m.name)).toEqual(['企业管理']);
  });

  it('puts the side in front of a name two pages share, and only there (出口物流运单, 进口物流运单)', () => {
    const page = (id: string, name: string, uri: string): ModuleNode => ({ id, parentId: null, name, uri, icon: '', children: [], buttonVos: [] }) as never;
    const group = (id: string, name: string, children: ModuleNode[]): ModuleNode => ({ ...page(id, name, `/group/${id}`), children });
    const menu = [
      group('g1', '出口业务', [page('1', '物流运单', '/bill/export/logistics'), page('2', '出口订单', '/bill/export/order')]),
      group('g2', '进口业务', [page('3', '物流运单', '/bill/import/logistics'), page('4', '进口订单', '/bill/import/order')]),
    ];
    const table = buildRouteTable(menu, screenRegistry);
    const title = (path: string, search = '') => {
      const record = table.find((r) => r.path === path);
      return record ? titleAt(record, search) : undefined;
    };
    expect(title('/bill/export/logistics')).toBe('出口物流运单');
    expect(title('/bill/import/logistics')).toBe('进口物流运单');
    expect(title('/details/import/logistics', '?id=3')).toBe('进口物流运单·详情');
    expect(title('/bill/import/logistics', '?id=3')).toBe('进口物流运单·详情');
    expect(title('/bill/export/order')).toBe('出口订单');
  });

  it('ignores a menu uri no screen knows', () => {
    const odd = [{ ...moduleTreeFixture[5], id: '99', uri: '/somethingElse', children: [] }];
    expect(paths(buildRouteTable(odd, screenRegistry))).toEqual(['/home']);
  });
});

describe('resolveRoute', () => {
  it('finds the route of a concrete path and its parameters', () => {
    expect(resolveRoute(adminTable, '/workorder/show/42')?.params.id).toBe('42');
    expect(resolveRoute(adminTable, '/details/export/order')?.record.title).toBe('出口订单·详情');
    expect(resolveRoute(userTable, '/account')).toBeNull();
  });

  it('fills known parameters and keeps the others', () => {
    expect(fillPattern('/details/:type/:key', { type: 'export', key: 'order' })).toBe('/details/export/order');
    expect(fillPattern('/sign/detail/:id', { type: 'export' })).toBe('/sign/detail/:id');
  });
});
