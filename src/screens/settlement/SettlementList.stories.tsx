import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillListPage } from '../../engine/list/BillListPage.tsx';
import {
  settlementDefinition,
  settlementRevokeDefinition,
  verificationDefinition,
  verificationRevokeDefinition,
} from '#core/testing/settlement-definitions.ts';
import { installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { ListPageDecorator } from '../../testing/listSession.tsx';
import { sampleApplications, sampleRevokes, sampleVerifications } from './sampleSettlements.ts';
import { SETTLEMENT_DIALOGS } from './dialogs/index.ts';
import { awkwardCandidates } from './dialogs/sampleSettlement.ts';
import { DECLARATION_PATH, SEVER_LIST_PATH, VERIFICATION_APPLY_PATH } from './dialogs/settlementDialogApi.ts';
import { ok } from '../../testing/fakeApi.ts';

// The settlement pages are the generic list page on their definitions (schemas/bills/other-settlement,
// other-verification), with the settlement feature's dialogs; every story runs against a fake API.
const now = new Date(2025, 10, 20, 16, 0, 0);
const settlement = settlementDefinition();
const verification = verificationDefinition();

const meta = {
  title: '结汇/结汇申请与核销列表',
  component: BillListPage,
  parameters: { router: false },
  args: { definition: settlement, now, dialogs: SETTLEMENT_DIALOGS, gridHeight: 420 },
  decorators: [ListPageDecorator],
  beforeEach: ({ args }) => {
    const history = args.definition.family === verification.family ? verificationRevokeDefinition() : settlementRevokeDefinition();
    const server = installFakeBillServer([args.definition, history], {
      bills: args.definition.family === verification.family ? sampleVerifications() : sampleApplications(),
      listsByRoute: { [history.ui.route]: sampleRevokes() },
      delayMs: 200,
    });
    // The dialogs' calls: the write-off picker, the write-off and the submit with a bank.
    server.api.on(`POST ${SEVER_LIST_PATH}`, () => ok({ datas: awkwardCandidates, total: awkwardCandidates.length }));
    server.api.on(`POST ${VERIFICATION_APPLY_PATH}`, () => ok(null));
    server.api.on(`POST ${DECLARATION_PATH}`, () => ok(null));
  },
} satisfies Meta<typeof BillListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /exchangeSettlement: one application in each state; the operation column offers what §4.1 allows in that state. */
export const Applications: Story = {};

/** /settlementVerification: write-offs in audit, approved and revoked; 申请核销 opens the write-off dialog. */
export const Verifications: Story = {
  args: { definition: verification },
};

/** No application yet. */
export const Empty: Story = {
  beforeEach: ({ args }) => {
    installFakeBillServer([args.definition], { bills: [] });
  },
};
