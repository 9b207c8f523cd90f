// The detail-page stories designers browse are the page a user gets: each renders its case.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { recordFeedback } from '../../testing/fakeApi.ts';
import { forgetBillDefinitions } from '../list/billDefinitionSource.ts';
import { forgetDictionaries } from '../form/dictionaryStore.ts';
import * as stories from './BillDetailView.stories.tsx';
import { DETAIL_SPEC_TIMEOUT, installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { buttonNamed, clickButton, confirmDialog } from '../../testing/detailQueries.ts';
import { MSG_LOAD_FAILED } from './detailMessages.ts';

configure({ asyncUtilTimeout: 8000 });
installInlineComputedStyles(DETAIL_SPEC_TIMEOUT);

// The stories' decorator reads the page's own props from the context, which composeStories'
// generic decorator type does not know: the composed stories are used for run() only.
type Composed = Record<
  'ViewMode' | 'AddMode' | 'ReadOnlyUser' | 'NotFound' | 'ChangedByAnother' | 'Editing' | 'OrderWithoutLines' | 'OrderLinesAddUp',
  { run(): Promise<void> }
>;
const { ViewMode, AddMode, ReadOnlyUser, NotFound, ChangedByAnother, Editing, OrderWithoutLines, OrderLinesAddUp } = composeStories(
  stories as unknown as Parameters<typeof composeStories>[0],
  preview,
) as unknown as Composed;

beforeEach(() => {
  cleanup();
  recordFeedback();
  forgetBillDefinitions();
  forgetDictionaries();
});

describe('单据详情页 stories', () => {
  it('ViewMode shows the stored declaration as text with 编辑', async () => {
    await ViewMode.run();
    expect(await screen.findByText('ED202506150001')).toBeTruthy();
    expect(buttonNamed('编辑')).toBeTruthy();
  });

  it('AddMode opens editable with the agent taken from the company', async () => {
    await AddMode.run();
    const agent = (await screen.findAllByDisplayValue('广州穗通跨境供应链管理有限公司'))[0];
    expect(agent).toBeTruthy();
  });

  it('ReadOnlyUser has no 编辑 button', async () => {
    await ReadOnlyUser.run();
    await screen.findByText('ED202506150001');
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
  });

  it('ChangedByAnother: a save says the bill was changed meanwhile and offers to load it again', async () => {
    await ChangedByAnother.run();
    await screen.findByText('ED202506150001');
    await clickButton('编辑');
    await clickButton('保存');
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeTruthy());
    await confirmDialog();
    expect(await screen.findByText(/该单据已被他人修改/)).toBeTruthy();
    expect(buttonNamed('重新加载')).toBeTruthy();
    expect(buttonNamed('继续编辑')).toBeTruthy();
  });

  it('NotFound says the page could not load and why, and offers 返回列表 and 重试', async () => {
    await NotFound.run();
    expect(await screen.findByText(MSG_LOAD_FAILED)).toBeTruthy();
    expect(screen.getByText('单据不存在或已被删除')).toBeTruthy();
    expect(buttonNamed('返回列表')).toBeTruthy();
    expect(buttonNamed('重试')).toBeTruthy();
  });

  it('OrderWithoutLines: 保存并申报 says the order needs a goods line, asks nothing and sends nothing', async () => {
    await OrderWithoutLines.run();
    await screen.findByText('EO202506150001');
    await clickButton('编辑');
    await clickButton('保存并申报');
    expect(await screen.findByText('出口订单至少需要一条商品信息后才能申报')).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
  });

  it('OrderLinesAddUp: a changed 数量 gives the line its 总价 and the order its 商品价格', async () => {
    await OrderLinesAddUp.run();
    await screen.findByText('EO202506150001');
    await clickButton('编辑');
    const line = await waitFor(() => {
      const found = document.querySelector('.ag-row[row-index="0"] [col-id="itemName"]');
      expect(found).toBeTruthy();
      return found!;
    });
    fireEvent.click(line);
    const quantity = await waitFor(() => {
      const found = document.getElementById('line_qty') as HTMLInputElement | null;
      expect(found).toBeTruthy();
      return found!;
    });
    await act(async () => {
      fireEvent.change(quantity, { target: { value: '3' } });
    });
    await waitFor(() => expect((document.getElementById('line_totalPrice') as HTMLInputElement).value).toBe('1200'));
    await waitFor(() => expect((document.getElementById('root_goodsValue') as HTMLInputElement).value).toBe('1200'));
  });

  it('Editing: a changed field makes 取消 ask, and nothing asks while unchanged', async () => {
    await Editing.run();
    await clickButton('取消');
    await waitFor(() => expect(buttonNamed('编辑')).toBeTruthy());
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    await clickButton('编辑');
    const field = document.querySelector<HTMLInputElement>('input#root_note, .bill-field input[type="text"]:not([readonly])');
    expect(field).toBeTruthy();
    fireEvent.change(field as HTMLInputElement, { target: { value: `${(field as HTMLInputElement).value}改` } });
    fireEvent.blur(field as HTMLInputElement);
    await clickButton('取消');
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('当前修改尚未保存'));
  });
});
