import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileQueryNotice } from './FileQueryNotice.tsx';

// Under the Excel query's banner on a list (issue 23 point 5): the numbers that matched nothing.
const meta = {
  title: '单据引擎/Excel查询结果',
  component: FileQueryNotice,
  args: { result: { counts: null, unmatched: ['NOSUCHORDER123'], unmatchedCount: 1 } },
} satisfies Meta<typeof FileQueryNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One number found no bill. */
export const OneUnmatched: Story = {};

/** Every number found its bill. */
export const AllMatched: Story = { args: { result: { counts: null, unmatched: [], unmatchedCount: 0 } } };

/** Many numbers found nothing: the first ones are listed (copyable), with how many in all. */
export const ManyUnmatched: Story = {
  args: {
    result: { counts: null, unmatched: Array.from({ length: 100 }, (_, index) => `EO20251120${String(index).padStart(6, '0')}`), unmatchedCount: 1234 },
  },
};
