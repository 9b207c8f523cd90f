// A sign record as the API answers findById (spec §3.12), a menu holding the sign-record page,
// and a fake server answering both, for the specs and stories of the record page.
import type { ModuleNode } from '../http/index.ts';
import { ok, type FakeReply } from './fakeApi.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { installFakeBillServer, type FakeBillServer } from './fakeBillServer.ts';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { signRecordDefinition } from './sampleFamilies.ts';

export const SIGNED_XML =
  '<?xml version="1.0" encoding="UTF-8"?><ceb:CEB303Message xmlns:ceb="http://www.chinaport.gov.cn/ceb" guid="4CDE1CFD-EDED-46B1-946C-B8022E42FC94" version="1.0"><ceb:Order><ceb:OrderHead><ceb:orderNo>EO2025000001</ceb:orderNo><ceb:ebcCode>3301960A2K</ceb:ebcCode><ceb:goodsValue>1299.00</ceb:goodsValue></ceb:OrderHead></ceb:Order><!-- 加签前报文 --></ceb:CEB303Message>';

export function sampleSignRecord(id = 42): Record<string, unknown> {
  return {
    id,
    copNo: 'SIGN2025112000042',
    customsRegistCode: '3301960A2K',
    companyName: '杭州海贸供应链管理有限公司',
    typeName: '出口电子订单',
    purpose: '报文加签',
    waitSignData: SIGNED_XML,
    signResult: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA1xZQ',
    note: '',
    createTime: '2025-11-20 09:12:30',
    updateTime: '2025-11-20 09:12:41',
    state: '1',
    stateName: '加签成功',
    returnInfo: '加签成功',
  };
}

/** 出口业务 › 出口订单 first (the first bill page of the menu), then 企业管理 › 签名记录. */
export function signMenu(): ModuleNode[] {
  const order = exportOrderDefinition();
  return [
    {
      id: '10',
      parentId: null,
      uri: '/bill/export',
      name: '出口业务',
      icon: null,
      sortNo: 1,
      buttonVos: [],
      children: [{ id: '11', parentId: '10', uri: order.ui.route, name: '出口订单', icon: null, sortNo: 1, children: [], buttonVos: [] }],
    },
    {
      id: '50',
      parentId: null,
      uri: '/group/enterpriseManage',
      name: '企业管理',
      icon: null,
      sortNo: 5,
      buttonVos: [],
      children: [
        { id: '53', parentId: '50', uri: '/bill/other/sign', name: '签名记录', icon: null, sortNo: 3, children: [], buttonVos: [{ code: 'conditionalQuery' }] },
      ],
    },
  ];
}

export interface FakeSignServer extends FakeBillServer {
  /** The findById requests. */
  lookups(): unknown[];
}

/** The bill fake (definition by detail route, states, dictionaries) plus findById of `records`. */
export function installFakeSignServer(
  records: Record<string, unknown>[] = [sampleSignRecord()],
  definition: BillDefinition = signRecordDefinition(),
  options: { delayMs?: number; reply?: () => FakeReply | undefined } = {},
): FakeSignServer {
  const server = installFakeBillServer([definition], { delayMs: options.delayMs });
  const path = `/api/enterprise${definition.ui.api.base}/${definition.ui.api.detail}`;
  server.api.on(`POST ${path}`, async (request) => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const override = options.reply?.();
    if (override) return override;
    const { id } = (request.body as { data: { id: unknown } }).data;
    const found = records.find((record) => record.id === id);
    return found ? ok(found) : { body: { code: -1, message: '记录不存在', data: null } };
  });
  return { ...server, lookups: () => server.api.requestsTo(`POST ${path}`).map((request) => (request.body as { data: unknown }).data) };
}
