import { describe, expect, it } from 'vitest';
import type { ButtonDefinition } from '../definition/index.ts';
import { actionBody, conditionBody, conditionWindow } from './action-bodies.ts';
import { type ListTerm } from './list-request.ts';
import { billApiPath } from '../api-path.ts';
import { exportOrderDefinition } from '../testing/bill-definitions.ts';

const now = new Date('2025-11-20T16:00:00+08:00');
const rows = [
  { id: 7, createTime: '2025-11-18 09:00:00' },
  { id: 9, createTime: '2025-11-20 15:30:00' },
];
const collect: ButtonDefinition = {
  code: 'exportDelivery',
  kind: 'collect',
  text: '出口送货',
  confirm: '确定?',
  path: 'exportDelivery',
  into: 'export-delivery',
  idsKey: 'inventoryIds',
};
const term = (column: string, termType: ListTerm['termType'], value: unknown): ListTerm => ({ column, termType, type: 'and', value });

describe('button bodies (spec §7.4, docs/definitions.md collect)', () => {
  it('sends a collect’s ids under its idsKey with the create-day window of the selection', () => {
    expect(actionBody(collect, rows)).toEqual({ inventoryIds: [7, 9], startTime: '2025-11-18 00:00:00', endTime: '2025-11-20 23:59:59' });
    const { idsKey: _key, ...plain } = collect;
    expect(actionBody(plain, rows)).toEqual({ ids: [7, 9], startTime: '2025-11-18 00:00:00', endTime: '2025-11-20 23:59:59' });
  });

  it('adds a collect’s typed reason under prompt.key', () => {
    const cancel = { ...collect, idsKey: undefined, prompt: { key: 'reason', label: '撤单原因', required: '请输入撤单原因' } };
    expect(actionBody(cancel, rows.slice(0, 1), '客户取消')).toEqual({
      ids: [7],
      startTime: '2025-11-18 00:00:00',
      endTime: '2025-11-18 23:59:59',
      reason: '客户取消',
    });
  });

  it('sends the list’s terms instead of ids when the collect works by condition, with the window of its date range', () => {
    const terms = [term('currency', 'eq', '142'), term('create_time', 'btw', ['2025-11-13 00:00:00', '2025-11-20 23:59:59']), term('state', 'eq', '399')];
    expect(conditionBody({ ...collect, byCondition: true }, terms, undefined, now)).toEqual({
      terms,
      startTime: '2025-11-13 00:00:00',
      endTime: '2025-11-20 23:59:59',
    });
  });

  it('takes the time window from the create-time range, else the first date range, else today', () => {
    expect(conditionWindow([term('app_time', 'btw', ['2025-10-01', '2025-10-31']), term('create_time', 'btw', ['2025-11-01', null])], now)).toEqual({
      startTime: '2025-11-01 00:00:00',
      endTime: '2025-11-20 23:59:59',
    });
    expect(conditionWindow([term('goods_value', 'btw', [1, 5]), term('app_time', 'btw', ['2025-10-01', '2025-10-31'])], now)).toEqual({
      startTime: '2025-10-01 00:00:00',
      endTime: '2025-10-31 23:59:59',
    });
    expect(conditionWindow([term('order_no', 'like', 'EO')], now)).toEqual({ startTime: '2025-11-20 00:00:00', endTime: '2025-11-20 23:59:59' });
  });

  it('puts every path under the family’s base, and a path starting with "/" under /api/enterprise', () => {
    const definition = exportOrderDefinition();
    expect(billApiPath(definition, 'exportDelivery')).toBe('/api/enterprise/expu/order/exportDelivery');
    expect(billApiPath(definition, 'list/list')).toBe('/api/enterprise/expu/order/list/list');
    expect(billApiPath(definition, '/expuSummaryApply/declarationByInvrntory')).toBe('/api/enterprise/expuSummaryApply/declarationByInvrntory');
  });
});
