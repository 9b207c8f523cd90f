import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnderConstructionPage } from './UnderConstructionPage.tsx';

const meta = {
  title: '页面/建设中',
  component: UnderConstructionPage,
  args: {
    title: '子账号管理',
    planned: '子账号管理：账号列表、禁止登录开关、修改密码、删除用户与恢复登录',
    onHome: () => {},
  },
} satisfies Meta<typeof UnderConstructionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SubRoute: Story = {
  args: { title: '工单管理·工单详情', planned: '工单详情：标题、发起人、编号、类型、内容、状态、处理结果与附件' },
};
