// The company's open API keys (系统管理 → 接口密钥, docs/open-api.md): name, key id, scopes, the
// secret's fingerprint (never the secret), creator, times and state; 新建密钥 above; 修改 (name and
// scopes) and 吊销 (after a confirmation) on each live key. Pure: ApiKeyScreen loads and acts.
import { Button, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { chinaDateTime } from '#core/china-time.ts';
import { OPEN_API_DOCS_PATH, OPEN_API_DOCUMENT_PATH, type ApiKeyView } from '#core/open-api.ts';
import { PageLoadFailed } from '../shared/PageLoadState.tsx';

export type ApiKeyListStatus = 'loading' | 'ready' | 'failed';

export interface ApiKeyListViewProps {
  status: ApiKeyListStatus;
  keys: readonly ApiKeyView[];
  /** Scope → its label; a scope without one shows as is. */
  scopeLabels: Readonly<Record<string, string>>;
  /** Keys whose revoke call is on its way. */
  busyKeyIds?: readonly string[];
  onCreate: () => void;
  onRevoke: (key: ApiKeyView) => void;
  /** 修改: the name and scopes of a live key. */
  onEdit: (key: ApiKeyView) => void;
  /** 回调设置 and 回调记录 of a key. */
  onEditCallback: (key: ApiKeyView) => void;
  onShowDeliveries: (key: ApiKeyView) => void;
  onRetry: () => void;
}

export const MSG_KEYS_LOAD_FAILED = '接口密钥加载失败';
export const MSG_NO_KEYS = '暂无接口密钥，新建一个供企业自有系统（ERP、商城、仓储）调用开放接口';
export const revokeConfirm = (name: string) => `确定吊销接口密钥「${name}」吗？吊销后使用该密钥的系统将立即无法调用接口，且不可恢复。`;

/** China wall-clock time, as every time of the portal is shown. */
const time = (ms: number | null) => (ms === null ? '—' : chinaDateTime(ms));

export function ApiKeyListView(props: ApiKeyListViewProps) {
  const { status, keys, scopeLabels, busyKeyIds = [] } = props;
  if (status === 'failed') return <PageLoadFailed title={MSG_KEYS_LOAD_FAILED} onRetry={props.onRetry} />;

  const columns: TableColumnsType<ApiKeyView> = [
    { title: '名称', dataIndex: 'name', key: 'name' },
    { title: '密钥ID', dataIndex: 'keyId', key: 'keyId', render: (value: string) => <Typography.Text copyable={{ text: value }}>{value}</Typography.Text> },
    {
      title: '权限',
      dataIndex: 'scopes',
      key: 'scopes',
      render: (scopes: string[]) => (
        <Flex wrap gap={4}>
          {scopes.map((scope) => (
            <Tag key={scope}>{scopeLabels[scope] ?? scope}</Tag>
          ))}
        </Flex>
      ),
    },
    { title: '指纹', dataIndex: 'fingerprint', key: 'fingerprint', render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    { title: '创建人', dataIndex: 'createdBy', key: 'createdBy' },
    { title: '创建时间', dataIndex: 'createdAt', key: 'createdAt', render: time },
    { title: '最近使用', dataIndex: 'lastUsedAt', key: 'lastUsedAt', render: time },
    {
      title: '回调地址',
      dataIndex: 'callbackUrl',
      key: 'callbackUrl',
      ellipsis: true,
      render: (url: string | null) =>
        url === null ? <Typography.Text type="secondary">未设置</Typography.Text> : <Typography.Text title={url}>{url}</Typography.Text>,
    },
    {
      title: '状态',
      key: 'state',
      render: (_value, key) => (key.revokedAt === null ? <Tag color="green">有效</Tag> : <Tag color="red">已吊销 {time(key.revokedAt)}</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 260,
      render: (_value, key) => (
        <Flex gap={0} wrap>
          {key.revokedAt === null ? (
            <>
              <Button type="link" size="small" onClick={() => props.onEdit(key)}>
                修改
              </Button>
              <Button type="link" size="small" onClick={() => props.onEditCallback(key)}>
                回调设置
              </Button>
            </>
          ) : null}
          <Button type="link" size="small" onClick={() => props.onShowDeliveries(key)}>
            回调记录
          </Button>
          {key.revokedAt === null ? (
            <Popconfirm
              title="吊销接口密钥"
              description={revokeConfirm(key.name)}
              okText="吊销"
              okButtonProps={{ danger: true }}
              onConfirm={() => props.onRevoke(key)}
            >
              <Button type="link" size="small" danger loading={busyKeyIds.includes(key.keyId)}>
                吊销
              </Button>
            </Popconfirm>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" role="toolbar" aria-label="接口密钥操作">
        <Button type="primary" onClick={props.onCreate}>
          新建密钥
        </Button>
        <Typography.Text type="secondary">
          密钥仅在创建时显示一次；签名方法与各接口的字段见
          <Typography.Link href={OPEN_API_DOCS_PATH} target="_blank" rel="noopener">
            开放接口文档
          </Typography.Link>
          ，可用
          <Typography.Link href={OPEN_API_DOCUMENT_PATH} target="_blank" rel="noopener">
            OpenAPI 定义
          </Typography.Link>
          生成客户端
        </Typography.Text>
      </Flex>
      <Table<ApiKeyView>
        rowKey="keyId"
        size="middle"
        aria-busy={status === 'loading'}
        loading={status === 'loading'}
        columns={columns}
        dataSource={keys as ApiKeyView[]}
        locale={{ emptyText: <Empty description={MSG_NO_KEYS} /> }}
        pagination={false}
      />
    </Flex>
  );
}
