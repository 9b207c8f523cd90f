// The /apiKey list stories as fixtures: three keys (never a secret), 修改 only on live keys, 吊销 only
// on live keys and only after its confirmation, and the empty, loading and failed lists.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText, queryButtonByText } from '../../testing/portalQueries.ts';
import * as stories from './ApiKeyListView.stories.tsx';
import { MSG_KEYS_LOAD_FAILED, MSG_NO_KEYS, revokeConfirm } from './ApiKeyListView.tsx';
import { sampleCreatedKey } from './sampleApiKeys.ts';

afterEach(cleanup);
const { Keys, Empty, Loading, LoadFailed, Revoking } = composeStories(stories, preview);

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('ApiKeyListView stories', () => {
  it('Keys: names, key ids, scope labels, fingerprints and states; never a secret', () => {
    render(<Keys />);
    for (const header of ['名称', '密钥ID', '权限', '指纹', '创建人', '创建时间', '最近使用', '回调地址', '状态', '操作'])
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    const live = rowOf('ERP 正式环境');
    expect(live.textContent).toContain('ak_5d41402abc4b2a76b971');
    expect(live.textContent).toContain('出口订单：申报');
    expect(live.textContent).toContain('9f86d081');
    expect(live.textContent).toContain('2026-11-27 18:12:00');
    expect(live.textContent).toContain('有效');
    expect(rowOf('仓储系统').textContent).toContain('—');
    const revoked = rowOf('旧商城对接');
    expect(revoked.textContent).toContain('已吊销 2026-10-15 16:45:00');
    expect(queryButtonByText('吊销', revoked)).toBeNull();
    // The callback address where set; 回调设置 on live keys only, 回调记录 on every key.
    expect(live.textContent).toContain('https://erp.example.com/customs/callbacks');
    expect(rowOf('仓储系统').textContent).toContain('未设置');
    expect(buttonByText('回调设置', live)).toBeTruthy();
    expect(queryButtonByText('回调设置', revoked)).toBeNull();
    expect(buttonByText('回调记录', revoked)).toBeTruthy();
    expect(document.body.textContent).not.toContain(sampleCreatedKey.secret);
    expect(buttonByText('新建密钥')).toBeTruthy();
  });

  it('Keys: 修改 on live keys only, and it opens the key clicked', () => {
    const onEdit = vi.fn();
    render(<Keys onEdit={onEdit} />);
    expect(queryButtonByText('修改', rowOf('旧商城对接'))).toBeNull();
    expect(buttonByText('修改', rowOf('仓储系统'))).toBeTruthy();
    fireEvent.click(buttonByText('修改', rowOf('ERP 正式环境')));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ keyId: 'ak_5d41402abc4b2a76b971' }));
  });

  it('Keys: 吊销 asks first, and only 确定 revokes', async () => {
    const onRevoke = vi.fn();
    render(<Keys onRevoke={onRevoke} />);
    fireEvent.click(buttonByText('吊销', rowOf('ERP 正式环境')));
    await waitFor(() => expect(screen.getByText(revokeConfirm('ERP 正式环境'))).toBeTruthy());
    expect(onRevoke).not.toHaveBeenCalled();
    fireEvent.click(buttonByText('吊销', document.querySelector('.ant-popover') as HTMLElement));
    expect(onRevoke).toHaveBeenCalledWith(expect.objectContaining({ keyId: 'ak_5d41402abc4b2a76b971' }));
  });

  it('Revoking: the button of the key on its way spins', () => {
    render(<Revoking />);
    expect(buttonByText('吊销', rowOf('ERP 正式环境')).className).toContain('ant-btn-loading');
  });

  it('Empty, Loading and LoadFailed', () => {
    const onCreate = vi.fn();
    const { unmount } = render(<Empty onCreate={onCreate} />);
    expect(screen.getByText(MSG_NO_KEYS)).toBeTruthy();
    fireEvent.click(buttonByText('新建密钥'));
    expect(onCreate).toHaveBeenCalledTimes(1);
    unmount();
    const loading = render(<Loading />);
    expect(document.querySelector('.ant-spin-spinning')).toBeTruthy();
    loading.unmount();
    const onRetry = vi.fn();
    render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByText(MSG_KEYS_LOAD_FAILED)).toBeTruthy();
    fireEvent.click(buttonByText('重试'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
