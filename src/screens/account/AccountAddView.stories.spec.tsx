// The /account/add stories as fixtures: the suffix, the messages of §5 and what 保存 hands on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE } from '#core/password.ts';
import { buttonByText } from '../../testing/portalQueries.ts';
import * as stories from './AccountAddView.stories.tsx';

afterEach(cleanup);
const { Default, Saving } = composeStories(stories, preview);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AccountAddView stories', () => {
  it('Default: 有效 chosen, the main account as suffix, the required messages', async () => {
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} />);
    expect(screen.getByText('@hzkj2024')).toBeTruthy();
    expect((screen.getByLabelText('有效') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(buttonByText('保存'));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请再次输入密码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Default: the password rule, the mismatch, then the values', async () => {
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} />);
    type('登录名', 'zhaolei');
    type('密码', 'short');
    type('确认密码', 'other');
    fireEvent.click(buttonByText('保存'));
    expect(await screen.findByText(PASSWORD_RULE_MESSAGE)).toBeTruthy();
    expect(screen.getByText(MISMATCH_MESSAGE)).toBeTruthy();
    type('密码', 'Zhao#Lei2025');
    type('确认密码', 'Zhao#Lei2025');
    fireEvent.click(screen.getByLabelText('冻结'));
    fireEvent.click(buttonByText('保存'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ state: 'INVALID', loginName: 'zhaolei', loginPwd: 'Zhao#Lei2025', againPassword: 'Zhao#Lei2025' }),
    );
  });

  it('Default: a name with another suffix is refused by the rule', async () => {
    render(<Default />);
    type('登录名', 'a@b');
    fireEvent.click(buttonByText('保存'));
    expect(await screen.findByText('用户名只能包含字母、数字、下划线、点和短横线，最长50位')).toBeTruthy();
  });

  it('Saving: the fields wait', () => {
    render(<Saving />);
    expect((screen.getByLabelText('登录名') as HTMLInputElement).disabled).toBe(true);
  });
});
