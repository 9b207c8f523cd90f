// The list request the benchmark sends: the export-order list as a user filters it — 电商企业名称
// contains "跨境" (5 of the 16 demo sellers, about a third of the bills) and 创建时间 in the last
// 30 days (the browser's own 30d window: begin 00:00:00, end 23:59:59), newest first, 50 rows.
// "Today" is the newest bill's creation date, so a database seeded weeks ago gives the same
// figures as a fresh one.
import { defaultDateWindow } from '#core/definition/index.ts';
import type { ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';

export const FAMILY = 'export-order';
export const HEAD_TABLE = 'bill_export_order';
export const LIST_PATH = '/api/enterprise/expu/order/pageList';
export const STATE_COUNT_PATH = '/api/enterprise/expu/order/queryStateCount';
export const NAME_FRAGMENT = '跨境';

export function listRequest(newestCreateTime: string): ListRequest {
  const [year, month, day] = newestCreateTime.slice(0, 10).split('-').map(Number);
  const window = defaultDateWindow('30d', { year, month, day });
  if (!window) throw new Error('no 30-day window');
  return {
    pageIndex: 0,
    pageSize: 50,
    sorts: [{ name: 'create_time', order: 'desc' }],
    terms: [
      { column: 'ebc_name', termType: 'like', type: 'and', value: NAME_FRAGMENT },
      { column: 'create_time', termType: 'btw', type: 'and', value: [window.begin, window.end] },
    ],
  };
}

export function describeRequest(request: ListRequest): string {
  return (request.terms ?? []).map((term) => `${term.column} ${term.termType} ${JSON.stringify(term.value)}`).join(' and ');
}

/**
 * `count` requests like `listRequest` whose window ends 1, 2, 3… seconds earlier: the same work
 * for the database, but no two alike.
 */
export function distinctRequests(newestCreateTime: string, count: number): ListRequest[] {
  const base = listRequest(newestCreateTime);
  const [like, window] = base.terms ?? [];
  const [begin, end] = window.value as [string, string];
  const endMs = Date.parse(`${end.replace(' ', 'T')}Z`);
  return Array.from({ length: count }, (_unused, index) => {
    const shifted = new Date(endMs - (index + 1) * 1000).toISOString().slice(0, 19).replace('T', ' ');
    return { ...base, terms: [like, { ...window, value: [begin, shifted] }] };
  });
}
