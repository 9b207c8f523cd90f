import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormSession, signInForForm } from '../../testing/formSession.tsx';
import { ApplyPage } from './ApplyPage.tsx';
import { installSubsidyServer } from './testing/fakeSubsidyServer.ts';
import { REC_COMPANIES, rewardApplyForm } from './testing/subsidyFixtures.ts';

const form = rewardApplyForm();
/** What Filled starts with. */
export const FILLED = {
  applyType: 'E9',
  companyType: '1',
  ckStartTime: '2026-11-01',
  ckEndTime: '2026-11-30',
  note: '十一月出口运单',
  recCompanyList: [REC_COMPANIES[0]],
};
/** The codes of /rewardApplication in the menu (schemas/seed/menu.json). */
export const SUBSIDY_CODES = ['apply', 'import', 'downTemplate', 'export', 'conditionalQuery'];
/** The -1000 text of Refused (the server's words). */
export const REFUSAL = '该核验期间已有待核验的申请，请勿重复提交';

// /rewardApplication/apply/apply against a fake subsidy server: the apply form's fields, the bound
// companies, the waybill import (progress scripted: 40 %, then done) and 提交申请.
const meta = {
  title: '页面/数据核验申请/申请核验',
  component: ApplyPage,
  parameters: { router: false },
  args: { form, onDone: () => {} },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#f5f7fa', minHeight: '100vh' }}>
        <FormSession form={form} codes={SUBSIDY_CODES}>
          <Story />
        </FormSession>
      </div>
    ),
  ],
  beforeEach: ({ parameters }) => {
    signInForForm(form, SUBSIDY_CODES);
    installSubsidyServer({
      refuse: parameters.refuse as string | undefined,
      delayMs: 100,
      progress: [
        { state: 'running', rows: 8000, total: 20000, errors: [] },
        { state: 'running', rows: 16000, total: 20000, errors: [] },
        { state: 'done', rows: 25, total: 25, errors: [] },
      ],
    });
  },
} satisfies Meta<typeof ApplyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new application: 申请企业 filled by the server, nothing imported yet. */
export const Default: Story = {};

/** A filled application (E9, 发货人, November, one bound company), nothing imported. */
export const Filled: Story = { args: { initial: FILLED } };

/** The server refuses with -1000: the alert titled 错误提示, everything typed stays. */
export const Refused: Story = { args: { initial: FILLED }, parameters: { refuse: REFUSAL } };
