import type { Meta, StoryObj } from '@storybook/react-vite';
import { installFakeApi, ok } from '../../testing/fakeApi.ts';
import { RECEIPT_MESSAGE_PATH } from '#core/customs-messages.ts';
import { RECEIPTS_PATH, ReceiptsDialog } from './ReceiptsDialog.tsx';
import { receivedMessage, RECEIVED_GUID } from '../messages/sampleMessages.ts';

const receipts = [
  { returnTime: '2025-11-20 10:04:12', returnStatus: '399', returnStatusName: '海关审结', returnInfo: '海关审结通过' },
  { returnTime: '2025-11-20 10:03:40', returnStatus: '120', returnStatusName: '海关入库', returnInfo: '海关入库成功' },
  { returnTime: '2025-11-20 10:02:05', returnStatus: '3', returnStatusName: '发送海关成功', returnInfo: '发送海关成功' },
  // Came in a customs message (the inbox): its 报文 opens over the dialog.
  { returnTime: '2025-11-20 10:01:30', returnStatus: '2', returnStatusName: '电子口岸申报中', returnInfo: '新增申报成功[A1]', messageGuid: RECEIVED_GUID },
];

function answerWith(list: unknown[], delayMs = 300) {
  const api = installFakeApi();
  api.on(`POST ${RECEIPTS_PATH}`, async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return ok(list);
  });
  api.on(`POST ${RECEIPT_MESSAGE_PATH}`, () => ok(receivedMessage));
}

const meta = {
  title: '单据引擎/回执弹窗',
  component: ReceiptsDialog,
  args: { open: true, messageType: 'CEB304', keys: { orderNo: 'EO2025000001', ebcCode: '330196000001', ebpCode: '330196000002' }, onClose: () => {} },
  beforeEach: () => answerWith(receipts),
} satisfies Meta<typeof ReceiptsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReceipts: Story = {};

/** Customs sent nothing in the last three days. */
export const NoReceipts: Story = { beforeEach: () => answerWith([]) };

export const Loading: Story = { beforeEach: () => answerWith(receipts, 600_000) };
