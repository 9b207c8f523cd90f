// The 报文 drawer asks when it opens, says why a call failed and asks again on 重试, and asks anew
// for another bill or message.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { HttpError } from '../../http/index.ts';
import type { BillMessages } from '#core/customs-messages.ts';
import { MessagesDrawer } from './MessagesDrawer.tsx';
import { declaredOrder, RECEIVED_GUID } from './sampleMessages.ts';

function drawer(props: { open: boolean; loadKey: string; load(): Promise<BillMessages> }) {
  return (
    <AppProviders>
      <MessagesDrawer {...props} onClose={() => {}} />
    </AppProviders>
  );
}

describe('MessagesDrawer', () => {
  it('asks only when open, once per key', async () => {
    const load = vi.fn(async () => declaredOrder);
    const { rerender } = render(drawer({ open: false, loadKey: 'export-order#1', load }));
    expect(load).not.toHaveBeenCalled();
    rerender(drawer({ open: true, loadKey: 'export-order#1', load }));
    expect((await screen.findAllByTestId('customs-message'))[0]!.dataset.guid).toBe(RECEIVED_GUID);
    rerender(drawer({ open: true, loadKey: 'export-order#1', load }));
    expect(load).toHaveBeenCalledTimes(1);
    rerender(drawer({ open: true, loadKey: 'export-order#2', load }));
    await screen.findAllByTestId('customs-message');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("says why in the server's words, and 重试 asks again", async () => {
    const load = vi
      .fn<() => Promise<BillMessages>>()
      .mockRejectedValueOnce(new HttpError({ message: '请求失败', code: -1, serverMessage: '单据不存在或已被删除' }))
      .mockResolvedValueOnce({ messages: [], more: false });
    render(drawer({ open: true, loadKey: 'export-order#404', load }));
    expect(await screen.findByText('报文加载失败')).toBeTruthy();
    expect(screen.getByText('单据不存在或已被删除')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('暂无报文')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
