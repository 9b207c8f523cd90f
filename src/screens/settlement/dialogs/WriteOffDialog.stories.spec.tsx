// The write-off dialog's stories as fixtures (§2.7, §5.4, §7.8, §9; issue 23 points 4 and 6): the
// 90-day window of the first list request, negative or empty amounts becoming 0 (a negative one
// saying so), a refused amount staying with its reason and blocking 提交, the remainder exact in
// the one amount format, 请选择操作数据！ without a selection, the apply body (ids and decimal
// strings in order), an amount above the available one sent as entered, and a refusal keeping
// every amount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../../.storybook/preview.tsx';
import { recordFeedback, type FeedbackLog } from '../../../testing/fakeApi.ts';
import { buttonByText } from '../../../testing/portalQueries.ts';
import * as stories from './WriteOffDialog.stories.tsx';
import { bodiesTo } from './fakeSettlementServer.ts';
import { SEVER_LIST_PATH, VERIFICATION_APPLY_PATH } from './settlementDialogApi.ts';
import { installInlineComputedStyles } from '../../../testing/inlineStyles.ts';

installInlineComputedStyles();

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });
const { Default, ManyRows, Empty, Refused } = composeStories(stories, preview);

let feedback: FeedbackLog;
beforeEach(() => {
  feedback = recordFeedback();
});
afterEach(cleanup);

const no = (id: number) => `JH20261124${String(id).padStart(8, '0')}`;
const amountInput = (id: number) => screen.getByLabelText(`核销金额 ${no(id)}`) as HTMLInputElement;
const remainder = (id: number) => document.querySelector(`[data-remainder="${id}"]`)?.textContent;
const rowChecked = (id: number) => (document.querySelector(`[data-row-key="${id}"] input[type="checkbox"]`) as HTMLInputElement).checked;

/** Types `text` into the row's amount and leaves the input. */
function enter(id: number, text: string) {
  fireEvent.focus(amountInput(id));
  fireEvent.change(amountInput(id), { target: { value: text } });
  fireEvent.blur(amountInput(id));
}

async function openStory(Story: typeof Default, props: Partial<Parameters<typeof Default>[0]> = {}) {
  await Story.load();
  render(<Story {...props} />);
}

/** The date `days` before China's today, yyyy-MM-dd (an independent reckoning of the window). */
function chinaDate(daysBefore: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - daysBefore * 86_400_000).toISOString().slice(0, 10);
}

