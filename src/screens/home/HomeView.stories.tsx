import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockOutlined } from '@ant-design/icons';
import { menuIcon } from '../shell/menuIcons.tsx';
import { adminUserFixture, unfiledUserFixture } from '../shell/fixtures.ts';
import { HomeView } from './HomeView.tsx';
import { newsFixtures, noticeFixtures } from '../content/contentFixtures.ts';

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
    documents: [
      { key: '1', name: '跨境电商出口申报操作指南（2025版）.pdf', date: '2025-11-20', open: () => {} },
      { key: '2', name: '9610 出口清单常见退单原因说明.docx', date: '2025-11-18', open: () => {} },
      { key: '3', name: '结汇申请与核销业务说明.pdf', date: '2025-11-12', open: () => {} },
      { key: '4', name: '出口清单导入模板.xlsx', date: '2025-11-03', open: () => {} },
      { key: '5', name: '企业备案材料清单.pdf', date: '2025-10-28', open: () => {} },
    ],
    onMoreDocuments: () => {},
    notices: noticeFixtures(5),
    news: newsFixtures(10),
    onOpenNotice: () => {},
    onOpenNews: () => {},
    onMoreNotices: () => {},
    onMoreNews: () => {},
  },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A company not yet filed: reminded to file first; no common functions chosen (自定义 offered). */
export const UnfiledCompany: Story = { args: { userInfo: unfiledUserFixture, quickLinks: [] } };

/** The newest documents still loading. */
export const DocumentsLoading: Story = { args: { documents: null } };

/** A user without the archive page: the documents card says 暂无数据 and offers no 更多. */
export const WithoutArchive: Story = { args: { documents: undefined, onMoreDocuments: undefined } };

/** News and notices still loading. */
export const ContentLoading: Story = { args: { notices: null, news: null } };

/** Only two news items: the carousel holds them, nothing is listed below it. */
export const FewNews: Story = { args: { news: newsFixtures(2), notices: noticeFixtures(1) } };
