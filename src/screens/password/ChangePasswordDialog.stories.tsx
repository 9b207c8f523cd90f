import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

const meta = {
  title: '登录/修改密码对话框',
  component: ChangePasswordDialog,
  args: { open: true, mode: 'expired', loginName: 'hzkj2024', onSubmit: async () => {}, onClose: () => {} },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the login page, with the password-change token. */
export const Expired: Story = {};

/** From the header, the home shortcut or the own row of /account: the login name is fixed. */
export const SignedInUser: Story = { args: { mode: 'self' } };

/** Without a submit handler the dialog cannot send and says so. */
export const NotWired: Story = { args: { mode: 'self', onSubmit: undefined } };
