import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApplicationDetailView } from './ApplicationDetailView.tsx';
import { installDictionaries } from '../fakeDictionaries.ts';
import { approvedApplication, fakeServer, sampleBills } from './sampleApplication.ts';

const noop = () => {};
const allCodes = { add: true, edit: true };

// /exchangeSettlement/applicationDetail: the application's header, 可添加清单 / 已添加清单 with
// search, sort, pages and selection, 添加 / 删除, the bill-details panel and 返回. Calls answered
// in memory (sampleApplication.ts); the dictionaries that name coded values by the seed's.
const meta = {
  title: '结汇/结汇申请详情',
  component: ApplicationDetailView,
  args: {
    address: { mode: 'edit', billType: 'export', id: 7 },
    calls: fakeServer({ bills: sampleBills.slice(0, 8), attached: sampleBills.slice(8) }).calls,
    codes: allCodes,
    onBack: noop,
    onCreated: noop,
    onAuthorise: noop,
  },
  beforeEach: () => void installDictionaries(),
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#f5f5f5', minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicationDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit mode on an application in 待生成: eight candidates and four bills attached. */
export const Edit: Story = {};

/** A new application with nothing attached yet: 待生成, totals 0. */
export const EditEmpty: Story = { args: { calls: fakeServer({ bills: sampleBills }).calls } };

/** View mode of an approved application: only 已添加清单, no 添加 / 删除. */
export const View: Story = {
  args: {
    address: { mode: 'view', billType: 'export', id: 8 },
    calls: fakeServer({ application: approvedApplication, attached: sampleBills.slice(0, 2) }).calls,
  },
};

/** Add mode: choose the commerce company, the direction and a note. */
export const Add: Story = { args: { address: { mode: 'add' } } };

/** Add mode with no commerce company that authorised the agent. */
export const AddWithoutAuthorisation: Story = { args: { address: { mode: 'add' }, calls: fakeServer({ companies: [] }).calls } };

/** A malformed params value. */
export const BadAddress: Story = { args: { address: { mode: 'invalid', reason: '页面参数不正确，无法打开结汇申请' } } };
