// A fake of the bill API behind the HTTP layer's transport (src/testing/fakeApi.ts): the
// definition endpoint (by route or detail route), state and dictionary options, the family's
// list (terms, sort, paging), state counts, lifecycle actions, collects, receipts, exports,
// templates, file downloads, uploads, imports and Excel queries — enough for stories and specs to exercise the real list page without a server.
import { MSG_NO_DEFINITION } from '#core/messages.ts';
import { answer, installFakeApi, ok, type FakeApi, type FakeReply, type FakeRequest } from './fakeApi.ts';
import { actionAllowedFrom, linkField, toCamelCase, type BillDefinition } from '#core/definition/index.ts';
import { buttonPaths, isLifecycleButton } from '#core/buttons/index.ts';
import { idsKeyOf } from '#core/list/action-bodies.ts';

import { BILL_DEFINITION_PATH } from '../engine/list/billDefinitionSource.ts';
import type { ListTerm } from '#core/list/list-request.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { formatDateTime } from './sampleBills.ts';
import { seedDictionary, seedStates } from './seedOptions.ts';

export interface FakeReceipt {
  billId: unknown;
  returnTime: string;
  returnStatus: string;
  returnStatusName: string;
  returnInfo: string;
}

export interface FakeBillServer {
  api: FakeApi;
  bills: BillRow[];
  receipts: FakeReceipt[];
  /** Requests to the family's path `subPath` (e.g. pageList, applyByIds; "/x/y" is /api/enterprise/x/y). */
  calls(subPath: string, method?: 'POST' | 'GET'): FakeRequest[];
  /** The row calls of a list path: its calls without the total calls (`part: 'total'`, rows first). */
  rowCalls(subPath: string): FakeRequest[];
  /** The total calls of a list path. */
  totalCalls(subPath: string): FakeRequest[];
  /** Answers the next call to `subPath` with `reply` instead of the fake's own answer. */
  failNext(subPath: string, reply: FakeReply, method?: 'POST' | 'GET'): void;
}

export interface FakeBillServerOptions {
  bills?: BillRow[];
  /** Link values an Excel query finds (the fake cannot read files). */
  fileQueryKeys?: string[];
  /** Milliseconds every answer waits (stories show loading states). */
  delayMs?: number;
  /** Milliseconds a list's total (`part: 'total'`) waits besides (stories show 统计中). */
  totalDelayMs?: number;
  /** Rows of the other definitions' lists (e.g. a history dialog's), by their route. */
  listsByRoute?: Readonly<Record<string, BillRow[]>>;
  /** A fake API already installed (e.g. the detail page's), to serve the list beside it; its routes the list also answers are the list's. */
  api?: FakeApi;
}

