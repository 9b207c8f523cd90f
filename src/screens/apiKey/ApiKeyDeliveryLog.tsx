// 回调记录 of one key (docs/open-api.md "Callbacks"): its last 100 tries, newest first — when, which
// bill, how the receiver answered or why it could not be reached, and the delivery's state now —,
// with 立即重试 on a delivery not yet delivered. Pure: ApiKeyScreen loads and retries.
import { Button, Drawer, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { chinaDateTime } from '#core/china-time.ts';
import { DELIVERY_STATUS_NAMES, type ApiKeyView, type CallbackAttemptView, type DeliveryStatus } from '#core/open-api.ts';
import { PageLoadFailed } from '../shared/PageLoadState.tsx';

export type DeliveryLogStatus = 'loading' | 'ready' | 'failed';

export interface ApiKeyDeliveryLogProps {
  /** The key whose log is shown; null: closed. */
  apiKey: ApiKeyView | null;
  status: DeliveryLogStatus;
  attempts: readonly CallbackAttemptView[];
  /** Deliveries whose retry call is on its way. */
  retrying?: readonly number[];
  onRetry: (attempt: CallbackAttemptView) => void;
  onReload: () => void;
  onClose: () => void;
}

export const MSG_NO_ATTEMPTS = '暂无回调记录：设置回调地址后，单据的回执和状态变更会推送到该地址';
export const MSG_LOG_LOAD_FAILED = '回调记录加载失败';

const STATUS_COLORS: Record<DeliveryStatus, string> = { pending: 'orange', delivered: 'green', failed: 'red' };

export function ApiKeyDeliveryLog({ apiKey, status, attempts, retrying = [], onRetry, onReload, onClose }: ApiKeyDeliveryLogProps) {
  const columns: TableColumnsType<CallbackAttemptView> = [
    { title: '时间', dataIndex: 'at', key: 'at', width: 170, render: (at: number) => chinaDateTime(at) },
    {
      title: '单据',
      key: 'bill',
      render: (_value, attempt) => `${attempt.familyTitle} ${attempt.businessKey ?? ''}`,
    },
    {
      title: '事件编号',
      dataIndex: 'eventId',
      key: 'eventId',
      render: (value: string) => <Typography.Text copyable={{ text: value }}>{value}</Typography.Text>,
    },
    {
      title: '结果',
      key: 'result',
      render: (_value, attempt) =>
        attempt.error === null ? <Tag color="green">HTTP {attempt.httpStatus}</Tag> : <Typography.Text type="danger">{attempt.error}</Typography.Text>,
    },
    { title: '耗时', dataIndex: 'durationMs', key: 'durationMs', width: 90, render: (ms: number) => `${ms} 毫秒` },
    {
      title: '状态',
      key: 'status',
      width: 150,
      render: (_value, attempt) => (
        <Tag color={STATUS_COLORS[attempt.status]}>
          {DELIVERY_STATUS_NAMES[attempt.status]}（已尝试{attempt.attempts}次）
        </Tag>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_value, attempt) =>
        attempt.status === 'delivered' ? null : (
          <Button type="link" size="small" loading={retrying.includes(attempt.deliveryId)} onClick={() => onRetry(attempt)}>
            立即重试
          </Button>
        ),
    },
  ];

  return (
    <Drawer open={apiKey !== null} title={`回调记录：${apiKey?.name ?? ''}`} size={1100} onClose={onClose} destroyOnHidden>
      {status === 'failed' ? (
        <PageLoadFailed title={MSG_LOG_LOAD_FAILED} onRetry={onReload} />
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={8} align="center">
            <Typography.Text type="secondary">回调地址：{apiKey?.callbackUrl ?? '未设置'}；显示最近100次尝试</Typography.Text>
            <Button size="small" onClick={onReload}>
              刷新
            </Button>
          </Flex>
          <Table<CallbackAttemptView>
            rowKey="id"
            size="small"
            aria-busy={status === 'loading'}
            loading={status === 'loading'}
            columns={columns}
            dataSource={attempts as CallbackAttemptView[]}
            locale={{ emptyText: <Empty description={MSG_NO_ATTEMPTS} /> }}
            pagination={{ pageSize: 20, showSizeChanger: false }}
          />
        </Flex>
      )}
    </Drawer>
  );
}
