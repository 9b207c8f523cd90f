// The /account stories as fixtures: what the main account and a sub-account each see, and the
// empty, loading and failed lists.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText, queryButtonByText } from '../../testing/portalQueries.ts';
import * as stories from './AccountListView.stories.tsx';

afterEach(cleanup);
const { AdminView, UserView, Empty, Loading, LoadFailed } = composeStories(stories, preview);

const rowOf = (loginName: string) => screen.getByText(loginName).closest('tr')!;

describe('AccountListView stories', () => {
  it('AdminView: type and state names, a switch and 删除用户 only on sub-accounts', () => {
    const onToggleBan = vi.fn();
    const onDelete = vi.fn();
    const onChangePassword = vi.fn();
    render(<AdminView onToggleBan={onToggleBan} onDelete={onDelete} onChangePassword={onChangePassword} />);
    for (const header of ['登录名', '用户名', '账号类型', '状态', '禁止登录', '操作']) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    const own = rowOf('hzkj2024');
    expect(own.textContent).toContain('主账号');
    expect(own.textContent).toContain('当前账号');
    expect((within(own).getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    expect(buttonByText('删除用户', own).disabled).toBe(true);
    expect(buttonByText('修改密码', own).disabled).toBe(false);

    const frozen = rowOf('wangfang@hzkj2024');
    expect(frozen.textContent).toContain('普通用户');
    expect(frozen.textContent).toContain('冻结');
    expect(within(frozen).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(frozen).getByRole('switch'));
    expect(onToggleBan).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }), false);

    const active = rowOf('liwei@hzkj2024');
    expect(active.textContent).toContain('有效');
    fireEvent.click(buttonByText('删除用户', active));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    fireEvent.click(buttonByText('修改密码', active));
    expect(onChangePassword).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));

    expect(buttonByText('新增子账号')).toBeTruthy();
    expect(buttonByText('恢复登录')).toBeTruthy();
    expect(screen.getByText('共 3 条')).toBeTruthy();
  });

  it('UserView: the own row only, 修改密码 on it, no admin controls', () => {
    render(<UserView />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('switch')).toBeNull();
    for (const text of ['新增子账号', '恢复登录', '删除用户']) expect(queryButtonByText(text)).toBeNull();
    expect(buttonByText('修改密码', rowOf('liwei@hzkj2024')).disabled).toBe(false);
    expect(screen.queryByText('禁止登录')).toBeNull();
  });

  it('Empty, Loading and LoadFailed', () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText('暂无账号')).toBeTruthy();
    unmount();
    const loading = render(<Loading />);
    expect(document.querySelector('.ant-spin-spinning')).toBeTruthy();
    loading.unmount();
    const onRetry = vi.fn();
    render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByText('账号列表加载失败')).toBeTruthy();
    fireEvent.click(buttonByText('重试'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
