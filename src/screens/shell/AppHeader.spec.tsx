import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import * as stories from './AppHeader.stories.tsx';

afterEach(cleanup);

const { Admin, User } = composeStories(stories, preview);
const dropdownItem = (text: string) => [...document.querySelectorAll<HTMLElement>('.ant-dropdown-menu-item')].find((li) => li.textContent?.includes(text))!;

describe('AppHeader (the stories designers see)', () => {
  it('flags a main account and shows the version', () => {
    render(<Admin />);
    expect(screen.getByText('主账号')).toBeTruthy();
    expect(screen.getByText('v1.2.6')).toBeTruthy();
  });

  it('offers an ordinary user only the pages of the user modules', async () => {
    render(<User />);
    expect(screen.getByText('普通用户')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('用户菜单：李伟'));
    await waitFor(() => expect(dropdownItem('参数设置')).toBeTruthy());
    expect(dropdownItem('参数设置').getAttribute('aria-disabled')).toBe('true');
    expect(dropdownItem('意见反馈').getAttribute('aria-disabled')).not.toBe('true');
    expect(dropdownItem('修改密码').getAttribute('aria-disabled')).not.toBe('true');
  });
});