function body(request: FakeRequest): Record<string, unknown> {
  return ((request.body as { data?: unknown } | undefined)?.data ?? {}) as Record<string, unknown>;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

export function matchesTerm(row: BillRow, term: ListTerm): boolean {
  const value = row[toCamelCase(term.column)];
  const wanted = term.value;
  switch (term.termType) {
    case 'eq':
      return String(value ?? '') === String(wanted) || (typeof value === 'string' && String(wanted).length === 10 && value.startsWith(String(wanted)));
    case 'like':
      return String(value ?? '')
        .toLowerCase()
        .includes(String(wanted).toLowerCase());
    case 'in':
      return Array.isArray(wanted) && wanted.map(String).includes(String(value));
    case 'gte':
      return compare(value, wanted) >= 0;
    case 'lte':
      return compare(value, wanted) <= 0;
    case 'btw': {
      const [from, to] = Array.isArray(wanted) ? wanted : [];
      return (from === null || from === undefined || compare(value, from) >= 0) && (to === null || to === undefined || compare(value, to) <= 0);
    }
  }
}

export function installFakeBillServer(definitions: readonly BillDefinition[], options: FakeBillServerOptions = {}): FakeBillServer {
  const api = options.api ?? installFakeApi();
  const [definition] = definitions;
  const { ui } = definition;
  const base = `/api/enterprise${ui.api.base}`;
  const bills = options.bills ?? [];
  const receipts: FakeReceipt[] = [];
  const states = ui.stateType ? seedStates(ui.stateType.mode, ui.stateType.billType) : [];
  const failures = new Map<string, FakeReply>();
  const link = linkField(definition);
  let downloads = 0;

  const on = (route: string, handler: (request: FakeRequest) => FakeReply) => {
    api.on(route, async (request) => {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.totalDelayMs && body(request).part === 'total') await new Promise((resolve) => setTimeout(resolve, options.totalDelayMs));
      const failure = failures.get(route);
      if (failure) {
        failures.delete(route);
        return failure;
      }
      return handler(request);
    });
  };
  // The client's one path rule: a sub-path starting with "/" leaves the family's base.
  const routeOf = (subPath: string, method = 'POST') => `${method} ${subPath.startsWith('/') ? `/api/enterprise${subPath}` : `${base}/${subPath}`}`;
  const family = (subPath: string, handler: (request: FakeRequest) => FakeReply) => on(routeOf(subPath), handler);
  const stateName = (state: string) => states.find((option) => option.state === state)?.stateName ?? state;

  // A fixed term names something to the server (e.g. the page a shared list serves), not a column of the rows.
  const fixed = new Set(ui.list.fixedTerms.map((term) => term.column));
  const select = (terms: readonly ListTerm[] = []) => bills.filter((row) => terms.every((term) => fixed.has(term.column) || matchesTerm(row, term)));
  const listAnswer = (rows: BillRow[], request: Record<string, unknown>) => {
    const [sort] = (request.sorts as { name: string; order: string }[] | undefined) ?? [];
    const sorted = sort ? [...rows].sort((a, b) => compare(a[toCamelCase(sort.name)], b[toCamelCase(sort.name)]) * (sort.order === 'asc' ? 1 : -1)) : rows;
    const pageSize = Number(request.pageSize ?? ui.list.pageSize);
    const pageIndex = Number(request.pageIndex ?? 0);
    // Copies, as an answer over HTTP gives: a later change of a bill is a new row object, not the shown one changed.
    const datas = sorted.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize).map((row) => ({ ...row }));
    // As the server: rows first with whether more follow, or the total alone (issue 26 point 1).
    if (ui.list.paging === 'simple') return ok(datas);
    if (request.part === 'total') return ok({ total: rows.length });
    if (request.part === 'rows') return ok({ datas, more: rows.length > (pageIndex + 1) * pageSize });
    return ok({ datas, total: rows.length });
  };
  const idsOf = (request: Record<string, unknown>, key = 'ids'): string[] => {
    const terms = (request.terms as ListTerm[] | undefined) ?? [];
    const given = request[key];
    const ids = Array.isArray(given) ? given : ((terms.find((term) => term.column === 'id')?.value as unknown[] | undefined) ?? []);
    return ids.map(String);
  };
  const download = () => ok({ downloadUri: `/api/file/download/fake-${++downloads}?token=signed` });

  on(`POST ${BILL_DEFINITION_PATH}`, (request) => {
    const { route, detailRoute } = body(request);
    const found = definitions.find((candidate) => (route !== undefined ? candidate.ui.route === route : candidate.ui.detailRoute === detailRoute));
    return found ? ok({ schema: found.schema, ui: found.ui }) : answer(-1000, MSG_NO_DEFINITION);
  });
  on('POST /api/enterprise/state/list', (request) => ok(seedStates(String(body(request).mode), String(body(request).billType))));
  on('POST /api/dictionary/item/queryByCode', (request) => ok(seedDictionary(String(body(request).dicCode))));
  on('POST /api/jwt_core/validate', () => ok({ token: 'token-2', refreshToken: 'refresh-2' }));
  on('POST /api/file/upload', (request) => {
    const file = (request.body as FormData).get('file') as File;
    return ok([{ uri: `/api/file/download/upload-${++downloads}`, name: file.name }]);
  });
  on('POST /api/receipter/messageFindByBill', (request) => {
    const keys = ui.receipt?.keys ?? [];
    const wanted = body(request);
    const ids = bills.filter((row) => keys.every((key) => String(row[key]) === String(wanted[key]))).map((row) => row.id);
    return ok(receipts.filter((receipt) => ids.includes(receipt.billId)).map(({ billId: _bill, ...receipt }) => receipt));
  });

  family(ui.api.list, (request) => listAnswer(select(body(request).terms as ListTerm[]), body(request)));
  if (ui.api.stateCount) {
    family(ui.api.stateCount, (request) => {
      const terms = ((body(request).terms as ListTerm[] | undefined) ?? []).filter((term) => term.column !== 'state');
      const rows = select(terms);
      return ok(states.map(({ state, stateName: name }) => ({ state, name, count: rows.filter((row) => row.state === state).length })));
    });
  }
  for (const other of definitions.slice(1)) {
    const rows = options.listsByRoute?.[other.ui.route];
    if (rows) on(`POST /api/enterprise${other.ui.api.base}/${other.ui.api.list}`, (request) => listAnswer(rows, body(request)));
  }
  for (const button of [...ui.buttons, ...ui.list.rowActions]) {
    const [path] = buttonPaths(button);
    if (!path) continue;
    if (button.kind === 'collect' && button.byCondition) {
      // A new bill from every bill the conditions select.
      family(button.path, (request) => ok({ count: select(body(request).terms as ListTerm[]).length }));
    } else if (button.kind === 'download') {
      // One stored file as its bytes; several as an archive to open.
      on(routeOf(button.path, 'GET'), (request) => ({
        body: new TextEncoder().encode(`file ${String(request.query.file_path)}`).buffer,
        headers: { 'content-type': 'application/octet-stream' },
      }));
      if (button.batchPath) family(button.batchPath, download);
    } else if (isLifecycleButton(button) && button.action) {
      const action = button.action;
      family(button.path, (request) => {
        const single = button.kind === 'confirm' ? button.idKey : undefined;
        const ids = single ? [String(body(request)[single])] : idsOf(body(request), idsKeyOf(button));
        if (ids.length === 0) return answer(-1, '请选择操作数据！');
        const chosen = bills.filter((row) => ids.includes(String(row.id)));
        const refused = chosen.filter((row) => !actionAllowedFrom(definition, action, String(row.state)));
        if (refused.length > 0) {
          return answer(-1, refused.map((row) => `${row[link.name]}：当前状态「${stateName(String(row.state))}」不允许${button.text}`).join('；'));
        }
        const to = ui.lifecycle.actions[action]?.to;
        for (const row of chosen) {
          if (to) Object.assign(row, { state: to, stateName: stateName(to) });
          receipts.unshift({
            billId: row.id,
            returnTime: formatDateTime(new Date()),
            returnStatus: String(row.state),
            returnStatusName: stateName(String(row.state)),
            returnInfo: `${button.text}：${stateName(String(row.state))}`,
          });
        }
        return ok(null);
      });
    } else if (button.kind === 'export' || button.kind === 'template') {
      family(button.path, download);
    } else if (button.kind === 'import') {
      family(button.path, () => ok({ count: 1 }));
    } else if (button.kind === 'fileQuery') {
      // As the server answers (server/bills/excel/file-query-answer.ts): the page, the state
      // counts of what the files found, and the values that found nothing.
      const keys = options.fileQueryKeys ?? bills.slice(0, 2).map((row) => String(row[link.name]));
      family(button.path, (request) => {
        const terms = (body(request).terms as ListTerm[] | undefined) ?? [];
        const named = select(terms.filter((term) => term.column !== 'state')).filter((row) => keys.includes(String(row[link.name])));
        const shown = named.filter((row) => terms.every((term) => term.column !== 'state' || matchesTerm(row, term)));
        const page = (listAnswer(shown, body(request)) as { body: { data: unknown } }).body;
        const found = new Set(named.map((row) => String(row[link.name])));
        const unmatched = keys.filter((key) => !found.has(key));
        const list = Array.isArray(page.data) ? { datas: page.data } : (page.data as Record<string, unknown>);
        const stateCounts = states.map(({ state, stateName: name }) => ({ state, name, count: named.filter((row) => row.state === state).length }));
        return ok({ ...list, stateCounts, unmatched, unmatchedCount: unmatched.length });
      });
      if (button.template) family(button.template, download);
    } else {
      family(path, () => ok(null));
    }
  }

  return {
    api,
    bills,
    receipts,
    calls: (subPath, method = 'POST') => api.requestsTo(routeOf(subPath, method)),
    rowCalls: (subPath) => api.requestsTo(routeOf(subPath)).filter((request) => body(request).part !== 'total'),
    totalCalls: (subPath) => api.requestsTo(routeOf(subPath)).filter((request) => body(request).part === 'total'),
    failNext: (subPath, reply, method = 'POST') => void failures.set(routeOf(subPath, method), reply),
  };
}

/** The `data` of a recorded request. */
export function dataOf(request: FakeRequest | undefined): Record<string, unknown> {
  return request ? body(request) : {};
}
