// The portal's message, notification and modal before their holders' chunk is in (the login
// page's first message): calls wait for it, then act, and their handles act on what they opened.
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { findOpenDialog } from '../../testing/portalQueries.ts';
import { FeedbackHolders } from './FeedbackHolders.tsx';
import { FeedbackHost, useFeedback } from './FeedbackHost.tsx';
import { createLazyFeedback, type FeedbackApi, type FeedbackHoldersModule } from './lazyFeedback.ts';

function withHeldChunk() {
  let deliver: (module: FeedbackHoldersModule) => void = () => {};
  let fetched = 0;
  const feedback = createLazyFeedback(() => {
    fetched += 1;
    return new Promise((resolve) => (deliver = resolve));
  });
  return { feedback, deliver: () => act(async () => deliver({ FeedbackHolders })), fetched: () => fetched };
}

const openDialogs = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]')];

function renderWith(feedback: ReturnType<typeof createLazyFeedback>) {
  let api: FeedbackApi | null = null;
  function Probe() {
    api = useFeedback();
    return null;
  }
  render(
    <ConfigProvider>
      <FeedbackHost feedback={feedback}>
        <Probe />
      </FeedbackHost>
    </ConfigProvider>,
  );
  return () => api!;
}

describe('feedback before its holders are in (issue 26 point 3)', () => {
  it('fetches nothing until a first call, shows queued messages once the chunk is in', async () => {
    const { feedback, deliver, fetched } = withHeldChunk();
    const api = renderWith(feedback);
    expect(fetched()).toBe(0);
    act(() => {
      api().message.error('验证码错误或已过期');
      api().message.success('修改成功！');
    });
    expect(fetched()).toBe(1);
    expect(screen.queryByText('验证码错误或已过期')).toBeNull();
    await deliver();
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    expect(screen.getByText('修改成功！')).toBeTruthy();
    // Once attached, a call acts at once.
    act(() => void api().message.warning('请稍候'));
    expect(screen.getByText('请稍候')).toBeTruthy();
  });

  it('a dialog opened early can be closed by its handle before it shows', async () => {
    const { feedback, deliver } = withHeldChunk();
    const api = renderWith(feedback);
    let confirmed = false;
    act(() => {
      api().modal.confirm({ title: '先关掉的对话框', content: '不该留下' }).destroy();
      api().modal.confirm({ title: '确认退出当前用户?', okText: '确定', cancelText: '取消', onOk: () => void (confirmed = true) });
    });
    await deliver();
    const dialog = await findOpenDialog();
    expect(dialog.textContent).toContain('确认退出当前用户?');
    // The one closed early is not among the open dialogs.
    await waitFor(() => expect(openDialogs().map((open) => open.textContent)).toEqual([dialog.textContent]));
    act(() =>
      within(dialog)
        .getByRole('button', { name: /确\s*定/ })
        .click(),
    );
    expect(confirmed).toBe(true);
  });
});
