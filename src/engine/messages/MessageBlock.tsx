// One message of the 报文 view: which way it went, its type and guid, when, its signing state (sent)
// or the receipts it carried (received), and the message pretty-printed for reading (monospace,
// scrolling in its box) with 下载, which saves it exactly as stored.
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ShownMessage } from '#core/customs-messages.ts';
import { XmlText } from '../form/XmlText.tsx';
import { downloadMessage } from './messageApi.ts';
import {
  LABEL_DOWNLOAD,
  LABEL_GUID,
  LABEL_NOTE,
  LABEL_RECEIPTS,
  LABEL_RECEIVED,
  LABEL_RECEIVED_TIME,
  LABEL_SENT,
  LABEL_SENT_TIME,
  LABEL_SIGN_STATE,
  LABEL_SIGNED,
  LABEL_UNSIGNED,
  MSG_NO_TEXT,
} from './messageTexts.ts';

function receiptsText(message: ShownMessage): string {
  return (message.receipts ?? []).map((receipt) => [receipt.statusName || receipt.status, receipt.info].filter(Boolean).join('：')).join('；');
}

function details(message: ShownMessage) {
  const sent = message.direction === 'sent';
  const items = [
    { key: 'guid', label: LABEL_GUID, children: <Typography.Text copyable>{message.guid}</Typography.Text> },
    { key: 'time', label: sent ? LABEL_SENT_TIME : LABEL_RECEIVED_TIME, children: message.time },
  ];
  if (sent)
    items.push({ key: 'state', label: LABEL_SIGN_STATE, children: <>{`${message.stateName ?? ''}（${message.signed ? LABEL_SIGNED : LABEL_UNSIGNED}）`}</> });
  else items.push({ key: 'receipts', label: LABEL_RECEIPTS, children: <>{receiptsText(message)}</> });
  if (message.note) items.push({ key: 'note', label: LABEL_NOTE, children: <>{message.note}</> });
  return items;
}

export function MessageBlock({ message }: { message: ShownMessage }) {
  const sent = message.direction === 'sent';
  const title = (
    <Flex gap={8} align="center">
      <Tag color={sent ? 'blue' : 'green'}>{sent ? LABEL_SENT : LABEL_RECEIVED}</Tag>
      <span>{message.messageType}</span>
    </Flex>
  );
  return (
    <Card
      size="small"
      title={title}
      data-testid="customs-message"
      data-guid={message.guid}
      extra={
        <Button size="small" icon={<DownloadOutlined />} disabled={message.xml === null} onClick={() => downloadMessage(message)}>
          {LABEL_DOWNLOAD}
        </Button>
      }
    >
      <Flex vertical gap={8}>
        <Descriptions size="small" column={1} items={details(message)} />
        {message.xml === null ? <Typography.Text type="secondary">{MSG_NO_TEXT}</Typography.Text> : <XmlText text={message.xml} />}
      </Flex>
    </Card>
  );
}
