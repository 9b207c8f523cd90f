// Keys for the stories and specs: a live one used yesterday, a new one never used, a revoked one.
import type { ApiKeyView, CreatedApiKey } from '#core/open-api.ts';
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
  },
];

export const sampleCreatedKey: CreatedApiKey = {
  ...sampleKeys[1],
  secret: 'sk_Zm9yLWRvY3VtZW50YXRpb24tb25seS1ub3QtYS1rZXk',
};
