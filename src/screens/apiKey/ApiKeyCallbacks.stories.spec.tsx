// The 回调设置 and 回调记录 stories as fixtures: the address shown and saved (blank: none), a refused
// address kept in the field; the log's tries with their results and states, 立即重试 only where a
// delivery is not delivered, and its empty and failed states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { MSG_CALLBACK_URL_INVALID } from '#core/open-api.ts';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText, queryButtonByText } from '../../testing/portalQueries.ts';
import * as dialogStories from './ApiKeyCallbackDialog.stories.tsx';
import * as logStories from './ApiKeyDeliveryLog.stories.tsx';
import { MSG_LOG_LOAD_FAILED, MSG_NO_ATTEMPTS } from './ApiKeyDeliveryLog.tsx';
import { sampleAttempts } from './sampleApiKeys.ts';

afterEach(cleanup);
const { WithAddress, WithoutAddress } = composeStories(dialogStories, preview);
const { Attempts, Empty, LoadFailed } = composeStories(logStories, preview);

const field = () => screen.getByLabelText('回调地址') as HTMLInputElement;

describe('回调设置', () => {
  it('shows the address and saves what is typed', async () => {
    const onSubmit = vi.fn();
    render(<WithAddress onSubmit={onSubmit} />);
    await waitFor(() => expect(field().value).toBe('https://erp.example.com/customs/callbacks'));
    fireEvent.change(field(), { target: { value: ' https://erp.example.com/hooks/v2 ' } });
    fireEvent.click(buttonByText('保存'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('https://erp.example.com/hooks/v2'));
  });

  it('saves a blank address as none, and refuses one that is not a web address', async () => {
    const onSubmit = vi.fn();
    render(<WithoutAddress onSubmit={onSubmit} />);
    fireEvent.change(field(), { target: { value: 'erp.example.com/hooks' } });
    fireEvent.click(buttonByText('保存'));
    await screen.findByText(MSG_CALLBACK_URL_INVALID);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field().value).toBe('erp.example.com/hooks');
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.click(buttonByText('保存'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(null));
  });
});

describe('回调记录', () => {
  it('lists the tries with their bill, result and state; 立即重试 only where not delivered', async () => {
    const onRetry = vi.fn();
    render(<Attempts onRetry={onRetry} />);
    await waitFor(() => expect(screen.getAllByText('出口订单 EO202611270001', { exact: false }).length).toBe(2));
    const rows = [...document.querySelectorAll('tr.ant-table-row')];
    expect(rows).toHaveLength(sampleAttempts.length);
    expect(rows[0].textContent).toContain('HTTP 200');
    expect(rows[0].textContent).toContain('已送达（已尝试3次）');
    expect(queryButtonByText('立即重试', rows[0] as HTMLElement)).toBeNull();
    expect(rows[1].textContent).toContain('无法送达');
    expect(rows[1].textContent).toContain('待送达');
    expect(rows[3].textContent).toContain('已放弃（已尝试17次）');
    fireEvent.click(buttonByText('立即重试', rows[1] as HTMLElement));
    expect(onRetry).toHaveBeenCalledWith(sampleAttempts[1]);
  }, 20_000);

  it('says when there is nothing yet, and when the log failed', async () => {
    render(<Empty />);
    await screen.findByText(MSG_NO_ATTEMPTS);
    cleanup();
    render(<LoadFailed />);
    await screen.findByText(MSG_LOG_LOAD_FAILED);
  });
});
