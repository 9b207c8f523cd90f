import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { buttonByText } from '../../testing/portalQueries.ts';
import { setupUser } from '../../testing/user.ts';
import { CONFIRM_CLEAR_SEARCH } from './listMessages.ts';
import { SearchForm } from './SearchForm.tsx';
import { defaultFilterValues, describeFilters, termsFromValues, type FilterValues } from '#core/list/search-filters.ts';
import { exportOrderDefinition } from '#core/testing/bill-definitions.ts';
import { seedDictionary } from '../../testing/seedOptions.ts';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

const filters = describeFilters(exportOrderDefinition());
const defaults = defaultFilterValues(filters, new Date('2025-11-20T09:00:00+08:00'));

function renderForm(values: FilterValues = defaults, searching = false) {
  const onSearch = vi.fn();
  const onReset = vi.fn();
  render(
    <AppProviders>
      <SearchForm
        filters={filters}
        values={values}
        defaults={defaults}
        dictionaries={{ currency: seedDictionary('currency') }}
        onSearch={onSearch}
        onReset={onReset}
        searching={searching}
      />
    </AppProviders>,
  );
  return { onSearch, onReset };
}

describe('SearchForm (spec §2.4)', () => {
  it('shows a field per filter, starting with the default date window of spec §9 and saying so', () => {
    renderForm();
    for (const label of ['订单编号', '电商企业名称', '电商平台名称', '币制', '创建时间']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByDisplayValue('2024-11-20')).toBeTruthy();
    expect(screen.getByDisplayValue('2025-11-20')).toBeTruthy();
    expect(screen.getByText('默认查询近一年')).toBeTruthy();
  });

  it('drops the default-window note once the range holds other dates, and shows it again after 重置', async () => {
    renderForm({ ...defaults, createTime__btw: ['2025-01-01 00:00:00', '2025-01-31 23:59:59'] });
    expect(screen.getByDisplayValue('2025-01-01')).toBeTruthy();
    expect(screen.queryByText('默认查询近一年')).toBeNull();
    fireEvent.click(buttonByText('重置'));
    await screen.findByText(CONFIRM_CLEAR_SEARCH);
    fireEvent.click(buttonByText('确定'));
    expect(await screen.findByText('默认查询近一年')).toBeTruthy();
  });

  it('runs the search with Enter, turning text, dictionary choice and date range into terms', async () => {
    const user = setupUser();
    const { onSearch } = renderForm();
    fireEvent.mouseDown(screen.getByLabelText('币制'));
    fireEvent.click(await screen.findByTitle('美元'));
    await user.type(screen.getByLabelText('订单编号'), 'EO2025{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(termsFromValues(filters, onSearch.mock.calls[0][0])).toEqual([
      { column: 'order_no', termType: 'like', type: 'and', value: 'EO2025' },
      { column: 'currency', termType: 'eq', type: 'and', value: '502' },
      { column: 'create_time', termType: 'btw', type: 'and', value: ['2024-11-20 00:00:00', '2025-11-20 23:59:59'] },
    ]);
  });

  it('takes a new search while the last one is still loading (Enter and 查询 alike)', async () => {
    const user = setupUser();
    const { onSearch } = renderForm(defaults, true);
    await user.type(screen.getByLabelText('订单编号'), 'EO2025{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    await user.click(buttonByText('查询'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(2));
    expect(termsFromValues(filters, onSearch.mock.calls[1][0])[0]).toMatchObject({ column: 'order_no', value: 'EO2025' });
  });

  it('clears the conditions only after 此操作将清空查询条件, 是否继续?, back to the default window', async () => {
    const { onReset } = renderForm({ ...defaults, orderNo__like: 'EO9', createTime__btw: ['2025-01-01 00:00:00', '2025-01-31 23:59:59'] });
    expect(screen.getByDisplayValue('EO9')).toBeTruthy();
    fireEvent.click(buttonByText('重置'));
    expect(await screen.findByText(CONFIRM_CLEAR_SEARCH)).toBeTruthy();
    fireEvent.click(buttonByText('取消'));
    await waitFor(() => expect(screen.queryByText(CONFIRM_CLEAR_SEARCH)).toBeNull());
    expect(onReset).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('EO9')).toBeTruthy();

    fireEvent.click(buttonByText('重置'));
    await screen.findByText(CONFIRM_CLEAR_SEARCH);
    fireEvent.click(buttonByText('确定'));
    await waitFor(() => expect(onReset).toHaveBeenCalledWith(defaults));
    expect(screen.queryByDisplayValue('EO9')).toBeNull();
    expect(screen.getByDisplayValue('2024-11-20')).toBeTruthy();
  });
});
