import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountAddView } from './AccountAddView.tsx';

// /account/add: 用户状态, 登录名 (@main account), 密码, 确认密码.
const meta = {
  title: '页面/新增子账号',
  component: AccountAddView,
  args: { mainLoginName: 'hzkj2024', saving: false, onSubmit: () => {}, onCancel: () => {} },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#fff', minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountAddView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form, 有效 chosen. */
export const Default: Story = {};

/** 保存 sent: the fields and the buttons wait. */
export const Saving: Story = { args: { saving: true } };
