import type { Meta, StoryObj } from '@storybook/react-vite';
import { ParametersView } from './ParametersView.tsx';
import { sampleSettings } from './sampleSettings.ts';

// /parametersSetting: the company's parameters (类型, 代码, 值, 编辑/删除) and the form that adds or edits one.
const meta = {
  title: '页面/参数设置',
  component: ParametersView,
  args: {
    status: 'ready',
    settings: sampleSettings,
    editing: null,
    saving: false,
    onEdit: () => {},
    onNew: () => {},
    onSave: async () => true,
    onDelete: () => {},
    onRetry: () => {},
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#f5f7fa', minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ParametersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four parameters; the form adds a new one. */
export const WithData: Story = {};

/** 编辑 on copName: the form holds the row and 保存 updates it. */
export const Editing: Story = { args: { editing: sampleSettings[1] } };

/** No parameters yet: 暂无参数, the form ready to add. */
export const Empty: Story = { args: { settings: [] } };

/** A sub-account without add and delete: 编辑 only, and the form waits for a row. */
export const EditOnly: Story = { args: { permissions: { add: false, edit: true, save: true, delete: false } } };

/** querySettingList has not answered yet. */
export const Loading: Story = { args: { status: 'loading', settings: [] } };

/** querySettingList failed: 参数列表加载失败 and 重试. */
export const LoadFailed: Story = { args: { status: 'failed', settings: [] } };
