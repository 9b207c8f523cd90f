import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockOutlined } from '@ant-design/icons';
import { menuIcon } from '../shell/menuIcons.tsx';
import { adminUserFixture, unfiledUserFixture } from '../shell/fixtures.ts';
import { HomeView } from './HomeView.tsx';

const meta = {
  title: '页面/首页',
  component: HomeView,
  args: {
    now: new Date(2025, 10, 22, 10, 30),
    userInfo: adminUserFixture,
    quickLinks: [
      { path: '/bill/export/order', title: '出口订单', icon: menuIcon('FileTextOutlined') },
      { path: '/bill/export/waybill', title: '物流运单', icon: menuIcon('CarOutlined') },
      { path: '/exchangeSettlement', title: '结汇申请', icon: menuIcon('TransactionOutlined') },
      { path: '/account', title: '子账号管理', icon: menuIcon('TeamOutlined') },
      { path: '/statistics', title: '数据统计', icon: menuIcon('BarChartOutlined') },
      { path: '#changePassword', title: '修改密码', icon: <LockOutlined /> },
    ],
    onOpen: () => {},
    onCustomise: () => {},
  },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A company not yet filed: reminded to file first; no common functions chosen (自定义 offered). */
export const UnfiledCompany: Story = { args: { userInfo: unfiledUserFixture, quickLinks: [] } };