describe('WriteOffDialog stories', () => {
  it('Default: the first list request asks the last 90 days of app_time, page 0 of 50, newest first', async () => {
    await openStory(Default);
    await waitFor(() => expect(amountInput(101)).toBeTruthy());
    expect(bodiesTo(SEVER_LIST_PATH)).toEqual([
      {
        pageIndex: 0,
        pageSize: 50,
        sorts: [{ name: 'app_time', order: 'desc' }],
        terms: [{ column: 'app_time', termType: 'btw', type: 'and', value: [`${chinaDate(90)} 00:00:00`, `${chinaDate(0)} 23:59:59`] }],
      },
    ]);
  });

  it('Default: the remainder is available − entered, exactly, in the one amount format', async () => {
    await openStory(Default);
    await waitFor(() => expect(remainder(101)).toBe('0.3'));
    fireEvent.change(amountInput(101), { target: { value: '0.1' } });
    expect(remainder(101)).toBe('0.2');
    enter(104, '0.00001');
    expect(remainder(104)).toBe('100');
    enter(103, '0.00001');
    expect(remainder(103)).toBe('0');
    enter(102, '0.2');
    expect(remainder(102)).toBe('0');
  });

  it('Default: amounts in the one amount format, the currency by name', async () => {
    await openStory(Default);
    await waitFor(() => expect(amountInput(105)).toBeTruthy());
    const row = document.querySelector('[data-row-key="105"]')!;
    const cells = [...row.querySelectorAll('.ant-table-cell')].map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['5000000', '美元', '1250000.5', '25.00001%', '3749999.5']));
    expect(cells).not.toContain('502');
    expect(cells.some((text) => /\.\d*0$/.test(text ?? ''))).toBe(false);
  });

  it('Default: a negative entry becomes 0 on leaving and says so; an empty one becomes 0', async () => {
    await openStory(Default);
    await waitFor(() => expect(amountInput(101)).toBeTruthy());
    enter(101, '-5');
    expect(amountInput(101).value).toBe('0');
    expect(screen.getByText('核销金额不能小于0，已改为0')).toBeTruthy();
    expect(remainder(101)).toBe('0.3');
    // Typing again takes the note away.
    fireEvent.change(amountInput(101), { target: { value: '0.1' } });
    expect(screen.queryByText('核销金额不能小于0，已改为0')).toBeNull();
    enter(102, '0.1');
    enter(102, '');
    expect(amountInput(102).value).toBe('0');
  });

  it('Default: a 6th decimal or a letter stays as typed, red, with the reason', async () => {
    await openStory(Default);
    await waitFor(() => expect(amountInput(103)).toBeTruthy());
    enter(103, '0.000011');
    expect(amountInput(103).value).toBe('0.000011');
    expect(amountInput(103).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('核销金额最多5位小数')).toBeTruthy();
    expect(remainder(103)).toBe('');
    enter(104, '12a');
    expect(amountInput(104).value).toBe('12a');
    expect(screen.getByText('核销金额必须是数字')).toBeTruthy();
  });

  it('Default: 提交 with a refused amount names it and sends nothing; corrected, it goes', async () => {
    await openStory(Default);
    await waitFor(() => expect(amountInput(103)).toBeTruthy());
    enter(103, '0.000011');
    enter(104, '12a');
    enter(101, '0.1');
    fireEvent.click(buttonByText('提交'));
    expect(await screen.findByText(`请先修正核销金额：${no(103)} 核销金额最多5位小数；${no(104)} 核销金额必须是数字`)).toBeTruthy();
    expect(bodiesTo(VERIFICATION_APPLY_PATH)).toEqual([]);
    enter(103, '0.00001');
    enter(104, '12');
    fireEvent.click(buttonByText('提交'));
    await waitFor(() => expect(bodiesTo(VERIFICATION_APPLY_PATH)).toEqual([{ ids: [101, 103, 104], amount: ['0.1', '0.00001', '12'] }]));
  });

  it('Default: 提交 without a selection says 请选择操作数据！ and sends nothing', async () => {
    await openStory(Default);
    await waitFor(() => expect(amountInput(101)).toBeTruthy());
    fireEvent.click(buttonByText('提交'));
    expect(await screen.findByText('请选择操作数据！')).toBeTruthy();
    expect(bodiesTo(VERIFICATION_APPLY_PATH)).toEqual([]);
  });

  it('Default: entered rows are selected; 提交 sends ids and decimal strings in order, above-available included', async () => {
    const onDone = vi.fn();
    await openStory(Default, { onDone });
    await waitFor(() => expect(amountInput(101)).toBeTruthy());
    enter(102, '0.1');
    enter(101, '0.30000');
    enter(104, '200');
    expect([rowChecked(101), rowChecked(102), rowChecked(103), rowChecked(104)]).toEqual([true, true, false, true]);
    fireEvent.click(buttonByText('提交'));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(bodiesTo(VERIFICATION_APPLY_PATH)).toEqual([{ ids: [102, 101, 104], amount: ['0.1', '0.3', '200'] }]);
    expect(await screen.findByText('提交核销申请成功')).toBeTruthy();
  });

  it('Refused: the server names the application and amount; the dialog keeps every entered amount', async () => {
    const onDone = vi.fn();
    await openStory(Refused, { onDone });
    await waitFor(() => expect(amountInput(101)).toBeTruthy());
    enter(101, '0.4');
    enter(105, '1250000.00001');
    fireEvent.click(buttonByText('提交'));
    await waitFor(() => expect(feedback.warnings.map((warning) => warning.text)).toContain(stories.REFUSAL));
    expect(bodiesTo(VERIFICATION_APPLY_PATH)).toEqual([{ ids: [101, 105], amount: ['0.4', '1250000.00001'] }]);
    expect(onDone).not.toHaveBeenCalled();
    expect(amountInput(101).value).toBe('0.4');
    expect(amountInput(105).value).toBe('1250000.00001');
    expect(remainder(101)).toBe('-0.1');
    expect(remainder(105)).toBe('2499999.49999');
  });

  it('Default: 查询 sends the texts as eq terms with the window as btw, from page 0', async () => {
    await openStory(Default);
    await waitFor(() => expect(amountInput(101)).toBeTruthy());
    fireEvent.change(screen.getByLabelText('结汇申请编号'), { target: { value: ` ${no(102)} ` } });
    fireEvent.change(screen.getByLabelText('电商企业'), { target: { value: '深圳市前海优品跨境贸易有限公司' } });
    fireEvent.click(buttonByText('查询'));
    await waitFor(() => expect(bodiesTo(SEVER_LIST_PATH)).toHaveLength(2));
    expect(bodiesTo(SEVER_LIST_PATH)[1].terms).toEqual([
      { column: 'declare_no', termType: 'eq', type: 'and', value: no(102) },
      { column: 'ebc_name', termType: 'eq', type: 'and', value: '深圳市前海优品跨境贸易有限公司' },
      { column: 'app_time', termType: 'btw', type: 'and', value: [`${chinaDate(90)} 00:00:00`, `${chinaDate(0)} 23:59:59`] },
    ]);
  });

  it('Empty: no applications in the window', async () => {
    await openStory(Empty);
    await waitFor(() => expect(bodiesTo(SEVER_LIST_PATH)).toHaveLength(1));
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });

  it('ManyRows: 500 candidates, 50 a page, 共 500 条; an amount stays across pages', async () => {
    await openStory(ManyRows);
    await waitFor(() => expect(amountInput(1000)).toBeTruthy());
    // The body is virtual: the rows in view of the first page (of 50) are in the document.
    expect(document.querySelector('.ant-table-tbody-virtual')).toBeTruthy();
    expect(document.querySelector('[data-row-key="1050"]')).toBeNull();
    expect(bodiesTo(SEVER_LIST_PATH)[0]).toMatchObject({ pageIndex: 0, pageSize: 50 });
    expect(screen.getByText('共 500 条')).toBeTruthy();
    enter(1001, '0.5');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(amountInput(1050)).toBeTruthy());
    expect(bodiesTo(SEVER_LIST_PATH)[1]).toMatchObject({ pageIndex: 1, pageSize: 50 });
    fireEvent.click(screen.getByTitle('1'));
    await waitFor(() => expect(amountInput(1001)).toBeTruthy());
    // The amount and the selection stay with the application across pages.
    expect(amountInput(1001).value).toBe('0.5');
    expect(rowChecked(1001)).toBe(true);
  });
});
