import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

const meta = {
  title: '登录/重置子账号密码对话框',
  component: ResetPasswordDialog,
  args: { loginName: 'liwei@hzkj2024', onSubmit: async () => {}, onClose: () => {} },
} satisfies Meta<typeof ResetPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main account sets a sub-account's password from its row's 修改密码. */
export const Default: Story = {};
