import type { Meta, StoryObj } from '@storybook/react-vite';
import { Playground } from './Playground.tsx';

// The definition playground on the project's own definitions: edit the data schema or the UI file
// and the real list, detail and form pages follow, with the problems beside them. Storybook runs
// the browser's checks; `npm run playground` adds the full validate-schemas.
const now = new Date(2025, 10, 20, 16, 0, 0);

const meta = {
  title: '单据引擎/定义预览',
  component: Playground,
  parameters: { router: false },
  args: { now },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 出口订单: its list over 20 sample rows and a new order in edit mode. */
export const BillFamily: Story = {
  args: { initial: { kind: 'bill', id: 'export-order' } },
};

/** The company filing form (企业备案) in edit mode over a sample record. */
export const Form: Story = {
  args: { initial: { kind: 'form', id: 'enterprise' } },
};
