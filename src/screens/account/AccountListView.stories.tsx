import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountListView } from './AccountListView.tsx';
import { adminAccountRows, userAccountRows } from './sampleAccounts.ts';

const allButtons = { add: true, prohibit: true, recovery: true, delete: true };
const noop = () => {};

// /account: the company's accounts, a ban-login switch per sub-account, 修改密码 and 删除用户.
const meta = {
  title: '页面/子账号管理',
  component: AccountListView,
  args: {
    status: 'ready',
    rows: adminAccountRows,
    total: adminAccountRows.length,
    pageIndex: 0,
    pageSize: 50,
    isAdmin: true,
    buttons: allButtons,
    selectedIds: [],
    onSelect: noop,
    onPage: noop,
    onAdd: noop,
    onRecover: noop,
    onToggleBan: noop,
    onChangePassword: noop,
    onDelete: noop,
    onRetry: noop,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#fff', minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main account: its own row (no switch, no delete) and two sub-accounts, one frozen. */
export const AdminView: Story = {};

/** A sub-account: only its own row, no admin controls (the server grants it none of the codes). */
export const UserView: Story = {
  args: { rows: userAccountRows, total: 1, isAdmin: false, buttons: { add: false, prohibit: false, recovery: false, delete: false } },
};

/** A company with no accounts on this page. */
export const Empty: Story = { args: { rows: [], total: 0 } };

/** pageList has not answered yet. */
export const Loading: Story = { args: { status: 'loading', rows: [], total: 0 } };

/** pageList failed: 账号列表加载失败 and 重试. */
export const LoadFailed: Story = { args: { status: 'failed', rows: [], total: 0 } };
