import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatisticsView } from './StatisticsView.tsx';
import { sampleAnswer, sampleOptions, statisticsDefinition } from './sampleStatistics.ts';

// /statistics: the three tabs, the filters, 查询 / 导出, the sortable table with its 合计 row and the chart.
const meta = {
  title: '页面/业务统计',
  component: StatisticsView,
  args: {
    definition: statisticsDefinition,
    tab: 'ebcStatistics',
    values: { begin: '2025-01-01', end: '2025-12-31', tradeMode: '9610', customsCode: '' },
    options: sampleOptions,
    status: 'ready',
    answer: sampleAnswer,
    shownRange: { begin: '2025-01-01', end: '2025-12-31' },
    sort: { field: 'total', order: 'desc' },
    page: { pageIndex: 0, pageSize: 50 },
    permissions: { query: true, export: true },
    exporting: false,
    onTab: () => {},
    onValues: () => {},
    onQuery: () => {},
    onExport: () => {},
    onSort: () => {},
    onPage: () => {},
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#fff', minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatisticsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year of figures: rows, the 合计 row with exact sums, the chart by month. */
export const WithFigures: Story = {};

/** Sorted by 货值（元）, ascending. */
export const SortedByGoodsValue: Story = { args: { sort: { field: 'goodsValue', order: 'asc' } } };

/** Before the first query: the terms wait, the table asks for them. */
export const BeforeQuery: Story = { args: { status: 'idle', answer: null, shownRange: null, values: { begin: '', end: '', tradeMode: '', customsCode: '' } } };

/** The query found nothing: 暂无统计数据, no totals row, no chart. */
export const NoFigures: Story = { args: { answer: { datas: [], total: 0, sum: { total: 0, goodsValue: '0', grossWeight: '0' }, series: [] } } };

/** The query is running. */
export const Loading: Story = { args: { status: 'loading', answer: null, shownRange: null } };

/** A user without the export code: 查询 only. */
export const QueryOnly: Story = { args: { permissions: { query: true, export: false } } };
