// The 新建密钥 stories as fixtures: the form asks for a name and at least one scope before it
// submits; once created, the secret is shown with a copy button and a warning that it is shown once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { MSG_KEY_NAME_REQUIRED, MSG_KEY_SCOPES_REQUIRED } from '#core/open-api.ts';
import { buttonByText, findOpenDialog } from '../../testing/portalQueries.ts';
import * as stories from './ApiKeyCreateDialog.stories.tsx';
import { MSG_SECRET_ONCE } from './ApiKeyCreateDialog.tsx';
import { sampleCreatedKey } from './sampleApiKeys.ts';

afterEach(cleanup);
const { NewKey, Saving, SecretShownOnce } = composeStories(stories, preview);

describe('ApiKeyCreateDialog stories', () => {
  it('NewKey: refuses an empty name and no scope, then submits the trimmed name and the chosen scopes', async () => {
    const onSubmit = vi.fn();
    render(<NewKey onSubmit={onSubmit} />);
    const dialog = await findOpenDialog();
    fireEvent.click(buttonByText('创建', dialog));
    await waitFor(() => expect(within(dialog).getByText(MSG_KEY_NAME_REQUIRED)).toBeTruthy());
    expect(within(dialog).getByText(MSG_KEY_SCOPES_REQUIRED)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByPlaceholderText('如：ERP 正式环境'), { target: { value: '  仓储系统 ' } });
    fireEvent.click(within(dialog).getByLabelText('出口订单：查询'));
    fireEvent.click(within(dialog).getByLabelText('结汇'));
    fireEvent.click(buttonByText('创建', dialog));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '仓储系统', scopes: ['export-order:read', 'settlement'] }));
  });

  it('Saving: 创建 spins', async () => {
    render(<Saving />);
    const dialog = await findOpenDialog();
    expect(buttonByText('创建', dialog).className).toContain('ant-btn-loading');
  });

  it('SecretShownOnce: the key id and the secret with copy buttons, the warning, and 我已保存 closes', async () => {
    const onClose = vi.fn();
    render(<SecretShownOnce onClose={onClose} />);
    const dialog = await findOpenDialog();
    expect(within(dialog).getByText(MSG_SECRET_ONCE)).toBeTruthy();
    expect(within(dialog).getByTestId('api-key-secret').textContent).toContain(sampleCreatedKey.secret);
    expect(dialog.textContent).toContain(sampleCreatedKey.keyId);
    expect(within(dialog).getAllByRole('button', { name: /复制|copy/i }).length).toBeGreaterThanOrEqual(2);
    fireEvent.click(buttonByText('我已保存', dialog));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
