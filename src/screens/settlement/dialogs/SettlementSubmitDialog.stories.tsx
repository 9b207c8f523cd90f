import type { Meta, StoryObj } from '@storybook/react-vite';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { SettlementSubmitDialog } from './SettlementSubmitDialog.tsx';
import { installSettlementServer } from './fakeSettlementServer.ts';
import { toDeclareApplication } from './sampleSettlement.ts';

/** The text the fake bank refuses with in Refused. */
export const REFUSAL = '电商企业 深圳市前海优品跨境贸易有限公司 未授权本企业结汇或已回收授权';

// /exchangeSettlement's 提交: the application's summary, a bank (required, searchable), a note;
// 提交 sends { id, bankCode, note }. The list's definition is not read by the dialog: any will do.
const meta = {
  title: '结汇/结汇申请/提交（选择银行）',
  component: SettlementSubmitDialog,
  args: { definition: exportOrderDefinition(), title: '提交', rows: [toDeclareApplication], onClose: () => {}, onDone: () => {} },
  beforeEach: () => void installSettlementServer({ delayMs: 200 }),
} satisfies Meta<typeof SettlementSubmitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One application in to_declare: choose a bank, write a note, 提交 → 操作成功！ */
export const Default: Story = {};

/** The server refuses (authorisation taken back): the message shows, the dialog keeps the bank and note. */
export const Refused: Story = { beforeEach: () => void installSettlementServer({ delayMs: 200, refuse: REFUSAL }) };

/** An amount stored with trailing zeros (2000.00000) shows in the one amount format: 2000 美元(502). */
export const WholeAmount: Story = { args: { rows: [{ ...toDeclareApplication, totalAmount: '2000.00000' }] } };

/** Opened with two rows: 请选择一条数据, 提交 disabled. */
export const TwoRows: Story = { args: { rows: [toDeclareApplication, { ...toDeclareApplication, id: 8 }] } };
