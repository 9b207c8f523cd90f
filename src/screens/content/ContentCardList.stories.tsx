import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentCardList } from './ContentCardList.tsx';
import { newsFixtures, noticeFixtures } from './contentFixtures.ts';

const meta = {
  title: '页面/新闻与公告/卡片列表',
  component: ContentCardList,
  args: { type: 'NEWS', items: newsFixtures(10), total: 12, page: 1, pageSize: 10, onPage: () => {}, onOpen: () => {}, onRetry: () => {} },
} satisfies Meta<typeof ContentCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /news: cover, title, update time and a three-line excerpt; 12 items, 10 a page. */
export const News: Story = {};

/** /notice: no covers. */
export const Notices: Story = { args: { type: 'NOTICE', items: noticeFixtures(), total: 8 } };

export const Loading: Story = { args: { items: null } };

export const Empty: Story = { args: { items: [], total: 0 } };

export const LoadFailed: Story = { args: { items: [], total: 0, failed: true } };
