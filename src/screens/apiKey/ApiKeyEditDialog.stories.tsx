import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG_KEY_REVOKED_ALREADY } from '#core/open-api.ts';
import { ApiKeyEditDialog } from './ApiKeyEditDialog.tsx';
import { sampleKeys, sampleScopes } from './sampleApiKeys.ts';

const noop = () => {};

// 修改 of a live key: its name and scopes prefilled, saved without touching the secret.
const meta = {
  title: '页面/接口密钥/修改密钥',
  component: ApiKeyEditDialog,
  args: { apiKey: sampleKeys[0], scopes: sampleScopes, onSubmit: noop, onClose: noop },
} satisfies Meta<typeof ApiKeyEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The key's name and its three 出口订单 scopes, ready to change. */
export const EditKey: Story = {};

/** The save call is on its way. */
export const Saving: Story = { args: { saving: true } };

/** The server refused the save (the key was revoked meanwhile): its message above the form. */
export const Refused: Story = { args: { error: MSG_KEY_REVOKED_ALREADY } };
