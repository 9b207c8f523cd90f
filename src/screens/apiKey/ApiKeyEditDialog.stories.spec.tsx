// The 修改 stories as fixtures: the dialog opens with the key's name and scopes, saves the trimmed
// name and the scopes as changed (never asking for a secret), refuses an empty name or no scope, and
// shows the server's refusal above the form with what was typed kept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { MSG_KEY_NAME_REQUIRED, MSG_KEY_REVOKED_ALREADY, MSG_KEY_SCOPES_REQUIRED } from '#core/open-api.ts';
import { buttonByText, findOpenDialog } from '../../testing/portalQueries.ts';
import * as stories from './ApiKeyEditDialog.stories.tsx';

afterEach(cleanup);
const { EditKey, Saving, Refused } = composeStories(stories, preview);

const nameField = (dialog: HTMLElement) => within(dialog).getByLabelText('密钥名称') as HTMLInputElement;
const checked = (dialog: HTMLElement, label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).checked;

describe('ApiKeyEditDialog stories', () => {
  it('EditKey: prefilled with the name and scopes, saves the trimmed name and the scopes as changed', async () => {
    const onSubmit = vi.fn();
    render(<EditKey onSubmit={onSubmit} />);
    const dialog = await findOpenDialog();
    expect(dialog.textContent).toContain('修改接口密钥');
    await waitFor(() => expect(nameField(dialog).value).toBe('ERP 正式环境'));
    expect(checked(dialog, '出口订单：查询')).toBe(true);
    expect(checked(dialog, '出口订单：新增/修改')).toBe(true);
    expect(checked(dialog, '出口订单：申报')).toBe(true);
    expect(checked(dialog, '结汇')).toBe(false);
    // No secret here: it does not change.
    expect(dialog.textContent).not.toMatch(/sk_/);

    fireEvent.change(nameField(dialog), { target: { value: ' ERP 测试环境  ' } });
    fireEvent.click(within(dialog).getByLabelText('出口订单：申报'));
    fireEvent.click(within(dialog).getByLabelText('结汇'));
    fireEvent.click(buttonByText('保存', dialog));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'ERP 测试环境', scopes: ['export-order:read', 'export-order:write', 'settlement'] }));
  });

  it('EditKey: refuses a blank name and no scope', async () => {
    const onSubmit = vi.fn();
    render(<EditKey onSubmit={onSubmit} />);
    const dialog = await findOpenDialog();
    await waitFor(() => expect(nameField(dialog).value).toBe('ERP 正式环境'));
    fireEvent.change(nameField(dialog), { target: { value: '   ' } });
    for (const label of ['出口订单：查询', '出口订单：新增/修改', '出口订单：申报']) fireEvent.click(within(dialog).getByLabelText(label));
    fireEvent.click(buttonByText('保存', dialog));
    await waitFor(() => expect(within(dialog).getByText(MSG_KEY_NAME_REQUIRED)).toBeTruthy());
    expect(within(dialog).getByText(MSG_KEY_SCOPES_REQUIRED)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Saving: 保存 spins', async () => {
    render(<Saving />);
    const dialog = await findOpenDialog();
    expect(buttonByText('保存', dialog).className).toContain('ant-btn-loading');
  });

  it('EditKey: 取消 and Esc close without saving', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn();
    render(<EditKey onClose={onClose} onSubmit={onSubmit} />);
    const dialog = await findOpenDialog();
    fireEvent.click(buttonByText('取消', dialog));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(nameField(dialog), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Refused: the server’s message above the form, the form as it was', async () => {
    render(<Refused />);
    const dialog = await findOpenDialog();
    expect(within(dialog).getByRole('alert').textContent).toContain(MSG_KEY_REVOKED_ALREADY);
    await waitFor(() => expect(nameField(dialog).value).toBe('ERP 正式环境'));
  });
});
