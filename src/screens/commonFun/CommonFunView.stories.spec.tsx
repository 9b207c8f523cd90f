// The /commonFun stories as fixtures: each state renders what it says.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText } from '../../testing/portalQueries.ts';
import * as stories from './CommonFunView.stories.tsx';

afterEach(cleanup);
const { Default, NoImportPages, Saving, Loading, LoadFailed } = composeStories(stories, preview);

describe('CommonFunView stories', () => {
  it('Default: three groups, the chosen entries ticked', () => {
    render(<Default />);
    for (const title of ['基础功能', '进口业务', '出口业务']) expect(screen.getByRole('group', { name: title })).toBeTruthy();
    expect((screen.getByLabelText('出口订单') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('进口订单') as HTMLInputElement).checked).toBe(false);
  });

  it('NoImportPages: the import group says there is nothing to choose', () => {
    render(<NoImportPages />);
    expect(screen.getByRole('group', { name: '进口业务' }).textContent).toContain('暂无可选功能');
  });

  it('Saving: the ticks are disabled while 保存 waits', () => {
    render(<Saving />);
    expect((screen.getByLabelText('出口订单') as HTMLInputElement).disabled).toBe(true);
  });

  it('Loading and LoadFailed', () => {
    const { unmount } = render(<Loading />);
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    unmount();
    let retried = 0;
    render(<LoadFailed onRetry={() => (retried += 1)} />);
    expect(screen.getByText('常用功能加载失败')).toBeTruthy();
    fireEvent.click(buttonByText('重试'));
    expect(retried).toBe(1);
  });
});
