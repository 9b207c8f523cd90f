// The detail page's story as a fixture (§2): the application by its id, read-only (no inputs, no
// delete), its state, bound companies and the waybill rows of its import number; 返回.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText, queryButtonByText } from '../../testing/portalQueries.ts';
import * as stories from './DetailPage.stories.tsx';
import { subsidyServer } from './testing/fakeSubsidyServer.ts';
import { REC_COMPANIES } from './testing/subsidyFixtures.ts';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);
const { Approved } = composeStories(stories, preview);

describe('DetailPage stories', () => {
  it('Approved: read-only fields, the state, the companies and the imported rows; 返回 goes back', async () => {
    const onBack = vi.fn();
    await Approved.load();
    render(<Approved onBack={onBack} />);
    expect((await screen.findByTestId('subsidy-state')).textContent).toBe('核验完成');
    expect(subsidyServer().bodiesTo('detail')).toEqual([{ id: '7' }]);
    expect(await screen.findByText('十一月出口运单')).toBeTruthy();
    expect(await screen.findByText('跨境电商零售出口(9610)')).toBeTruthy();
    const companies = screen.getByTestId('chosen-companies');
    expect(within(companies).getByText(REC_COMPANIES[1].recCompanyName)).toBeTruthy();
    expect(within(companies).queryByText('移除')).toBeNull();
    const bills = screen.getByTestId('imported-bills');
    await within(bills).findByText('共 25 条');
    expect(within(bills).queryByText('删除')).toBeNull();
    expect(queryButtonByText('提交申请')).toBeNull();
    fireEvent.click(buttonByText('返回'));
    expect(onBack).toHaveBeenCalled();
  });
});
