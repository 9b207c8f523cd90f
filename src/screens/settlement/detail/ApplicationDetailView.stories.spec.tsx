// The detail page's stories as fixtures: the selection warnings of §5.3, the body of an add
// call and the totals that follow, 待生成, the delete confirmation, view mode without add and
// delete, the add form and a malformed address; coded values by name and one amount format
// (issue 23 point 4).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../../.storybook/preview.tsx';
import { buttonByText, queryButtonByText } from '../../../testing/portalQueries.ts';
import * as stories from './ApplicationDetailView.stories.tsx';
import { fakeServer, sampleBills } from './sampleApplication.ts';
import { installDictionaries } from '../fakeDictionaries.ts';
import { forgetDictionaries } from '../../../engine/form/dictionaryStore.ts';
import { clearHttpCache } from '../../../http/index.ts';
import { installInlineComputedStyles } from '../../../testing/inlineStyles.ts';

installInlineComputedStyles();

// AG Grid in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
beforeEach(() => {
  forgetDictionaries();
  clearHttpCache();
  installDictionaries();
});
afterEach(cleanup);
const { Edit, View, Add, AddWithoutAuthorisation, BadAddress } = composeStories(stories, preview);

/**
 * Polls `check` until it passes. Not waitFor: with AG Grid mounted, testing-library's
 * MutationObserver-driven checks take seconds each in jsdom; a plain timer loop does not. The
 * grid renders in jsdom in 10–25 s on a loaded 2-core machine, so the patience is generous: the
 * test judges what shows, not how fast (the test's own limit is 120 s).
 */
async function until(check: () => unknown, timeout = 90_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if (check() !== false) return;
    } catch (error) {
      if (Date.now() - started > timeout) throw error;
    }
    if (Date.now() - started > timeout) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const shows = (wanted: string) => until(() => expect(document.body.textContent).toContain(wanted));
const rowCheckbox = (index: number) =>
  [...document.querySelectorAll<HTMLElement>(`[role="tabpanel"]:not([aria-hidden="true"]) .ag-row[row-index="${index}"]`)]
    .map((row) => row.querySelector<HTMLInputElement>('.ag-selection-checkbox input'))
    .find((input) => input !== null) ?? null;
const text = (testId: string) => screen.getByTestId(testId).textContent;

async function select(...indexes: number[]) {
  await until(() => expect(rowCheckbox(indexes[indexes.length - 1])).toBeTruthy());
  for (const index of indexes) fireEvent.click(rowCheckbox(index)!);
  await shows(`已选择 ${indexes.length} 条`);
}

