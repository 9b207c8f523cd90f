// The 报文 view's body, shared by the bill detail page and 最近三天回执: the messages newest first,
// each a MessageBlock; while loading a spinner, with none 暂无报文, after a failed call why (in
// Chinese) and 重试.
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import type { ShownMessage } from '#core/customs-messages.ts';
import { MessageBlock } from './MessageBlock.tsx';
import { LABEL_RETRY, MSG_LOAD_FAILED, MSG_LOADING, MSG_MORE, MSG_NO_MESSAGES } from './messageTexts.ts';

export type MessagesState =
  { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; messages: readonly ShownMessage[]; more: boolean };

export interface MessageViewerProps {
  state: MessagesState;
  onRetry?(): void;
}

export function MessageViewer({ state, onRetry }: MessageViewerProps) {
  if (state.status === 'loading') {
    return (
      <Flex vertical align="center" gap={8} style={{ padding: 48 }} aria-busy="true">
        <Spin />
        <Typography.Text type="secondary">{MSG_LOADING}</Typography.Text>
      </Flex>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={MSG_LOAD_FAILED}
        description={state.reason || undefined}
        action={
          onRetry && (
            <Button size="small" onClick={onRetry}>
              {LABEL_RETRY}
            </Button>
          )
        }
      />
    );
  }
  if (state.messages.length === 0) return <Empty description={MSG_NO_MESSAGES} />;
  return (
    <Flex vertical gap={12}>
      {state.messages.map((message) => (
        <MessageBlock key={`${message.direction}:${message.guid}`} message={message} />
      ))}
      {state.more && <Typography.Text type="secondary">{MSG_MORE}</Typography.Text>}
    </Flex>
  );
}
