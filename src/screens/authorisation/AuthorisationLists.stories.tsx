import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillListPage } from '../../engine/list/BillListPage.tsx';
import { authApplyDefinition, authConfirmDefinition } from '#core/testing/authorisation-definitions.ts';
import { ok } from '../../testing/fakeApi.ts';
import { installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { ListPageDecorator } from '../../testing/listSession.tsx';
import { AUTHORISATION_DIALOGS } from './AuthorisationScreen.tsx';
import { sampleAuthorisations } from './sampleAuthorisations.ts';
import { sampleCompanies } from './sampleCompanies.ts';

// The two authorisation pages are the generic list page on their definitions
// (schemas/bills/other-authApply, other-authConfirm) with the company-selection dialog.
const meta = {
  title: '结汇/结汇授权列表',
  component: BillListPage,
  parameters: { router: false },
  args: { definition: authApplyDefinition(), dialogs: AUTHORISATION_DIALOGS, gridHeight: 360 },
  decorators: [ListPageDecorator],
  beforeEach: ({ args }) => {
    const server = installFakeBillServer([args.definition], { bills: sampleAuthorisations(), delayMs: 200 });
    server.api.on('POST /api/enterprise/declare/authCommerce/findCompany', () => ok(sampleCompanies));
    server.api.on('POST /api/enterprise/declare/authCommerce/save', () => ok(null));
  },
} satisfies Meta<typeof BillListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's requests: state check boxes, 申请授权 (company selection) and 删除. */
export const Apply: Story = {};

/** Requests addressed to the commerce company: 同意 / 拒绝 on waiting ones, 回收 on those in force. */
export const Confirm: Story = {
  args: { definition: authConfirmDefinition() },
};
