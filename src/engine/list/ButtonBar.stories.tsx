import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonBar } from './ButtonBar.tsx';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { withExtraButtons } from '../../testing/extraButtons.ts';
import { installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { ListSession } from '../../testing/listSession.tsx';
import { archiveDefinition, orderWithCollectButtons, sampleKnowledgeFiles } from '../../testing/sampleFamilies.ts';
import { sampleBills } from '../../testing/sampleBills.ts';

const now = new Date(2025, 10, 20, 16);
const order = exportOrderDefinition();
const names: Record<string, string> = { '0': '暂存', '10': '已申报', '3': '发送海关成功', '399': '海关审结' };

const meta = {
  title: '单据引擎/按钮栏',
  component: ButtonBar,
  parameters: { router: false },
  args: {
    definition: order,
    selectedRows: [],
    stateName: (state: string) => names[state] ?? state,
    listRequest: { pageIndex: 0, pageSize: 50, sorts: [{ name: 'create_time', order: 'desc' }], terms: [] },
    onChanged: () => {},
    onFileQuery: async () => true,
  },
  decorators: [
    (Story, { args, parameters }) => (
      <div style={{ padding: 16 }}>
        <ListSession definition={args.definition} codes={parameters.buttonCodes as string[] | undefined}>
          <Story />
        </ListSession>
      </div>
    ),
  ],
  beforeEach: ({ args }) => {
    installFakeBillServer([args.definition], { bills: [...args.selectedRows], delayMs: 500 });
  },
} satisfies Meta<typeof ButtonBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: batch buttons warn 请选择操作数据！ when clicked. */
export const NothingSelected: Story = {};

/** Two drafts selected: 申报 is possible, 批量改为退单 and 重发回执 are not (tooltips say why). */
export const DraftsSelected: Story = { args: { selectedRows: sampleBills(order, 2, { now, states: ['0'] }) } };

/** Audited bills: only 重发回执 accepts them. */
export const AuditedSelected: Story = { args: { selectedRows: sampleBills(order, 2, { now, states: ['399'] }) } };

/** A sub-account without declare and import codes sees fewer buttons (spec §6). */
export const FewerCodes: Story = { parameters: { buttonCodes: ['add', 'export', 'conditionalQuery'] } };

/** Reason prompt (撤单), date prompt (离境) and update state beside the family's own buttons. */
export const EveryKind: Story = {
  args: { definition: withExtraButtons(order), selectedRows: sampleBills(order, 1, { now, states: ['399'] }) },
};

const collecting = orderWithCollectButtons();
const currencyChosen = {
  pageIndex: 0,
  pageSize: 50,
  sorts: [{ name: 'create_time', order: 'desc' as const }],
  terms: [{ column: 'currency', termType: 'eq' as const, type: 'and' as const, value: '142' }],
};

/** Collect buttons on audited bills: 出口送货 asks to confirm, 撤单 asks for the reason. */
export const CollectSelected: Story = {
  args: { definition: collecting, selectedRows: sampleBills(collecting, 2, { now, states: ['399'] }) },
};

/** A draft among the selection: the collects whose action refuses drafts are disabled, saying why. */
export const CollectBlocked: Story = {
  args: { definition: collecting, selectedRows: sampleBills(collecting, 2, { now, states: ['399', '0'] }) },
};

/** 生成汇总申请 works on the list's conditions: without 币制 chosen it says 请先选择「币制」查询条件. */
export const CollectByConditionMissing: Story = {
  args: { definition: collecting },
};

/** 币制 chosen: 生成汇总申请 asks to confirm and sends the conditions, no selection needed. */
export const CollectByCondition: Story = {
  args: { definition: collecting, listRequest: currencyChosen },
};

/** Knowledge files: one selected file downloads under its own name. */
export const DownloadOneFile: Story = {
  args: { definition: archiveDefinition(), selectedRows: sampleKnowledgeFiles(1) },
};

/** Several files: one archive (downloadUri) is opened; none selected says 请选择下载文件. */
export const DownloadSeveralFiles: Story = {
  args: { definition: archiveDefinition(), selectedRows: sampleKnowledgeFiles(3) },
};

/**
 * A laptop's narrow bar (issue 23 point 7): one row; the Excel tools, then what else does not
 * fit, are in 更多. Every kind's buttons in 560 px.
 */
export const NarrowBar: Story = {
  args: { definition: withExtraButtons(order) },
  decorators: [
    (Story) => (
      <div style={{ width: 560, border: '1px dashed #d9d9d9', padding: 8 }}>
        <Story />
      </div>
    ),
  ],
};
