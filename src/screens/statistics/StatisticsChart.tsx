// The figures over time (issue 14: users would rather look than read here): 票数 as columns,
// 货值（元） and 毛重（千克） as lines, per day for a range up to two months, per month beyond. Loaded on demand
// (StatisticsView imports it lazily) so that no other page pays for the chart library.
// The 票数 axis counts in whole steps from 0 (countTicks.ts); its ticks are also written on its
// figure (data-axis-ticks), since the chart itself is a canvas.
import { useMemo } from 'react';
import { Column, Line } from '@ant-design/plots';
import { seriesByPeriod } from './chartSeries.ts';
import { wholeTicks } from './countTicks.ts';
import type { StatisticsPoint } from '#core/statistics.ts';

export interface StatisticsChartProps {
  series: readonly StatisticsPoint[];
  begin: string;
  end: string;
  countTitle: string;
  valueTitle: string;
  weightTitle: string;
}

export default function StatisticsChart({ series, begin, end, countTitle, valueTitle, weightTitle }: StatisticsChartProps) {
  const { points, monthly } = seriesByPeriod(series, begin, end);
  const period = monthly ? '按月' : '按日';
  // The axis runs from 0 to its last whole tick, so no tick falls outside it.
  const countTicks = useMemo(() => wholeTicks(0, Math.max(0, ...points.map((point) => point.total))), [points]);
  const countScale = useMemo(() => ({ y: { domainMin: 0, domainMax: countTicks[countTicks.length - 1], tickMethod: () => countTicks } }), [countTicks]);
  const common = { xField: 'period', height: 240, autoFit: true, axis: { x: { labelAutoRotate: true, labelAutoHide: true } } };
  return (
    <div
      className="statistics-chart"
      data-testid="statistics-chart"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 16 }}
    >
      <figure style={{ margin: 0 }} aria-label={`${countTitle}（${period}）`} data-testid="statistics-count-chart" data-axis-ticks={countTicks.join(',')}>
        <figcaption style={{ fontWeight: 500, marginBottom: 4 }}>{`${countTitle}（${period}）`}</figcaption>
        <Column {...common} data={points} yField="total" scale={countScale} />
      </figure>
      <figure style={{ margin: 0 }} aria-label={`${valueTitle}（${period}）`}>
        <figcaption style={{ fontWeight: 500, marginBottom: 4 }}>{`${valueTitle}（${period}）`}</figcaption>
        <Line {...common} data={points} yField="goodsValue" point={{ size: 2 }} />
      </figure>
      <figure style={{ margin: 0 }} aria-label={`${weightTitle}（${period}）`}>
        <figcaption style={{ fontWeight: 500, marginBottom: 4 }}>{`${weightTitle}（${period}）`}</figcaption>
        <Line {...common} data={points} yField="grossWeight" point={{ size: 2 }} />
      </figure>
    </div>
  );
}
