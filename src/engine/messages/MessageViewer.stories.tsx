import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageViewer } from './MessageViewer.tsx';
import { declaredOrder, manyMessages, notKept, waitingToSign } from './sampleMessages.ts';

// The 报文 view's body in every state, as the detail page's drawer and 最近三天回执 show it.
const meta = {
  title: '单据引擎/报文',
  component: MessageViewer,
  args: { state: { status: 'ready', ...declaredOrder }, onRetry: () => {} },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A declared order: the receipt message customs answered with, then the signed CEB303 sent. */
export const DeclaredOrder: Story = {};

/** Declared a moment ago: the message as built, waiting to be signed. */
export const WaitingToSign: Story = { args: { state: { status: 'ready', ...waitingToSign } } };

/** A receipt message applied before the portal kept messages: listed without text, 下载 disabled. */
export const NotKept: Story = { args: { state: { status: 'ready', ...notKept } } };

/** More messages than the view shows: the newest, and a word that there are more. */
export const ManyMessages: Story = { args: { state: { status: 'ready', ...manyMessages } } };

/** Nothing declared yet. */
export const NoMessages: Story = { args: { state: { status: 'ready', messages: [], more: false } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The call failed: why, in the server's words, and 重试. */
export const Failed: Story = { args: { state: { status: 'failed', reason: '单据不存在或已被删除' } } };
