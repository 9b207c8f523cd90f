// The chart's points from the answer's per-day series: every day of the range (a day without
// bills is 0) for a range up to MONTHLY_AFTER_DAYS, else one point per month. Goods values and gross
// weights are summed exactly as decimal text, and only turned into numbers for drawing.
import { sumDecimalTexts } from '#core/decimal-text.ts';
import { daysBetween, type StatisticsPoint } from '#core/statistics.ts';

export const MONTHLY_AFTER_DAYS = 62;

export interface ChartPoint {
  period: string;
  total: number;
  goodsValue: number;
  grossWeight: number;
}

export function seriesByPeriod(series: readonly StatisticsPoint[], begin: string, end: string): { points: ChartPoint[]; monthly: boolean } {
  const days = daysBetween(begin, end);
  const monthly = days.length > MONTHLY_AFTER_DAYS;
  const keyOf = (date: string) => (monthly ? date.slice(0, 7) : date);
  const empty = () => ({ total: 0, values: [] as string[], weights: [] as string[] });
  const periods = new Map<string, ReturnType<typeof empty>>();
  for (const day of days) if (!periods.has(keyOf(day))) periods.set(keyOf(day), empty());
  for (const point of series) {
    const period = periods.get(keyOf(point.date)) ?? empty();
    period.total += point.total;
    period.values.push(point.goodsValue);
    period.weights.push(point.grossWeight);
    periods.set(keyOf(point.date), period);
  }
  const points = [...periods].map(([period, { total, values, weights }]) => ({
    period,
    total,
    goodsValue: Number(sumDecimalTexts(values)),
    grossWeight: Number(sumDecimalTexts(weights)),
  }));
  return { points, monthly };
}
