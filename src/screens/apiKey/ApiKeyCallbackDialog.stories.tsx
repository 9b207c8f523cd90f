import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiKeyCallbackDialog } from './ApiKeyCallbackDialog.tsx';
import { sampleKeys } from './sampleApiKeys.ts';

const noop = () => {};

// 回调设置 of a key: its address (or none), how callbacks are signed, retried and given up.
const meta = {
  title: '页面/接口密钥/回调设置',
  component: ApiKeyCallbackDialog,
  args: { apiKey: sampleKeys[0], onSubmit: noop, onClose: noop },
} satisfies Meta<typeof ApiKeyCallbackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A key that already posts to its ERP. */
export const WithAddress: Story = {};

/** A key without callbacks yet: the field is empty. */
export const WithoutAddress: Story = { args: { apiKey: sampleKeys[1] } };

/** The save call is on its way. */
export const Saving: Story = { args: { saving: true } };
