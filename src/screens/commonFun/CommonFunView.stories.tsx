import type { Meta, StoryObj } from '@storybook/react-vite';
import { CommonFunView } from './CommonFunView.tsx';
import { sampleFunctions } from './sampleFunctions.ts';

// /commonFun: the entries the user holds in three groups, ticked as chosen, and 保存.
const meta = {
  title: '页面/常用功能',
  component: CommonFunView,
  args: { status: 'ready', functions: sampleFunctions, saving: false, onSave: () => {}, onRetry: () => {} },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#f5f7fa', minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommonFunView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's entries: 出口订单, 数据统计 and 修改密码 chosen. */
export const Default: Story = {};

/** A sub-account holding no import pages: the group says so. */
export const NoImportPages: Story = { args: { functions: sampleFunctions.filter((entry) => entry.type !== 'import') } };

/** 保存 sent: the ticks and the button wait. */
export const Saving: Story = { args: { saving: true } };

/** findAll has not answered yet. */
export const Loading: Story = { args: { status: 'loading', functions: [] } };

/** findAll failed: 常用功能加载失败 and 重试. */
export const LoadFailed: Story = { args: { status: 'failed', functions: [] } };
