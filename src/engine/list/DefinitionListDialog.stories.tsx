import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { settlementRevokeDefinition, verificationRevokeDefinition } from '#core/testing/settlement-definitions.ts';
import { installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { sampleRevokes } from '../../screens/settlement/sampleSettlements.ts';
import { DefinitionListDialog } from './DefinitionListDialog.tsx';

// A definition's list in a dialog: the cancellation histories of /exchangeSettlement and
// /settlementVerification (查看撤销历史) are definitions, listed with their own columns, search,
// sorting and paging.
const meta = {
  title: '结汇/撤销历史弹框',
  component: DefinitionListDialog,
  parameters: { router: false },
  args: { route: settlementRevokeDefinition().ui.route, title: '查看撤销历史', onClose: () => undefined },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  beforeEach: () => {
    const settlement = settlementRevokeDefinition();
    const verification = verificationRevokeDefinition();
    installFakeBillServer([settlement, verification], {
      bills: sampleRevokes(),
      listsByRoute: { [verification.ui.route]: sampleRevokes().map((row) => ({ ...row, totalAmount: '500.5', reas: '金额填写有误' })) },
      delayMs: 200,
    });
  },
} satisfies Meta<typeof DefinitionListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 结汇申请的撤销历史. */
export const SettlementHistory: Story = {};

/** 核销申请的撤销历史 (a view of the same record shape, the write-off's amount). */
export const VerificationHistory: Story = {
  args: { route: verificationRevokeDefinition().ui.route },
};

/** No revoked application yet. */
export const Empty: Story = {
  beforeEach: () => {
    installFakeBillServer([settlementRevokeDefinition()], { bills: [] });
  },
};
