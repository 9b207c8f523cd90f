import type { Meta, StoryObj } from '@storybook/react-vite';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { FormSession, signInForForm } from '../../testing/formSession.tsx';
import { SubsidyResultDialog } from './SubsidyResultDialog.tsx';
import { SUBSIDY_CODES } from './ApplyPage.stories.tsx';
import { installSubsidyServer } from './testing/fakeSubsidyServer.ts';
import { applicationRow, rewardApplyForm } from './testing/subsidyFixtures.ts';

const form = rewardApplyForm();

// /rewardApplication's 核验结果: the notice until the application is approved, then its result rows
// (10 a page; options 10, 20, 50, 100) in the columns of its apply type's form, and 导出.
const meta = {
  title: '页面/数据核验申请/核验结果',
  component: SubsidyResultDialog,
  parameters: { router: false },
  args: { definition: exportOrderDefinition(), title: '核验结果', rows: [applicationRow('approved', 'E9')], onClose: () => {}, onDone: () => {} },
  decorators: [
    (Story) => (
      <FormSession form={form} codes={SUBSIDY_CODES}>
        <Story />
      </FormSession>
    ),
  ],
  beforeEach: () => {
    signInForForm(form, SUBSIDY_CODES);
    installSubsidyServer({ results: 23, delayMs: 100 });
  },
} satisfies Meta<typeof SubsidyResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved (核验完成), apply type E9: form L11-1's columns, 23 rows. */
export const Approved: Story = {};

/** Still 核验中: the notice only. */
export const Pending: Story = { args: { rows: [applicationRow('audit', 'E9')] } };

/** Approved, apply type I7 (international mail): form L10-2's columns. */
export const ApprovedMail: Story = { args: { rows: [applicationRow('approved', 'I7')] } };
