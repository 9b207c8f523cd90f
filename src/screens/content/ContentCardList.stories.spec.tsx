// The card list stories as fixtures: what /news and /notice show, and their loading, empty and
// failed states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText } from '../../testing/portalQueries.ts';
import * as stories from './ContentCardList.stories.tsx';

afterEach(cleanup);
const { News, Notices, Loading, Empty, LoadFailed } = composeStories(stories, preview);

describe('ContentCardList stories', () => {
  it('News: ten cards with cover, title, update time and excerpt; a click or Enter opens one; the pager counts 12', () => {
    const onOpen = vi.fn();
    const { container } = render(<News onOpen={onOpen} />);
    const cards = screen.getAllByRole('link');
    expect(cards).toHaveLength(10);
    expect(container.querySelectorAll('img')).toHaveLength(10);
    expect(screen.getByText('海关总署发布跨境电商零售出口商品退货监管新措施')).toBeTruthy();
    expect(screen.getAllByText(/更新时间：2025-11-22 09:30:00/).length).toBe(1);
    expect(container.querySelectorAll('.content-excerpt')).toHaveLength(10);
    fireEvent.click(cards[0]!);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 100 }));
    fireEvent.keyDown(cards[1]!, { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 101 }));
    expect(screen.getByText('共 12 条')).toBeTruthy();
  });

  it('Notices: cards without covers', () => {
    const { container } = render(<Notices />);
    expect(screen.getAllByRole('link')).toHaveLength(8);
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('Loading, Empty and LoadFailed say so', () => {
    const { container } = render(<Loading />);
    expect(container.querySelector('.ant-skeleton')).toBeTruthy();
    cleanup();
    render(<Empty />);
    expect(screen.getByText('暂无新闻')).toBeTruthy();
    cleanup();
    const onRetry = vi.fn();
    render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByText('加载失败，请稍后重试')).toBeTruthy();
    fireEvent.click(buttonByText('重试'));
    expect(onRetry).toHaveBeenCalled();
  });
});
