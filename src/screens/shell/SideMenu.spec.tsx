import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import * as stories from './SideMenu.stories.tsx';

afterEach(cleanup);

const { Admin, User } = composeStories(stories, preview);

describe('SideMenu (the stories designers see)', () => {
  it('shows the module tree with the current page group open, and the 主账号 flag', () => {
    render(<Admin />);
    expect(screen.getByText('主账号')).toBeTruthy();
    for (const group of ['出口申报', '进口申报', '结汇管理', '企业管理', '服务中心', '数据统计']) {
      expect(screen.getByText(group)).toBeTruthy();
    }
    const selected = document.querySelector('.ant-menu-item-selected');
    expect(selected?.textContent).toBe('出口订单');
  });

  it('opens the page of a clicked entry', () => {
    const onOpen = vi.fn();
    render(<User onOpen={onOpen} />);
    expect(screen.queryByText('主账号')).toBeNull();
    fireEvent.click(screen.getByText('新闻动态'));
    expect(onOpen).toHaveBeenCalledWith('/news');
  });
});
