import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer } from '../../testing/fakeApi.ts';
import { signRecordDefinition } from '../../testing/sampleFamilies.ts';
import { RecordDetailView } from './RecordDetailView.tsx';
import { installFakeSignServer, sampleSignRecord } from '../../testing/signRecords.ts';

// The sign-record page (/sign/detail/{id}) against a fake API: every field with its title, the
// signed XML pretty-printed, 返回.
const meta = {
  title: '单据引擎/签名记录详情',
  component: RecordDetailView,
  args: { definition: signRecordDefinition(), id: '42', onBack: () => {} },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#f5f7fa', minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    installFakeSignServer([sampleSignRecord(42)], undefined, { delayMs: 300 });
  },
} satisfies Meta<typeof RecordDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed record: fields in two columns, the document below at full width. */
export const Signed: Story = {};

/** The stored data is not well-formed XML: shown exactly as stored. */
export const MalformedXml: Story = {
  beforeEach: () => {
    installFakeSignServer([
      { ...sampleSignRecord(42), waitSignData: '<ceb:CEB303Message><ceb:Order>未闭合的报文', state: '2', stateName: '加签失败', returnInfo: '报文格式错误' },
    ]);
  },
};

/** The server is slow: the card waits with a spinner. */
export const Loading: Story = {
  beforeEach: () => {
    installFakeSignServer([sampleSignRecord(42)], undefined, { delayMs: 600_000 });
  },
};

/** The record could not be loaded: 单据加载失败, 重试 and 返回. */
export const LoadFailed: Story = {
  beforeEach: () => {
    installFakeSignServer([], undefined, { reply: () => answer(-1, '服务器内部错误', 500) });
  },
};
