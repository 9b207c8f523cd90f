import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiKeyCreateDialog } from './ApiKeyCreateDialog.tsx';
import { sampleCreatedKey, sampleScopes } from './sampleApiKeys.ts';

const noop = () => {};

// 新建密钥: the form (name and scopes), then the secret shown once with its copy button.
const meta = {
  title: '页面/接口密钥/新建密钥',
  component: ApiKeyCreateDialog,
  args: { open: true, scopes: sampleScopes, created: null, onSubmit: noop, onClose: noop },
} satisfies Meta<typeof ApiKeyCreateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const NewKey: Story = {};

/** The create call is on its way. */
export const Saving: Story = { args: { saving: true } };

/** Created: the key id and the secret, this one time, each with a copy button. */
export const SecretShownOnce: Story = { args: { created: sampleCreatedKey } };
