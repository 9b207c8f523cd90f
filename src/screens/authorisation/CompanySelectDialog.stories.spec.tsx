// The company-selection dialog's stories as fixtures: no search without a name, 申请 only with a
// company chosen, and 申请 hands the chosen company over.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { buttonByText } from '../../testing/portalQueries.ts';
import * as stories from './CompanySelectDialog.stories.tsx';
import { sampleCompanies } from './sampleCompanies.ts';

afterEach(cleanup);
const { Empty, NothingFound } = composeStories(stories, preview);

const applyButton = () => buttonByText('申请') as HTMLButtonElement;

describe('CompanySelectDialog stories', () => {
  it('Empty: 查询 without a name asks for one and does not search; 申请 is disabled', async () => {
    const search = vi.fn(async () => sampleCompanies);
    render(<Empty search={search} />);
    expect(applyButton().disabled).toBe(true);
    fireEvent.click(buttonByText('查询'));
    await screen.findByText('请输入企业名称');
    expect(search).not.toHaveBeenCalled();
  });

  it('Empty: a name finds companies; choosing one enables 申请, which hands it over', async () => {
    const onApply = vi.fn(async () => true);
    const onClose = vi.fn();
    render(<Empty onApply={onApply} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '前海' } });
    fireEvent.click(buttonByText('查询'));
    fireEvent.click(await screen.findByText('深圳市前海优品跨境贸易有限公司'));
    await waitFor(() => expect(applyButton().disabled).toBe(false));
    fireEvent.click(applyButton());
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ companyCode: '91310000JAX0JQHC06', companyName: '深圳市前海优品跨境贸易有限公司' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('NothingFound: an empty table, 申请 stays disabled', async () => {
    render(<NothingFound />);
    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '不存在' } });
    fireEvent.click(buttonByText('查询'));
    await waitFor(() => expect(document.querySelector('.ant-table-placeholder')).toBeTruthy());
    expect(applyButton().disabled).toBe(true);
  });
});
