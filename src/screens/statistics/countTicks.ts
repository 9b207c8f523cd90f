// The ticks of the 票数 axis (issue 23 point 7): a count of bills is whole, so its axis counts in
// whole steps (1, 2, 5, 10, 20, 50…) from 0, never 0.5 票. The chart's scale asks this method
// (G2's tickMethod: the domain's ends and about how many ticks it wants).

/** The smallest step of 1, 2 or 5 times a power of ten that is at least `rough` (and at least 1). */
export function wholeStep(rough: number): number {
  if (!(rough > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [1, 2, 5, 10]) if (factor * power >= rough) return factor * power;
  return 10 * power;
}

/** Whole-number ticks covering [min, max] in about `count` steps. */
export function wholeTicks(min: number, max: number, count = 5): number[] {
  const low = Math.floor(Math.min(min, max));
  const high = Math.ceil(Math.max(min, max));
  if (!Number.isFinite(low) || !Number.isFinite(high)) return [0];
  if (high === low) return [low, low + 1];
  const step = wholeStep((high - low) / Math.max(1, count));
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick <= high + step / 2 && ticks.length < 1000; tick += step) ticks.push(tick);
  if (ticks[ticks.length - 1] < high) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}
