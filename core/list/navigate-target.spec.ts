import { describe, expect, it } from 'vitest';
import type { NavigateButton } from '../definition/index.ts';
import { navigateTarget } from './navigate-target.ts';

const view: NavigateButton = {
  code: 'view',
  kind: 'navigate',
  text: '查看',
  to: '/exchangeSettlement/applicationDetail',
  query: { params: { type: 'view', billType: '{billType}', id: '{id}' } },
};

describe('navigateTarget', () => {
  it('is the route alone without a query', () => {
    expect(navigateTarget({ code: 'add', kind: 'navigate', text: '新增', to: '/exchangeSettlement/applicationDetail' })).toBe(
      '/exchangeSettlement/applicationDetail',
    );
  });

  it('writes an object value as JSON with the row values, a lone {id} keeping its number', () => {
    const target = navigateTarget(view, { id: 42, billType: 'export' });
    const url = new URL(target, 'http://portal');
    expect(url.pathname).toBe('/exchangeSettlement/applicationDetail');
    expect(JSON.parse(url.searchParams.get('params') ?? '')).toEqual({ type: 'view', billType: 'export', id: 42 });
  });

  it('fills text values and leaves a missing field empty', () => {
    const target = navigateTarget({ ...view, query: { id: '{id}', note: 'from {ebcName}' } }, { id: 7 });
    expect(new URL(target, 'http://portal').searchParams.get('id')).toBe('7');
    expect(new URL(target, 'http://portal').searchParams.get('note')).toBe('from ');
  });
});
