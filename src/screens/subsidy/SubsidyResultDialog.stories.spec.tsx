// The result dialog's stories as fixtures (§3.5, §4, §8, §9): the notice while not approved (and no
// result call), the result rows once approved in the columns of the apply type's form (E9 → L11-1,
// I7 → L10-2), 10 a page with 10/20/50/100, dates at 00:00:00 cut to the date, and 导出.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText } from '../../testing/portalQueries.ts';
import * as stories from './SubsidyResultDialog.stories.tsx';
import { subsidyServer } from './testing/fakeSubsidyServer.ts';
import { SUBSIDY_DIALOGS } from './SubsidyScreens.tsx';
import { SubsidyResultDialog, rewardCell } from './SubsidyResultDialog.tsx';
import { subsidyResultDefinition } from '#core/testing/subsidy-definitions.ts';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);
const { Approved, Pending, ApprovedMail } = composeStories(stories, preview);

async function open(Story: typeof Approved) {
  await Story.load();
  render(<Story />);
}

const headers = () => [...document.querySelectorAll('.ant-modal th')].map((cell) => cell.textContent);
/** 序号 and the titles of the columns of the result list served at `route`. */
function titlesOf(route: string): string[] {
  const definition = subsidyResultDefinition(route)!;
  return ['序号', ...definition.ui.list.columns.map((column) => String(definition.schema.properties[column.field].title))];
}

describe('SubsidyResultDialog stories', () => {
  it('the list page gets the dialog by the name its definition gives (subsidyResult)', () => {
    expect(SUBSIDY_DIALOGS.subsidyResult).toBe(SubsidyResultDialog);
  });

  it('Pending: the notice, and no result is asked for', async () => {
    await open(Pending);
    expect(await screen.findByText('数据核验申请已收到，正在处理中，请耐心等待反馈核验结果！')).toBeTruthy();
    expect(subsidyServer().bodiesTo('result/E9/list')).toHaveLength(0);
  });

  it('Approved (E9): form L11-1 columns, the first 10 of 23 rows by the application id, dates at midnight cut', async () => {
    await open(Approved);
    const results = await screen.findByTestId('subsidy-results');
    expect(results.dataset.form).toBe('L11-1');
    await within(results).findByText('共 23 条');
    await waitFor(() => expect(headers()).toEqual(titlesOf('/rewardApplication/resultEcommerce')));
    expect(subsidyServer().bodiesTo('result/E9/list')[0]).toMatchObject({
      pageIndex: 0,
      pageSize: 10,
      terms: [{ column: 'subsidy_id', termType: 'eq', type: 'and', value: 7 }],
    });
    expect(within(results).getAllByText('2026-11-03')).toHaveLength(10);
  });

  it("Approved: 导出 says it covers only the company's own declarations (§8.4), and asks the export of the apply type with the application term", async () => {
    const open_ = vi.spyOn(window, 'open').mockReturnValue(null);
    await open(Approved);
    await within(await screen.findByTestId('subsidy-results')).findByText('共 23 条');
    expect(screen.getByTestId('subsidy-export-scope').textContent).toContain('导出的数据仅包含申报企业为本企业的数据');
    expect(buttonByText('导出').getAttribute('aria-describedby')).toBe('subsidy-export-scope');
    fireEvent.click(buttonByText('导出'));
    await waitFor(() =>
      expect(subsidyServer().bodiesTo('result/E9/export')).toEqual([{ terms: [{ column: 'subsidy_id', termType: 'eq', type: 'and', value: 7 }] }]),
    );
    await waitFor(() => expect(open_).toHaveBeenCalled());
    open_.mockRestore();
  });

  it('ApprovedMail (I7): form L10-2 columns from its own definition, a time other than midnight kept', async () => {
    await open(ApprovedMail);
    const results = await screen.findByTestId('subsidy-results');
    expect(results.dataset.form).toBe('L10-2');
    await waitFor(() => expect(headers()).toEqual(titlesOf('/rewardApplication/resultMail')));
    // A time other than 00:00:00 is kept.
    expect(await within(results).findAllByText('2026-11-02 09:30:00')).toHaveLength(10);
    expect(subsidyServer().bodiesTo('result/I7/list')).toHaveLength(1);
  });

  it('rewardCell cuts a 00:00:00 time and keeps any other', () => {
    expect(rewardCell('2026-11-03 00:00:00')).toBe('2026-11-03');
    expect(rewardCell('2026-11-03 00:00:01')).toBe('2026-11-03 00:00:01');
    expect(rewardCell(null)).toBe('');
  });
});
