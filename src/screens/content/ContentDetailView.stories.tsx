import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentDetailView } from './ContentDetailView.tsx';
import { hostileDetailFixture, noticeDetailFixture } from './contentFixtures.ts';

const meta = {
  title: '页面/新闻与公告/详情',
  component: ContentDetailView,
  args: { item: noticeDetailFixture(), onBack: () => {}, onDownload: () => {}, onRetry: () => {} },
} satisfies Meta<typeof ContentDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, time, HTML content and a downloadable attachment. */
export const Notice: Story = {};

/** Hostile HTML is cleaned in the browser too: no script, no handler, no javascript: link, no frame. */
export const HostileContent: Story = { args: { item: hostileDetailFixture() } };

export const Loading: Story = { args: { item: null } };

export const LoadFailed: Story = { args: { item: 'failed' } };
