// The change-password and reset dialogs as fixtures: the messages of §5 and what they submit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE, SAME_AS_OLD_MESSAGE } from '#core/password.ts';
import { buttonByText, openDialog } from '../../testing/portalQueries.ts';
import * as changeStories from './ChangePasswordDialog.stories.tsx';
import * as resetStories from './ResetPasswordDialog.stories.tsx';

afterEach(cleanup);
const { SignedInUser, NotWired } = composeStories(changeStories, preview);
const { Default: Reset } = composeStories(resetStories, preview);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('change-password dialog (signed in)', () => {
  it('asks for the old password, a new one by the rule and different from the old, twice', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<SignedInUser onSubmit={onSubmit} />);
    const dialog = await waitFor(() => openDialog() ?? Promise.reject(new Error('no dialog')));
    expect((screen.getByLabelText('登录名') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(buttonByText('确定', dialog));
    expect(await screen.findByText('请填写原始密码')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请再次输入密码')).toBeTruthy();

    type('原始密码', 'Old#Pass2024');
    type('新密码', 'weak');
    fireEvent.click(buttonByText('确定', dialog));
    expect(await screen.findByText(PASSWORD_RULE_MESSAGE)).toBeTruthy();
    type('新密码', 'Old#Pass2024');
    fireEvent.click(buttonByText('确定', dialog));
    expect(await screen.findByText(SAME_AS_OLD_MESSAGE)).toBeTruthy();
    type('新密码', 'New#Pass2025');
    type('确认密码', 'New#Pass2026');
    fireEvent.click(buttonByText('确定', dialog));
    expect(await screen.findByText(MISMATCH_MESSAGE)).toBeTruthy();
    type('确认密码', 'New#Pass2025');
    fireEvent.click(buttonByText('确定', dialog));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'hzkj2024', oldPassword: 'Old#Pass2024', newPassword: 'New#Pass2025', againPassword: 'New#Pass2025' }),
    );
    expect(screen.queryByText('功能建设中')).toBeNull();
  });

  it('cannot submit without a handler, and says so', async () => {
    render(<NotWired />);
    const dialog = await waitFor(() => openDialog() ?? Promise.reject(new Error('no dialog')));
    expect(dialog.textContent).toContain('功能建设中');
    expect(buttonByText('确定', dialog).disabled).toBe(true);
  });
});

describe('reset dialog', () => {
  it('names the sub-account and sends the new password twice', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<Reset onSubmit={onSubmit} />);
    const dialog = await waitFor(() => openDialog() ?? Promise.reject(new Error('no dialog')));
    expect(dialog.textContent).toContain('重置子账号密码');
    expect((screen.getByLabelText('登录名') as HTMLInputElement).value).toBe('liwei@hzkj2024');
    fireEvent.click(buttonByText('确定', dialog));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    type('新密码', 'Li#Wei20251');
    type('确认密码', 'Li#Wei20252');
    fireEvent.click(buttonByText('确定', dialog));
    expect(await screen.findByText(MISMATCH_MESSAGE)).toBeTruthy();
    type('确认密码', 'Li#Wei20251');
    fireEvent.click(buttonByText('确定', dialog));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'Li#Wei20251', againPassword: 'Li#Wei20251' }));
  });
});
