import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiKeyListView } from './ApiKeyListView.tsx';
import { sampleKeys, sampleScopes } from './sampleApiKeys.ts';

const noop = () => {};

// /apiKey: the company's open API keys, a live one used, a new one never used, a revoked one.
const meta = {
  title: '页面/接口密钥/密钥列表',
  component: ApiKeyListView,
  args: {
    status: 'ready',
    keys: sampleKeys,
    scopeLabels: Object.fromEntries(sampleScopes.map((choice) => [choice.scope, choice.label])),
    onCreate: noop,
    onRevoke: noop,
    onEdit: noop,
    onEditCallback: noop,
    onShowDeliveries: noop,
    onRetry: noop,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#fff', minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApiKeyListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three keys: live and used, live and never used, revoked (no 修改, 回调设置 or 吊销 on it). */
export const Keys: Story = {};

/** A company without keys yet. */
export const Empty: Story = { args: { keys: [] } };

/** The list has not answered yet. */
export const Loading: Story = { args: { status: 'loading', keys: [] } };

/** The list failed: 接口密钥加载失败 and 重试. */
export const LoadFailed: Story = { args: { status: 'failed', keys: [] } };

/** 吊销 on its way for the first key. */
export const Revoking: Story = { args: { busyKeyIds: [sampleKeys[0].keyId] } };
