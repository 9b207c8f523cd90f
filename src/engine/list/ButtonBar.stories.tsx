import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonBar } from './ButtonBar';
import { exportOrderDefinition } from './testing/billDefinitions';
import { withExtraButtons } from './testing/extraButtons';
import { installFakeBillServer } from './testing/fakeBillServer';
import { ListSession } from './testing/listSession';
import { sampleBills } from './testing/sampleBills';

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
