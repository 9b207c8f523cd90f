// The bank dialog's stories as fixtures: the bank is required, 提交 sends { id, bankCode, note },
// a refusal keeps the dialog with what was typed, and anything but one row cannot be submitted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../../.storybook/preview.tsx';
import { recordFeedback, type FeedbackLog } from '../../../testing/fakeApi.ts';
import { buttonByText } from '../../../testing/portalQueries.ts';
import { forgetDictionaries } from '../../../engine/form/dictionaryStore.ts';
import { clearHttpCache } from '../../../http/index.ts';
import * as stories from './SettlementSubmitDialog.stories.tsx';
import { bodiesTo } from './fakeSettlementServer.ts';
import { DECLARATION_PATH } from './settlementDialogApi.ts';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });
const { Default, Refused, TwoRows, WholeAmount } = composeStories(stories, preview);

let feedback: FeedbackLog;
beforeEach(() => {
  feedback = recordFeedback();
  forgetDictionaries();
  clearHttpCache();
});
afterEach(cleanup);

/** The value beside a label of the application's summary. */
const shown = (label: string) => screen.getByText(label).closest('.ant-descriptions-item-label')?.nextElementSibling?.textContent;
const submitButton = () => buttonByText('提交') as HTMLButtonElement;

async function chooseBank(name: string) {
  fireEvent.mouseDown(screen.getByLabelText('银行'));
  fireEvent.click(await screen.findByTitle(name));
}

describe('SettlementSubmitDialog stories (§2.6, §4.1, §7.7)', () => {
  it('Default shows what is submitted: 待生成, the commerce company, the total and its currency by name', async () => {
    await Default.load();
    render(<Default />);
    expect(screen.getByText('待生成')).toBeTruthy();
    expect(screen.getByText('深圳市前海优品跨境贸易有限公司')).toBeTruthy();
    expect(shown('总金额')).toBe('1234.56789');
    expect(shown('币制')).toBe('美元(502)');
  });

  it('WholeAmount: 2000 as 2000, not 2000.00000', async () => {
    await WholeAmount.load();
    render(<WholeAmount />);
    expect(shown('总金额')).toBe('2000');
  });

  it('Default: 提交 without a bank says 请选择银行 and sends nothing', async () => {
    await Default.load();
    render(<Default />);
    fireEvent.click(submitButton());
    expect(await screen.findByText('请选择银行', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(bodiesTo(DECLARATION_PATH)).toEqual([]);
  });

  it('Default: a bank and a note → { id, bankCode, note }, 操作成功！, onDone', async () => {
    await Default.load();
    const onDone = vi.fn();
    render(<Default onDone={onDone} />);
    await chooseBank('中国银行');
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '  十一月结汇  ' } });
    expect(document.querySelector('.ant-input-data-count')?.textContent?.replace(/\s/g, '')).toBe('9/500');
    fireEvent.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(bodiesTo(DECLARATION_PATH)).toEqual([{ id: 7, bankCode: '104', note: '十一月结汇' }]);
    expect(await screen.findByText('操作成功！')).toBeTruthy();
  });

  it('Refused: the server says why, the dialog stays with the bank and the note', async () => {
    await Refused.load();
    const onDone = vi.fn();
    render(<Refused onDone={onDone} />);
    await chooseBank('中国工商银行');
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '备注内容' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(feedback.warnings.map((warning) => warning.text)).toContain(stories.REFUSAL));
    await waitFor(() => expect(submitButton().classList.contains('ant-btn-loading')).toBe(false));
    expect(onDone).not.toHaveBeenCalled();
    expect((screen.getByLabelText('备注') as HTMLTextAreaElement).value).toBe('备注内容');
    // The chosen bank stands in the select itself (not only in its dropdown).
    expect(screen.getAllByTitle('中国工商银行').some((element) => !element.closest('.ant-select-dropdown'))).toBe(true);
    expect(bodiesTo(DECLARATION_PATH)).toEqual([{ id: 7, bankCode: '102', note: '备注内容' }]);
  });

  it('TwoRows: 请选择一条数据 and 提交 disabled', async () => {
    await TwoRows.load();
    render(<TwoRows />);
    expect(screen.getByText('请选择一条数据')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });
});
