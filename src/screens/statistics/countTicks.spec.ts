// The 票数 axis counts in whole steps (issue 23 point 7).
import { describe, expect, it } from 'vitest';
import { wholeStep, wholeTicks } from './countTicks.ts';

describe('wholeTicks', () => {
  it('gives whole ticks for a few bills, where a plain scale would give 0.5', () => {
    expect(wholeTicks(0, 1)).toEqual([0, 1]);
    expect(wholeTicks(0, 2)).toEqual([0, 1, 2]);
    expect(wholeTicks(0, 3, 5)).toEqual([0, 1, 2, 3]);
    expect(wholeTicks(0, 2.4)).toEqual([0, 1, 2, 3]);
  });

  it('steps by 1, 2 or 5 times a power of ten for more bills', () => {
    expect(wholeTicks(0, 12, 5)).toEqual([0, 5, 10, 15]);
    expect(wholeTicks(0, 1000, 5)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(wholeStep(0.3)).toBe(1);
    expect(wholeStep(3)).toBe(5);
    expect(wholeStep(11)).toBe(20);
  });

  it('keeps an empty or flat series drawable', () => {
    expect(wholeTicks(0, 0)).toEqual([0, 1]);
    expect(wholeTicks(Number.NaN, 1)).toEqual([0]);
    for (const ticks of [wholeTicks(0, 7), wholeTicks(3, 97, 4)]) expect(ticks.every(Number.isInteger)).toBe(true);
  });
});
