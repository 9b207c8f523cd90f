import { describe, expect, it } from 'vitest';
import { MONTHLY_AFTER_DAYS, seriesByPeriod } from './chartSeries.ts';

const point = (date: string, total: number, goodsValue: string, grossWeight: string) => ({ date, total, goodsValue, grossWeight });

describe('the chart points', () => {
  it('has every day of a short range, a day without bills at 0, and the exact sums of value and weight', () => {
    const { points, monthly } = seriesByPeriod([point('2026-11-01', 2, '0.1', '0.00001'), point('2026-11-03', 1, '0.2', '1.5')], '2026-11-01', '2026-11-03');
    expect(monthly).toBe(false);
    expect(points).toEqual([
      { period: '2026-11-01', total: 2, goodsValue: 0.1, grossWeight: 0.00001 },
      { period: '2026-11-02', total: 0, goodsValue: 0, grossWeight: 0 },
      { period: '2026-11-03', total: 1, goodsValue: 0.2, grossWeight: 1.5 },
    ]);
  });

  it(`goes by month beyond ${MONTHLY_AFTER_DAYS} days, summing each month's days exactly`, () => {
    const { points, monthly } = seriesByPeriod(
      [point('2026-01-05', 1, '0.1', '0.1'), point('2026-01-20', 2, '0.2', '0.2'), point('2026-03-01', 3, '1', '2.25')],
      '2026-01-01',
      '2026-03-31',
    );
    expect(monthly).toBe(true);
    expect(points).toEqual([
      { period: '2026-01', total: 3, goodsValue: 0.3, grossWeight: 0.3 },
      { period: '2026-02', total: 0, goodsValue: 0, grossWeight: 0 },
      { period: '2026-03', total: 3, goodsValue: 1, grossWeight: 2.25 },
    ]);
  });
});
