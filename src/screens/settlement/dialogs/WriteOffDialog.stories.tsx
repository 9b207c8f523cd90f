import type { Meta, StoryObj } from '@storybook/react-vite';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { WriteOffDialog } from './WriteOffDialog.tsx';
import { installSettlementServer } from './fakeSettlementServer.ts';
import { awkwardCandidates, manyCandidates } from './sampleSettlement.ts';

/** The text the fake bank refuses with in Refused (the server names the application and amount). */
export const REFUSAL = '结汇申请 JH2026112400000101 的核销金额超过可核销金额 0.3';

// /settlementVerification's 申请核销: approved applications with what is still available, an
// amount per row (negative or empty → 0, a negative one with a note; a refused one stays red with its
// reason), the remainder exact in the one amount format, 提交 sends { ids, amount }.
const meta = {
  title: '结汇/结汇核销/申请核销',
  component: WriteOffDialog,
  args: { definition: exportOrderDefinition(), title: '申请核销', rows: [], onClose: () => {}, onDone: () => {} },
  beforeEach: () => void installSettlementServer({ candidates: awkwardCandidates, delayMs: 200 }),
} satisfies Meta<typeof WriteOffDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five applications with awkward amounts (0.3, 0.2, 0.00001, 100.00001, 3749999.5 available). */
export const Default: Story = {};

/** 500 candidates, 50 a page (page size 500 shows them all; the body is virtual). */
export const ManyRows: Story = { beforeEach: () => void installSettlementServer({ candidates: manyCandidates(500), delayMs: 200 }) };

/** Nothing to write off in the window. */
export const Empty: Story = { beforeEach: () => void installSettlementServer({ candidates: [], delayMs: 200 }) };

/** The server refuses the amount: the dialog stays with every entered amount. */
export const Refused: Story = { beforeEach: () => void installSettlementServer({ candidates: awkwardCandidates, delayMs: 200, refuse: REFUSAL }) };
