// The home page stories as fixtures for the news and notices cards (spec §2 /home, §9): 5
// notices; 10 news fetched, the first 3 in the carousel with covers, indexes 3 to 7 listed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText } from '../../testing/portalQueries.ts';
import * as stories from './HomeView.stories.tsx';

afterEach(cleanup);
const { Default, ContentLoading, FewNews } = composeStories(stories, preview);

const card = (name: 'news' | 'notices') => document.querySelector(`[data-home-card="${name}"]`) as HTMLElement;

describe('HomeView stories: news and notices', () => {
  it('Default: five notices, each opening its detail; 更多 opens the list', () => {
    const onOpenNotice = vi.fn();
    const onMoreNotices = vi.fn();
    render(<Default onOpenNotice={onOpenNotice} onMoreNotices={onMoreNotices} />);
    const notices = card('notices');
    expect(within(notices).getByText('通知公告')).toBeTruthy();
    expect(notices.querySelectorAll('.ant-list-item')).toHaveLength(5);
    fireEvent.click(within(notices).getByText('关于系统升级维护的通知'));
    expect(onOpenNotice).toHaveBeenCalledWith(expect.objectContaining({ id: 200 }));
    fireEvent.click(buttonByText('更多', notices));
    expect(onMoreNotices).toHaveBeenCalled();
  });

  it('Default: the first three news in the carousel with covers, the next five listed', () => {
    const onOpenNews = vi.fn();
    const onMoreNews = vi.fn();
    render(<Default onOpenNews={onOpenNews} onMoreNews={onMoreNews} />);
    const news = card('news');
    const slides = news.querySelectorAll<HTMLButtonElement>('.home-news-slide');
    expect(slides).toHaveLength(3);
    expect([...slides].every((slide) => slide.querySelector('img'))).toBe(true);
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '海关总署发布跨境电商零售出口商品退货监管新措施',
      '跨境电商出口海外仓（9810）模式试点范围进一步扩大',
      '跨境电商 B2B 直接出口（9710）申报流程简化',
    ]);
    const listed = news.querySelectorAll('.ant-list-item');
    expect(listed).toHaveLength(5);
    expect(listed[0]!.textContent).toContain('综试区“清单核放、汇总申报”模式运行情况通报');
    expect(news.textContent).not.toContain('跨境电商企业信用管理办法修订征求意见'); // index 9
    fireEvent.click(slides[0]!);
    expect(onOpenNews).toHaveBeenCalledWith(expect.objectContaining({ id: 100 }));
    fireEvent.click(within(news).getByText('海关推进跨境电商出口商品溯源体系建设'));
    expect(onOpenNews).toHaveBeenLastCalledWith(expect.objectContaining({ id: 105 }));
    fireEvent.click(buttonByText('更多', news));
    expect(onMoreNews).toHaveBeenCalled();
  });

  it('ContentLoading shows spinners; FewNews lists nothing below the carousel', () => {
    render(<ContentLoading />);
    expect(card('news').querySelector('.ant-spin')).toBeTruthy();
    expect(card('notices').querySelector('.ant-spin')).toBeTruthy();
    cleanup();
    render(<FewNews />);
    expect(card('news').querySelectorAll('.home-news-slide')).toHaveLength(2);
    expect(card('news').querySelectorAll('.ant-list-item')).toHaveLength(0);
    expect(screen.getAllByText('关于系统升级维护的通知')).toHaveLength(1);
  });
});
