// The settlement list stories as fixtures: the pages designers browse open the real settlement
// dialogs from their definitions' buttons.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { recordFeedback } from '../../testing/fakeApi.ts';
import { buttonByText, findOpenDialog } from '../../testing/portalQueries.ts';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { forgetBillDefinitions } from '../../engine/list/billDefinitionSource.ts';
import { forgetDictionaries } from '../../engine/form/dictionaryStore.ts';
import * as stories from './SettlementList.stories.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
installInlineComputedStyles();

// The stories' decorator reads the page's props from the context, which composeStories' generic
// decorator type does not know: the composed stories are used for run() only.
type Composed = Record<'Applications' | 'Verifications' | 'Empty', { run(): Promise<void> }>;
const { Applications, Verifications, Empty } = composeStories(stories as unknown as Parameters<typeof composeStories>[0], preview) as unknown as Composed;

beforeEach(() => {
  cleanup();
  recordFeedback();
  forgetBillDefinitions();
  forgetDictionaries();
});

describe('结汇申请与核销列表 stories', () => {
  it('Applications: 提交 of the application awaiting submission opens the bank dialog', async () => {
    await Applications.run();
    await screen.findByText('JH2025112000000002');
    const pending = [...document.querySelectorAll<HTMLElement>('[col-id="declareNoName"]')].find((cell) => cell.textContent === '待生成')!;
    const index = pending.closest('.ag-row')!.getAttribute('row-index');
    fireEvent.click(within(document.querySelector<HTMLElement>(`.ag-row[row-index="${index}"] [col-id="__operation"]`)!).getByText('提交'));
    const dialog = await findOpenDialog();
    expect(await within(dialog).findByText('请选择银行')).toBeTruthy();
  });

  it('Verifications: 申请核销 opens the write-off dialog with the candidates', async () => {
    await Verifications.run();
    await screen.findByText('100.1');
    fireEvent.click(buttonByText('申请核销'));
    const dialog = await findOpenDialog();
    await waitFor(() => expect(within(dialog).getAllByRole('textbox', { name: /^核销金额/ }).length).toBeGreaterThan(0));
  });

  it('Empty: no application, 共 0 条', async () => {
    await Empty.run();
    expect(await screen.findByText('共 0 条')).toBeTruthy();
  });
});
