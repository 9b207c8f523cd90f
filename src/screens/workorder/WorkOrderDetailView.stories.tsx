import type { Meta, StoryObj } from '@storybook/react-vite';
import { workOrderDefinition } from '../../testing/sampleFamilies.ts';
import { installFakeSignServer } from '../../testing/signRecords.ts';
import { WorkOrderDetailView } from './WorkOrderDetailView.tsx';

// The work order detail page (/workorder/show/{id}) against a fake API: every §3.3 field under
// its definition's title, the type in the detail's reading, the result once closed, the
// screenshots to download, 返回.
export function sampleTicket(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 7,
    ticketNum: 'GD202611241030150042',
    ticketTitle: '出口清单申报提示系统异常',
    promoter: '陈建华',
    createTime: '2026-11-24 10:30:15',
    ticketType: '1',
    ticketTypeName: '技术问题',
    ticketContent: '申报出口清单时页面提示系统异常，请协助排查。',
    telephone: '13812345678',
    state: 'stop',
    stateName: '已关闭',
    reason: '已修复申报通道，请重新申报。',
    attachments: [{ name: '报错截图.png', uri: '/api/file/download/f1', downloadUri: '/api/file/download/f1?token=signed', contentType: 'image/png' }],
    ...overrides,
  };
}

const meta = {
  title: '工单与反馈/工单详情',
  component: WorkOrderDetailView,
  args: { definition: workOrderDefinition(), id: '7', onBack: () => {} },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#f5f7fa', minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    installFakeSignServer([sampleTicket()], workOrderDefinition());
  },
} satisfies Meta<typeof WorkOrderDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed by the operator: 已关闭, the result, the screenshot with 下载. */
export const Closed: Story = {};

/** Just submitted: 待处理, a business question, no result yet and no attachment. */
export const Pending: Story = {
  beforeEach: () => {
    installFakeSignServer(
      [sampleTicket({ state: 'pending', stateName: '待处理', reason: null, ticketType: '0', ticketTypeName: '业务问题', attachments: [] })],
      workOrderDefinition(),
    );
  },
};
