import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromptDialog } from './PromptDialog.tsx';

const meta = {
  title: '单据引擎/输入弹窗',
  component: PromptDialog,
  args: {
    open: true,
    title: '撤单',
    label: '撤单原因',
    requiredMessage: '请输入撤单原因',
    kind: 'text',
    onSubmit: async () => true,
    onCancel: () => {},
  },
} satisfies Meta<typeof PromptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reason that must not be blank (spec §5.2). */
export const Reason: Story = {};

/** The departure's leave time. */
export const LeaveTime: Story = { args: { title: '离境', label: '离境时间', requiredMessage: '请选择离境时间', kind: 'date' } };
