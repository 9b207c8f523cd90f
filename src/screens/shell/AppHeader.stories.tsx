import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppHeader } from './AppHeader.tsx';
import { adminUserFixture, ordinaryUserFixture } from './fixtures.ts';

const adminPages = new Set(['/enterprise', '/parametersSetting', '/workorder/edit', '/feedback']);

const meta = {
  title: '框架/页头',
  component: AppHeader,
  args: {
    userInfo: adminUserFixture,
    collapsed: false,
    onToggleCollapsed: () => {},
    isRouteAvailable: (path: string) => adminPages.has(path),
    onUserMenu: () => {},
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A main account (userType ADMIN) holding every page of the dropdown. */
export const Admin: Story = {};

/** An ordinary user: entries for pages outside the user's modules are disabled. */
export const User: Story = {
  args: { userInfo: ordinaryUserFixture, isRouteAvailable: (path: string) => path === '/feedback' },
};