describe('ApplicationDetailView stories', () => {
  it('Edit: 待生成, 添加 without a selection warns, then sends the chosen ids in the listed window and shows the new totals', async () => {
    const server = fakeServer({ bills: sampleBills.slice(0, 8), attached: sampleBills.slice(8) });
    render(<Edit calls={server.calls} />);
    await shows('INV2026000001');
    expect(text('declare-no')).toBe('待生成');
    expect(text('total-count')).toBe('4');
    fireEvent.click(buttonByText('添加'));
    await shows('请选择需要添加的清单');
    expect(server.sent).toEqual([]);

    await select(0, 1);
    fireEvent.click(buttonByText('添加'));
    await shows('操作成功！');
    expect(server.sent).toHaveLength(1);
    const body = server.sent[0].body as { declareId: number; ids: number[]; startTime: string; endTime: string };
    expect(body.declareId).toBe(7);
    expect(body.ids.sort()).toEqual([101, 102]);
    expect(body.startTime).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(body.endTime).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    // 4 attached (0.1 + 0.2 + 100.00001 + 59.9) plus 0.1 and 0.2: the server's exact total.
    await until(() => expect(text('total-count')).toBe('6'));
    expect(text('total-amount')).toBe('160.50001');
  });

  it('Edit: 删除 on the attached bills warns without a selection, asks first, then detaches', async () => {
    const server = fakeServer({ bills: [], attached: sampleBills.slice(0, 3) });
    render(<Edit calls={server.calls} />);
    await shows('已添加清单');
    fireEvent.click(screen.getByText('已添加清单'));
    await shows('INV2026000001');
    fireEvent.click(buttonByText('删除'));
    await shows('请选择需要删除的清单');
    await select(0);
    fireEvent.click(buttonByText('删除'));
    await shows('确定从结汇申请中删除所选的 1 张清单吗？');
    expect(server.sent).toEqual([]);
    fireEvent.click(buttonByText('确定'));
    await shows('操作成功！');
    expect(server.sent).toEqual([{ call: 'detach', body: { declareId: 7, ids: [expect.any(Number)] } }]);
    await until(() => expect(text('total-count')).toBe('2'));
  });

  it('Edit: 详情 opens the bill with its goods lines', async () => {
    render(<Edit calls={fakeServer({ bills: sampleBills.slice(0, 2) }).calls} />);
    await shows('INV2026000001');
    await until(() => expect(queryButtonByText('详情')).toBeTruthy());
    fireEvent.click(buttonByText('详情'));
    await shows('清单详情');
    await shows('保温杯');
  });

  it('Edit: an attached bill’s 贸易方式 and currency by name, its amount and lines in the one amount format', async () => {
    render(<Edit calls={fakeServer({ bills: [], attached: sampleBills.slice(1, 2) }).calls} />);
    await shows('已添加清单');
    fireEvent.click(screen.getByText('已添加清单'));
    await shows('INV2026000002');
    const cell = (colId: string) =>
      document.querySelector(`[role="tabpanel"]:not([aria-hidden="true"]) .ag-row[row-index="0"] [col-id="${colId}"]`)?.textContent;
    await until(() => expect(cell('tradeMode')).toBe('电子商务'));
    expect(cell('currency')).toBe('人民币');
    expect(cell('amount')).toBe('0.2');
    // The details: 贸易方式 with its code where it stands alone, the line's unit and currency by name.
    fireEvent.click(buttonByText('详情'));
    await shows('保温杯');
    const drawer = () => document.querySelector('.ant-drawer')!;
    await until(() => expect(drawer().textContent).toContain('电子商务(9610)'));
    expect(drawer().textContent).toContain('人民币(142)');
    const line = () => [...drawer().querySelectorAll('.ant-table-tbody tr.ant-table-row td')].map((td) => td.textContent);
    await until(() => expect(line()).toEqual(['1', 'SKU102', '保温杯', '9617001100', '500ml', '2', '件', '1', '0.2', '人民币']));
  });

  it('View: the number, only the attached bills, no 添加 and no 删除', async () => {
    render(<View />);
    await shows('INV2026000001');
    expect(text('declare-no')).toBe('JH2026111800000008');
    expect(screen.queryByText('可添加清单')).toBeNull();
    expect(screen.getByText('已添加清单')).toBeTruthy();
    expect(queryButtonByText('添加')).toBeNull();
    expect(queryButtonByText('删除')).toBeNull();
  });

  it('View: the header’s total in the one amount format and its currency as 人民币(142)', async () => {
    render(<View />);
    await until(() => expect(text('declare-no')).toBe('JH2026111800000008'));
    await until(() => expect(text('total-amount')).toBe('0.3'));
    expect(screen.getByText('人民币(142)')).toBeTruthy();
  });

  it('Add: the chosen company, direction and note are saved', async () => {
    const server = fakeServer();
    const create = vi.spyOn(server.calls, 'create');
    const onCreated = vi.fn();
    render(<Add calls={server.calls} onCreated={onCreated} />);
    await shows('新增结汇申请');
    fireEvent.click(await screen.findByLabelText('进口'));
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '  试一下 ' } });
    fireEvent.click(buttonByText('保存'));
    await waitFor(() => expect(create).toHaveBeenCalledWith({ ebcCode: '91330100MA2H3K7P5L', ieType: 'IMP', note: '试一下' }));
    await shows('保存成功！');
    expect(onCreated).toHaveBeenCalled();
  });

  it('AddWithoutAuthorisation: says so and links to the authorisation page', async () => {
    const onAuthorise = vi.fn();
    render(<AddWithoutAuthorisation onAuthorise={onAuthorise} />);
    await shows('暂无授权本企业结汇的电商企业，请先申请结汇授权');
    fireEvent.click(buttonByText('去申请结汇授权'));
    expect(onAuthorise).toHaveBeenCalled();
  });

  it('BadAddress: a clear error and 返回', async () => {
    const onBack = vi.fn();
    render(<BadAddress onBack={onBack} />);
    expect(screen.getByText('页面参数不正确，无法打开结汇申请')).toBeTruthy();
    fireEvent.click(buttonByText('返回'));
    expect(onBack).toHaveBeenCalled();
  });
});
