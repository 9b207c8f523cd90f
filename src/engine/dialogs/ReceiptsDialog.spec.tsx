import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { answer, installFakeApi, ok, recordFeedback, type FakeApi } from '../../testing/fakeApi.ts';
import { RECEIPT_MESSAGE_PATH } from '#core/customs-messages.ts';
import { receivedMessage, RECEIVED_GUID } from '../messages/sampleMessages.ts';
import { TITLE_RECEIPTS } from './dialogMessages.ts';
import { RECEIPTS_PATH, ReceiptsDialog } from './ReceiptsDialog.tsx';

let api: FakeApi;
beforeEach(() => {
  recordFeedback();
  api = installFakeApi();
});

function renderDialog() {
  render(
    <AppProviders>
      <ReceiptsDialog open messageType="CEB304" keys={{ orderNo: 'EO2025000001', ebcCode: '3301960A2K', ebpCode: '3301960B3L' }} onClose={() => {}} />
    </AppProviders>,
  );
}

describe('ReceiptsDialog (spec §3.6, §7.5)', () => {
  it('asks the receipts by message type and the bill key fields, and lists time, status and text', async () => {
    api.on(`POST ${RECEIPTS_PATH}`, () =>
      ok([
        { returnTime: '2025-11-20 10:02:00', returnStatus: '399', returnStatusName: '海关审结', returnInfo: '海关审结通过' },
        { returnTime: '2025-11-20 10:01:00', returnStatus: '3', returnStatusName: '发送海关成功', returnInfo: '发送海关成功' },
      ]),
    );
    renderDialog();
    expect(screen.getByText(TITLE_RECEIPTS)).toBeTruthy();
    expect(await screen.findByText('海关审结通过')).toBeTruthy();
    // A table with a fixed header renders its titles twice (header and measure row).
    for (const text of ['回执时间', '回执状态', '回执信息', '2025-11-20 10:02:00', '海关审结']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect((api.requestsTo(`POST ${RECEIPTS_PATH}`)[0].body as { data: unknown }).data).toEqual({
      messageType: 'CEB304',
      orderNo: 'EO2025000001',
      ebcCode: '3301960A2K',
      ebpCode: '3301960B3L',
    });
  });

  it('says 暂无数据 when customs sent nothing in the last three days', async () => {
    api.on(`POST ${RECEIPTS_PATH}`, () => ok([]));
    renderDialog();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });

  /** A receipt that came in a customs message (the message's guid names it). */
  const CAME_IN_MESSAGE = {
    returnTime: '2025-11-20 10:02:00',
    returnStatus: '2',
    returnStatusName: '电子口岸申报中',
    returnInfo: '新增申报成功[A1]',
    messageGuid: RECEIVED_GUID,
  };

  it('offers the 报文 of a receipt that came in a customs message, and shows it', async () => {
    api.on(`POST ${RECEIPTS_PATH}`, () =>
      ok([
        CAME_IN_MESSAGE,
        { returnTime: '2025-11-20 10:01:00', returnStatus: '3', returnStatusName: '发送海关成功', returnInfo: '模拟回执', messageGuid: null },
      ]),
    );
    api.on(`POST ${RECEIPT_MESSAGE_PATH}`, () => ok(receivedMessage));
    renderDialog();
    await screen.findByText('模拟回执');
    const links = screen.getAllByRole('button', { name: /报\s*文/ });
    expect(links).toHaveLength(1);
    fireEvent.click(links[0]!);
    const [block] = await screen.findAllByTestId('customs-message');
    expect(block!.dataset.guid).toBe(RECEIVED_GUID);
    expect(block!.querySelector('pre')?.textContent).toContain('<ceb:returnInfo>新增申报成功[A1]</ceb:returnInfo>');
    expect((api.requestsTo(`POST ${RECEIPT_MESSAGE_PATH}`)[0].body as { data: unknown }).data).toEqual({ messageType: 'CEB304', guid: RECEIVED_GUID });
  });

  it('says why a message could not be shown', async () => {
    api.on(`POST ${RECEIPTS_PATH}`, () => ok([CAME_IN_MESSAGE]));
    api.on(`POST ${RECEIPT_MESSAGE_PATH}`, () => answer(-1, '报文不存在或无权查看'));
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: /报\s*文/ }));
    expect(await screen.findByText('报文加载失败')).toBeTruthy();
    expect(screen.getAllByText('报文不存在或无权查看').length).toBeGreaterThan(0);
  });
});
