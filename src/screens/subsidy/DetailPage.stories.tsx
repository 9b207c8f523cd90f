import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormSession, signInForForm } from '../../testing/formSession.tsx';
import { DetailPage } from './DetailPage.tsx';
import { SUBSIDY_CODES } from './ApplyPage.stories.tsx';
import { installSubsidyServer } from './testing/fakeSubsidyServer.ts';
import { APPLICANT, REC_COMPANIES, rewardApplyForm } from './testing/subsidyFixtures.ts';

const form = rewardApplyForm();

/** An approved application as /subsidy/detail answers it. */
export const DETAIL = {
  id: 7,
  applyType: 'E9',
  applyTypeName: '跨境电商零售出口(9610)',
  companyType: '2',
  companyTypeName: '货运代理',
  ckStartTime: '2026-11-01',
  ckEndTime: '2026-11-30',
  note: '十一月出口运单',
  companyName: APPLICANT.companyName,
  recCompanyList: REC_COMPANIES.slice(0, 2),
  importNo: 'IMP20261124001',
  applyTime: '2026-11-24 10:00:00',
  state: 'approved',
  stateName: '核验完成',
  billCount: 25,
};

// /rewardApplication/apply/detail?id: the application read-only with its bound companies and the
// waybill rows of its import number (10 a page), 返回 to the list.
const meta = {
  title: '页面/数据核验申请/申请详情',
  component: DetailPage,
  parameters: { router: false },
  args: { form, id: '7', onBack: () => {} },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#f5f7fa', minHeight: '100vh' }}>
        <FormSession form={form} codes={SUBSIDY_CODES}>
          <Story />
        </FormSession>
      </div>
    ),
  ],
  beforeEach: () => {
    signInForForm(form, SUBSIDY_CODES);
    installSubsidyServer({ detail: DETAIL, delayMs: 100 });
  },
} satisfies Meta<typeof DetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {};
