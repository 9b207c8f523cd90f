// Keys for the stories and specs: a live one used yesterday, a new one never used, a revoked one.
import type { ApiKeyView, CallbackAttemptView, CreatedApiKey } from '#core/open-api.ts';
import type { ScopeChoice } from './apiKeyApi.ts';

const at = (text: string) => Date.parse(`${text}+08:00`);

export const sampleScopes: ScopeChoice[] = [
  { scope: 'export-order:read', label: '出口订单：查询' },
  { scope: 'export-order:write', label: '出口订单：新增/修改' },
  { scope: 'export-order:declare', label: '出口订单：申报' },
  { scope: 'import-tax:read', label: '电子税单：查询' },
  { scope: 'settlement', label: '结汇' },
];

export const sampleKeys: ApiKeyView[] = [
  {
    keyId: 'ak_5d41402abc4b2a76b971',
    name: 'ERP 正式环境',
    scopes: ['export-order:read', 'export-order:write', 'export-order:declare'],
    fingerprint: '9f86d081',
    createdBy: 'admin',
    createdAt: at('2026-11-02T09:30:00'),
    revokedAt: null,
    lastUsedAt: at('2026-11-27T18:12:00'),
    callbackUrl: 'https://erp.example.com/customs/callbacks',
  },
  {
    keyId: 'ak_7c211433f02071597410',
    name: '仓储系统',
    scopes: ['import-tax:read'],
    fingerprint: '2c26b46b',
    createdBy: 'admin',
    createdAt: at('2026-11-20T14:00:00'),
    revokedAt: null,
    lastUsedAt: null,
    callbackUrl: null,
  },
  {
    keyId: 'ak_0cc175b9c0f1b6a831c3',
    name: '旧商城对接',
    scopes: ['settlement'],
    fingerprint: 'fcde2b2e',
    createdBy: 'admin',
    createdAt: at('2026-06-01T10:00:00'),
    revokedAt: at('2026-10-15T16:45:00'),
    lastUsedAt: at('2026-10-15T16:40:00'),
    callbackUrl: null,
  },
];

export const sampleCreatedKey: CreatedApiKey = {
  ...sampleKeys[1],
  secret: 'sk_Zm9yLWRvY3VtZW50YXRpb24tb25seS1ub3QtYS1rZXk',
};

/** The last tries of the first key's callbacks: the receiver was down (503, then unreachable), then answered. */
export const sampleAttempts: CallbackAttemptView[] = [
  {
    id: 4,
    deliveryId: 2,
    eventId: 'ev_6f1c2a9e0b7d4c3a8e5f1b2c3d4e5f60',
    family: 'export-order',
    familyTitle: '出口订单',
    businessKey: 'EO202611270001',
    at: Date.UTC(2026, 10, 27, 10, 15, 12),
    httpStatus: 200,
    error: null,
    durationMs: 84,
    status: 'delivered',
    attempts: 3,
  },
  {
    id: 3,
    deliveryId: 3,
    eventId: 'ev_0a9b8c7d6e5f40312a1b2c3d4e5f6a7b',
    family: 'export-order',
    familyTitle: '出口订单',
    businessKey: 'EO202611270002',
    at: Date.UTC(2026, 10, 27, 10, 15, 2),
    httpStatus: null,
    error: '无法送达：connect ECONNREFUSED 203.0.113.10:443',
    durationMs: 12,
    status: 'pending',
    attempts: 2,
  },
  {
    id: 2,
    deliveryId: 2,
    eventId: 'ev_6f1c2a9e0b7d4c3a8e5f1b2c3d4e5f60',
    family: 'export-order',
    familyTitle: '出口订单',
    businessKey: 'EO202611270001',
    at: Date.UTC(2026, 10, 27, 10, 14, 57),
    httpStatus: 503,
    error: '接收方应答 HTTP 503',
    durationMs: 31,
    status: 'delivered',
    attempts: 3,
  },
  {
    id: 1,
    deliveryId: 1,
    eventId: 'ev_9e8d7c6b5a4f30211f0e1d2c3b4a5968',
    family: 'export-logistics',
    familyTitle: '出口运单',
    businessKey: 'LN202611270001',
    at: Date.UTC(2026, 9, 26, 9, 0, 0),
    httpStatus: 500,
    error: '接收方应答 HTTP 500',
    durationMs: 40,
    status: 'failed',
    attempts: 17,
  },
];
