import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillListPage } from './BillListPage.tsx';
import { exportLogisticsDefinition, exportOrderDefinition, withUi } from '#core/testing/bill-definitions.ts';
import { withExtraButtons } from '../../testing/extraButtons.ts';
import { installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { ListPageDecorator } from '../../testing/listSession.tsx';
import { archiveDefinition, orderWithCollectButtons, sampleKnowledgeFiles, signRecordDefinition } from '../../testing/sampleFamilies.ts';
import { sampleBills } from '../../testing/sampleBills.ts';

// Every story runs the real page against a fake bill API behind the HTTP layer's transport.
const now = new Date(2025, 10, 20, 16, 0, 0);
const order = exportOrderDefinition();

const meta = {
  title: '单据引擎/单据列表页',
  component: BillListPage,
  parameters: { router: false },
  args: { definition: order, now },
  decorators: [ListPageDecorator],
  beforeEach: ({ args }) => {
    installFakeBillServer([args.definition], { bills: sampleBills(args.definition, 120, { now }), delayMs: 300 });
  },
} satisfies Meta<typeof BillListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 出口订单 with 120 bills in every state: filter, sort, select and act. */
export const ExportOrder: Story = {};

/** The logistics waybill family: the same page from another definition, a one-year window. */
export const ExportLogistics: Story = {
  args: { definition: exportLogisticsDefinition() },
};

/** No bill matches: the grid says 暂无数据 and every count is 0. */
export const Empty: Story = {
  beforeEach: ({ args }) => {
    installFakeBillServer([args.definition], { bills: [] });
  },
};

/** The server is slow: loading overlay, spinning 查询 and state counts. */
export const Loading: Story = {
  beforeEach: ({ args }) => {
    installFakeBillServer([args.definition], { bills: sampleBills(args.definition, 50, { now }), delayMs: 600_000 });
  },
};

/** Rows first (issue 26 point 1): the rows are shown while the exact total is still counted (共 … 条（统计中）). */
export const CountingTotal: Story = {
  beforeEach: ({ args }) => {
    installFakeBillServer([args.definition], { bills: sampleBills(args.definition, 120, { now }), totalDelayMs: 600_000 });
  },
};

/** A simple-paging family: the answer is a plain array, the total an estimate (spec §7.2). */
export const SimplePaging: Story = {
  args: { definition: withUi(order, (ui) => ({ ...ui, list: { ...ui.list, paging: 'simple' } })) },
};

/** Every button kind, including reason and date prompts and update state. */
export const AllButtonKinds: Story = {
  args: { definition: withExtraButtons(order) },
};

/** A family without receipts is read-only: no operation column. */
export const ReadOnlyList: Story = {
  args: { definition: withUi(order, (ui) => ({ ...ui, receipt: undefined, buttons: ui.buttons.filter((button) => button.kind === 'export') })) },
};

/** Collect buttons: 出口送货 and 撤单 make new bills from audited selections; 生成汇总申请 needs 币制 chosen first. */
export const CollectButtons: Story = {
  args: { definition: orderWithCollectButtons() },
};

/** Sign records: the first column opens /sign/detail/{id}; no 新增, no operation column. */
export const SignRecords: Story = {
  args: { definition: signRecordDefinition() },
};

/** Knowledge files (/archive): no states, no links, no operation column; 下载 one file or an archive of several. */
export const KnowledgeFiles: Story = {
  args: { definition: archiveDefinition() },
  beforeEach: ({ args }) => {
    installFakeBillServer([args.definition], { bills: sampleKnowledgeFiles(), delayMs: 300 });
  },
};
