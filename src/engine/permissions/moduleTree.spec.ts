import { describe, expect, it } from 'vitest';
import { moduleTreeFixture } from '../../screens/shell/fixtures.ts';
import { buttonCodesOf, findPageModule, flattenModules, normaliseUri } from './moduleTree.ts';

describe('findPageModule (spec §6: the module matched by page path)', () => {
  it('matches the module whose uri equals the path', () => {
    expect(findPageModule(moduleTreeFixture, '/bill/export/order')?.name).toBe('出口订单');
    expect(findPageModule(moduleTreeFixture, '/account')?.name).toBe('子账号管理');
  });

  it('gives a sub-route its parent page module', () => {
    expect(findPageModule(moduleTreeFixture, '/account/add')?.name).toBe('子账号管理');
    expect(findPageModule(moduleTreeFixture, '/workorder/show/17')?.name).toBe('工单管理');
  });

  it('gives the bill detail route its bill list module', () => {
    expect(findPageModule(moduleTreeFixture, '/details/export/inventory')?.name).toBe('出口清单');
  });

  it('never takes the buttons of a menu group or of an unknown page', () => {
    expect(findPageModule(moduleTreeFixture, '/bill/export/unknownBill')).toBeNull();
    expect(findPageModule(moduleTreeFixture, '/nowhere')).toBeNull();
  });
});

describe('buttonCodesOf', () => {
  it('lists the codes of buttonVos once each', () => {
    const waybill = findPageModule(moduleTreeFixture, '/bill/export/waybill');
    expect(buttonCodesOf(waybill)).toContain('sendReciept');
    expect(buttonCodesOf({ ...waybill!, buttonVos: [{ code: 'a' }, { code: 'a' }] })).toEqual(['a']);
    expect(buttonCodesOf(null)).toEqual([]);
  });
});

describe('flattenModules', () => {
  it('walks the tree in sortNo order with each node ancestors', () => {
    const reversed = [...moduleTreeFixture].reverse();
    const flat = flattenModules(reversed);
    expect(flat[0].module.name).toBe('出口申报');
    expect(flat[1].ancestors.map((m) => m.name)).toEqual(['出口申报']);
  });

  it('normalises uris without a leading slash', () => {
    expect(normaliseUri('account')).toBe('/account');
    expect(normaliseUri('  ')).toBe('');
  });
});
