// The /statistics stories as fixtures: each state renders what it says. The chart library draws
// on a canvas jsdom lacks: the chart is replaced by a list of its points here (the browser test
// draws the real one).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import preview from '../../../.storybook/preview.tsx';
import { queryButtonByText } from '../../testing/portalQueries.ts';
import * as stories from './StatisticsView.stories.tsx';

vi.mock('./StatisticsChart.tsx', () => ({
  default: ({ series }: { series: { date: string; total: number }[] }) => (
    <ul data-testid="statistics-chart">
      {series.map((point) => (
        <li key={point.date}>{`${point.date} ${point.total}`}</li>
      ))}
    </ul>
  ),
}));

afterEach(cleanup);
const { WithFigures, SortedByGoodsValue, BeforeQuery, NoFigures, Loading, QueryOnly } = composeStories(stories, preview);

const rows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
const totalsRow = () => document.querySelector('.statistics-totals');

describe('StatisticsView stories', () => {
  it('WithFigures: the tabs, the §3.11 columns, the rows, the 合计 row and the chart', async () => {
    render(<WithFigures />);
    expect([...document.querySelectorAll('.ant-tabs-tab')].map((tab) => tab.textContent)).toEqual(['电商企业', '电商平台', '区内企业']);
    const header = document.querySelector('.ant-table-thead')!.textContent;
    for (const title of ['出口日期', '申报海关', '海关代码', '企业名称', '企业代码', '业务模式', '票数', '货值（元）', '毛重（千克）'])
      expect(header).toContain(title);
    expect(rows()).toHaveLength(3);
    expect(totalsRow()!.textContent).toContain('合计');
    expect(totalsRow()!.textContent).toContain('3457.08');
    expect(totalsRow()!.textContent).toContain('23.13001');
    expect(await screen.findByTestId('statistics-chart')).toBeTruthy();
    expect(queryButtonByText('查询')).toBeTruthy();
    expect(queryButtonByText('导出')).toBeTruthy();
  }, 20_000);

  it('SortedByGoodsValue: the goods value column shows its sort', () => {
    render(<SortedByGoodsValue />);
    const sorted = document.querySelector('.ant-table-thead th[aria-sort]');
    expect(sorted?.textContent).toContain('货值（元）');
    expect(sorted?.getAttribute('aria-sort')).toBe('ascending');
  });

  it('BeforeQuery: the table asks for the terms, no totals and no chart', () => {
    render(<BeforeQuery />);
    expect(screen.getByText('请选择统计条件后点击查询')).toBeTruthy();
    expect(totalsRow()).toBeNull();
    expect(screen.queryByTestId('statistics-chart')).toBeNull();
  });

  it('NoFigures: 暂无统计数据', () => {
    render(<NoFigures />);
    expect(screen.getByText('暂无统计数据')).toBeTruthy();
    expect(totalsRow()).toBeNull();
  });

  it('Loading: the table spins', () => {
    render(<Loading />);
    expect(document.querySelector('.ant-spin-spinning')).toBeTruthy();
  });

  it('QueryOnly: no 导出', () => {
    render(<QueryOnly />);
    expect(queryButtonByText('查询')).toBeTruthy();
    expect(queryButtonByText('导出')).toBeNull();
  });
});
