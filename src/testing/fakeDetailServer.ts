// A fake API for the detail page's specs and stories: the definition route, dictionaries, and
// the family's detail / save / line / summary calls (and 报文) over bills kept in memory. It
// validates nothing: the specs check what the page sends and shows.
import { answer, installFakeApi, ok, type FakeApi, type FakeRequest } from './fakeApi.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { BILL_MESSAGES_SUB_PATH, type BillMessages } from '#core/customs-messages.ts';

export const DICTIONARY_ITEMS: Record<string, Array<{ value: string; name: string }>> = {
  currency: [
    { value: '142', name: '人民币' },
    { value: '502', name: '美元' },
    { value: '300', name: '欧元' },
  ],
  unit: [
    { value: '007', name: '个' },
    { value: '011', name: '件' },
    { value: '035', name: '千克' },
  ],
  country: [
    { value: '142', name: '中国' },
    { value: '502', name: '美国' },
    { value: '116', name: '日本' },
  ],
  declare_port: [
    { value: '5100', name: '广州海关' },
    { value: '5300', name: '深圳海关' },
  ],
  trade_mode: [
    { value: '9610', name: '电子商务' },
    { value: '9710', name: '跨境电商B2B直接出口' },
  ],
  traf_mode: [
    { value: '4', name: '公路运输' },
    { value: '5', name: '航空运输' },
  ],
  wrap_type: [
    { value: '2', name: '纸箱' },
    { value: '6', name: '包' },
  ],
  fee_flag: [
    { value: '1', name: '率' },
    { value: '3', name: '总价' },
  ],
  harbour: [{ value: '5141', name: '广州机场' }],
  app_state: [{ value: '1', name: '新增' }],
  dxp_mode: [{ value: 'DXP', name: '中国电子口岸数据交换平台' }],
};

export interface FakeDetailServer {
  api: FakeApi;
  bills: Map<number, Record<string, unknown>>;
  calls(subPath: string): FakeRequest[];
  /** The `data` of a request. */
  dataOf(request: FakeRequest): Record<string, unknown>;
}

export interface FakeDetailOptions {
  /** Someone else keeps saving the bills: the page always reads a version behind the stored one. */
  changedMeanwhile?: boolean;
  /** What the 报文 call answers for any bill (a family with customsMessage); none by default. */
  messages?: BillMessages;
  /** A fake API already installed, to serve the detail page beside another page's fake. */
  api?: FakeApi;
}

export function installFakeDetailServer(
  definition: BillDefinition,
  bills: Array<Record<string, unknown>> = [],
  options: FakeDetailOptions = {},
): FakeDetailServer {
  const api = options.api ?? installFakeApi();
  const base = `/api/enterprise${definition.ui.api.base}`;
  const stored = new Map(bills.map((bill) => [Number(bill.id), bill]));
  let nextId = 1000;
  let nextLineId = 5000;
  const dataOf = (request: FakeRequest) => (request.body as { data: Record<string, unknown> }).data;
  const route = (sub: string | undefined, handler: (data: Record<string, unknown>) => ReturnType<typeof ok>) => {
    if (sub) api.on(`POST ${base}/${sub}`, (request) => handler(dataOf(request)));
  };

  api.on('POST /api/enterprise/bill/definition', () =>
    ok({ schema: definition.schema, ui: definition.ui, ...(definition.customsMessage ? { customsMessage: definition.customsMessage } : {}) }),
  );
  api.on('POST /api/dictionary/item/queryByCode', (request) => ok(DICTIONARY_ITEMS[String(dataOf(request).dicCode)] ?? []));
  route(definition.ui.api.detail, (data) => {
    const bill = stored.get(Number(data.id));
    if (!bill) return answer(-1, '单据不存在或已被删除');
    return ok(options.changedMeanwhile ? { ...bill, version: Number(bill.version ?? 0) - 1 } : bill);
  });
  // As the server: a save of a stored bill names the version it was read at; every write raises it.
  const versionOf = (id: number) => Number(stored.get(id)?.version ?? 0);
  const bump = (id: unknown) => {
    const bill = typeof id === 'number' ? stored.get(id) : undefined;
    if (bill) bill.version = Number(bill.version ?? 0) + 1;
    return bill ? Number(bill.version) : undefined;
  };
  const save = (declare: boolean) => (data: Record<string, unknown>) => {
    const id = typeof data.id === 'number' ? data.id : (nextId += 1);
    const before = stored.get(id);
    if (before && data.version !== versionOf(id)) {
      return { body: { code: -1000, message: '该单据已被他人修改，请重新加载后再保存', data: { stale: true, version: versionOf(id) } } };
    }
    const lines =
      (data.lines as Array<Record<string, unknown>> | undefined)?.map((line) => ({ ...line, id: (nextLineId += 1), headId: id })) ?? before?.lines ?? [];
    const bill = {
      ...data,
      id,
      lines,
      state: declare ? '10' : '0',
      stateName: declare ? '已申报' : '暂存',
      createTime: '2025-06-15 10:00:00',
      version: before ? versionOf(id) + 1 : 0,
    };
    stored.set(id, bill);
    return { body: { code: 0, message: declare ? '申报成功!' : '保存成功！', data: bill } };
  };
  route(definition.ui.api.save, save(false));
  route(definition.ui.api.saveAndDeclare, save(true));
  route(definition.ui.api.lineSave, (data) => ({
    body: { code: 0, message: '保存成功！', data: { ...data, id: data.id ?? (nextLineId += 1), headVersion: bump(data.headId) } },
  }));
  route(definition.ui.api.lineDelete, () => ({ body: { code: 0, message: '删除成功！', data: null } }));
  route(definition.ui.api.summaryOrders, () =>
    ok({
      datas: [{ id: 7, orderNo: 'EO202506150007', ebcName: '深圳云帆电子商务有限公司', createTime: '2025-06-15 09:00:00', stateName: '海关审结' }],
      total: 1,
    }),
  );
  route(definition.ui.api.summarySave, () => ({ body: { code: 0, message: '操作成功！', data: { count: 1 } } }));
  if (definition.customsMessage) {
    route(BILL_MESSAGES_SUB_PATH, (data) =>
      stored.has(Number(data.id)) ? ok(options.messages ?? { messages: [], more: false }) : answer(-1, '单据不存在或已被删除'),
    );
  }

  return {
    api,
    bills: stored,
    calls: (sub) => api.requestsTo(`POST ${base}/${sub}`),
    dataOf,
  };
}
