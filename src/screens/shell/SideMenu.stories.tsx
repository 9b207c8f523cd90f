import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Layout } from 'antd';
import { SideMenu } from './SideMenu.tsx';
import { moduleTreeFixture, userModuleTreeFixture } from './fixtures.ts';

/** The menu as the shell shows it: inside a dark Sider that follows the `collapsed` arg. */
const inSider: Decorator = (Story, { args }) => (
  <Layout style={{ minHeight: 560 }}>
    <Layout.Sider width={220} collapsedWidth={64} collapsed={Boolean(args.collapsed)} trigger={null}>
      <Story />
    </Layout.Sider>
  </Layout>
);

const meta = {
  title: '框架/侧边菜单',
  component: SideMenu,
  args: { modules: moduleTreeFixture, selectedPath: '/bill/export/order', isAdmin: true, collapsed: false, onOpen: () => {} },
  decorators: [inSider],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A main account's full menu, flagged 主账号, on an export bill page. */
export const Admin: Story = {};

/** A sub-account's smaller menu. */
export const User: Story = { args: { modules: userModuleTreeFixture, isAdmin: false, selectedPath: '/notice' } };

export const Collapsed: Story = { args: { collapsed: true } };
