// The list's story as a fixture: the generic list page hands 核验结果 to the subsidy dialog —
// the approved row's results, the other row's notice — and 查看 goes to the detail page by id.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { installInlineComputedStyles } from '../../testing/inlineStyles.ts';
import { forgetBillDefinitions } from '../../engine/list/billDefinitionSource.ts';
import * as stories from './SubsidyList.stories.tsx';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
installInlineComputedStyles();
afterEach(() => {
  cleanup();
  forgetBillDefinitions();
});
// The stories' decorator reads the page's props from the context, which composeStories' generic
// decorator type does not know: the composed stories are used for run() only.
type Composed = Record<'Applications', { run(): Promise<void> }>;
const { Applications } = composeStories(stories as unknown as Parameters<typeof composeStories>[0], preview) as unknown as Composed;

/** The operation-column button `label` of the row at `index`. */
async function rowAction(index: number, label: string) {
  const row = await waitFor(() => {
    const found = document.querySelector(`.ag-row[row-index="${index}"] [col-id="__operation"]`);
    if (!found) throw new Error('no row yet');
    return found as HTMLElement;
  });
  fireEvent.click(within(row).getByRole('button', { name: new RegExp([...label].join('\\s*')) }));
}

describe('SubsidyList stories', () => {
  it('核验结果 of the approved application lists its results; of the other one the notice', async () => {
    await Applications.run();
    await rowAction(0, '核验结果');
    const results = await screen.findByTestId('subsidy-results');
    await within(results).findByText('共 23 条');
    fireEvent.click(screen.getByRole('button', { name: /Close|关闭/ }));
    await waitFor(() => expect(screen.queryByTestId('subsidy-results')).toBeNull());
    await rowAction(1, '核验结果');
    expect(await screen.findByText('数据核验申请已收到，正在处理中，请耐心等待反馈核验结果！')).toBeTruthy();
  });

  it('查看 goes to the detail page of the row', async () => {
    await Applications.run();
    await rowAction(0, '查看');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rewardApplication/apply/detail?id=7'));
  });
});
