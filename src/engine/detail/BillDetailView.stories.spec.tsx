// The detail-page stories designers browse are the page a user gets: each renders its case.
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
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
type Composed = Record<'ViewMode' | 'AddMode' | 'ReadOnlyUser' | 'NotFound' | 'ChangedByAnother', { run(): Promise<void> }>;
const { ViewMode, AddMode, ReadOnlyUser, NotFound, ChangedByAnother } = composeStories(
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

  it('NotFound says the page could not load and offers to retry', async () => {
    await NotFound.run();
    expect(await screen.findByText(MSG_LOAD_FAILED)).toBeTruthy();
    expect(buttonNamed('重试')).toBeTruthy();
  });
});
