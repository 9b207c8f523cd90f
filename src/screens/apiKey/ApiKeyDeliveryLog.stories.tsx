import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiKeyDeliveryLog } from './ApiKeyDeliveryLog.tsx';
import { sampleAttempts, sampleKeys } from './sampleApiKeys.ts';

const noop = () => {};

// 回调记录 of a key: the last tries, newest first, with 立即重试 where a delivery is not delivered.
const meta = {
  title: '页面/接口密钥/回调记录',
  component: ApiKeyDeliveryLog,
  args: { apiKey: sampleKeys[0], status: 'ready', attempts: sampleAttempts, onRetry: noop, onReload: noop, onClose: noop },
} satisfies Meta<typeof ApiKeyDeliveryLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivered after a 503, one waiting for its next try, one given up after a day. */
export const Attempts: Story = {};

/** Nothing tried yet. */
export const Empty: Story = { args: { attempts: [] } };

/** The log has not answered yet. */
export const Loading: Story = { args: { status: 'loading', attempts: [] } };

/** The log failed: 回调记录加载失败 and 重试. */
export const LoadFailed: Story = { args: { status: 'failed', attempts: [] } };

/** 立即重试 of the waiting delivery is on its way. */
export const Retrying: Story = { args: { retrying: [3] } };
