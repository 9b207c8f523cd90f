import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchForm } from './SearchForm.tsx';
import { defaultFilterValues, describeFilters } from '#core/list/search-filters.ts';
import { exportOrderDefinition, withUi } from '#core/testing/bill-definitions.ts';
import { seedDictionary } from '../../testing/seedOptions.ts';

const now = new Date(2025, 10, 20, 16);
const orderFilters = describeFilters(exportOrderDefinition());
const orderDefaults = defaultFilterValues(orderFilters, now);
const everyControl = describeFilters(
  withUi(exportOrderDefinition(), (ui) => ({
    ...ui,
    list: {
      ...ui.list,
      filters: [
        { field: 'orderNo', op: 'like' },
        { field: 'currency', op: 'eq' },
        { field: 'currency', op: 'in' },
        { field: 'ebcName', op: 'in' },
        { field: 'goodsValue', op: 'btw' },
        { field: 'freight', op: 'gte' },
        { field: 'appTime', op: 'lte' },
        { field: 'createTime', op: 'btw', defaultWindow: '30d' },
      ],
    },
  })),
);

const meta = {
  title: '单据引擎/查询条件',
  component: SearchForm,
  args: {
    filters: orderFilters,
    values: orderDefaults,
    defaults: orderDefaults,
    dictionaries: { currency: seedDictionary('currency') },
    onSearch: () => {},
    onReset: () => {},
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 出口订单: text, dictionary select and the 7-day create-time window. */
export const ExportOrder: Story = {};

/** Every control kind a filter can get: like, eq, in (select and tags), number range, gte, lte, date range. */
export const EveryControl: Story = {
  args: { filters: everyControl, values: defaultFilterValues(everyControl, now), defaults: defaultFilterValues(everyControl, now) },
};

export const Searching: Story = { args: { searching: true } };

/**
 * Folded (issue 23 point 7): the first row of conditions, 展开 saying how many hidden ones hold a
 * value (the default creation window). The choice is kept per user; this story starts folded.
 */
export const Folded: Story = {
  beforeEach: () => {
    localStorage.setItem('portal.searchFolded:', '1');
    return () => localStorage.removeItem('portal.searchFolded:');
  },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
};
