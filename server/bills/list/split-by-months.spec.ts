// A tally question's whole days as whole months (the month tally) and the days around them.
import { describe, expect, it } from 'vitest';
import { splitByMonths } from './tally-counts.ts';

describe('splitByMonths', () => {
  it('reads the months wholly inside, and the days of the part-months at either end', () => {
    expect(splitByMonths('2024-04-26', '2024-07-09')).toEqual({
      days: [
        ['2024-04-26', '2024-04-30'],
        ['2024-07-01', '2024-07-09'],
      ],
      months: ['2024-05', '2024-06'],
    });
  });

  it('needs no day at all from a first day to a last day (February of a leap year too)', () => {
    expect(splitByMonths('2024-01-01', '2024-02-29')).toEqual({ days: [], months: ['2024-01', '2024-02'] });
    expect(splitByMonths('2023-12-01', '2023-12-31')).toEqual({ days: [], months: ['2023-12', '2023-12'] });
  });

  it('keeps the days when no month is whole', () => {
    expect(splitByMonths('2024-06-02', '2024-06-30')).toEqual({ days: [['2024-06-02', '2024-06-30']], months: null });
    expect(splitByMonths('2024-06-01', '2024-06-29')).toEqual({ days: [['2024-06-01', '2024-06-29']], months: null });
    expect(splitByMonths('2024-05-31', '2024-06-01')).toEqual({ days: [['2024-05-31', '2024-06-01']], months: null });
  });

  it('leaves an unbounded side to the months, across a year end', () => {
    expect(splitByMonths(null, '2025-01-15')).toEqual({ days: [['2025-01-01', '2025-01-15']], months: [null, '2024-12'] });
    expect(splitByMonths('2024-12-15', null)).toEqual({ days: [['2024-12-15', '2024-12-31']], months: ['2025-01', null] });
    expect(splitByMonths(null, null)).toEqual({ days: [], months: [null, null] });
  });
});
