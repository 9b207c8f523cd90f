// The detail page stories as fixtures: the item with its attachment, and hostile HTML shown
// harmless by the browser's own pass of the shared sanitiser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText } from '../../testing/portalQueries.ts';
import * as stories from './ContentDetailView.stories.tsx';

afterEach(cleanup);
const { Notice, HostileContent, Loading, LoadFailed } = composeStories(stories, preview);

describe('ContentDetailView stories', () => {
  it('Notice: title, time, HTML content, an attachment that downloads, and 返回', () => {
    const onDownload = vi.fn();
    const onBack = vi.fn();
    const { container } = render(<Notice onDownload={onDownload} onBack={onBack} />);
    expect(screen.getByRole('heading', { name: '关于启用新版跨境电商报文规范的通知' })).toBeTruthy();
    expect(screen.getByText(/发布时间：2025-11-21 09:30:00/)).toBeTruthy();
    expect(container.querySelectorAll('.content-html li')).toHaveLength(2);
    const external = screen.getByText('海关总署网站') as HTMLAnchorElement;
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByText('新版报文字段变更说明.xlsx'));
    expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ fileName: '新版报文字段变更说明.xlsx' }));
    fireEvent.click(buttonByText('返回'));
    expect(onBack).toHaveBeenCalled();
  });

  it('HostileContent: no script, no event handler, no javascript: link, no frame reaches the page', () => {
    const { container } = render(<HostileContent />);
    const body = container.querySelector('.content-html')!;
    expect(body.textContent).toContain('正文');
    expect(body.querySelector('script, iframe, object')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
    for (const link of body.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('Loading and LoadFailed', () => {
    const { container } = render(<Loading />);
    expect(container.querySelector('.ant-skeleton')).toBeTruthy();
    cleanup();
    render(<LoadFailed />);
    expect(screen.getByText('加载失败，请稍后重试')).toBeTruthy();
  });
});
