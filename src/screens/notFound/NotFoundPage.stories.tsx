import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundPage } from './NotFoundPage.tsx';

const meta = {
  title: '页面/404',
  component: NotFoundPage,
  parameters: { router: { initialEntries: ['/404'] } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
