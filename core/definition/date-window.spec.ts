import { describe, expect, it } from 'vitest';
import { calendarDateOf, capFebruary, chinaToday, defaultDateWindow, isLeapYear } from './date-window.ts';

describe('default create-time window', () => {
  const today = { year: 2024, month: 6, day: 15 };

  it('covers the last 7 days, 30 days or year, from 00:00:00 to 23:59:59', () => {
    expect(defaultDateWindow('7d', today)).toEqual({ begin: '2024-06-08 00:00:00', end: '2024-06-15 23:59:59' });
    expect(defaultDateWindow('30d', today)).toEqual({ begin: '2024-05-16 00:00:00', end: '2024-06-15 23:59:59' });
    expect(defaultDateWindow('1y', today)).toEqual({ begin: '2023-06-15 00:00:00', end: '2024-06-15 23:59:59' });
  });

  it('gives no window for "none"', () => {
    expect(defaultDateWindow('none', today)).toBeNull();
  });

  it('crosses month and year ends', () => {
    expect(defaultDateWindow('7d', { year: 2024, month: 1, day: 3 })?.begin).toBe('2023-12-27 00:00:00');
    expect(defaultDateWindow('30d', { year: 2023, month: 3, day: 1 })?.begin).toBe('2023-01-30 00:00:00');
  });

  it('caps a February day beyond 28 at 28 in a non-leap year', () => {
    expect(defaultDateWindow('1y', { year: 2024, month: 2, day: 29 })).toEqual({
      begin: '2023-02-28 00:00:00',
      end: '2024-02-29 23:59:59',
    });
    expect(capFebruary({ year: 2023, month: 2, day: 30 })).toEqual({ year: 2023, month: 2, day: 28 });
    expect(capFebruary({ year: 2024, month: 2, day: 30 })).toEqual({ year: 2024, month: 2, day: 29 });
    expect(capFebruary({ year: 2023, month: 3, day: 31 })).toEqual({ year: 2023, month: 3, day: 31 });
  });

  it('knows the leap years', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
  });

  it('reads the local calendar date of a moment', () => {
    // Beijing's date, whatever the clock's zone: 15:59 UTC is 23:59 in Beijing, 16:00 UTC the next day.
    expect(calendarDateOf(new Date('2024-02-29T15:59:00Z'))).toEqual({ year: 2024, month: 2, day: 29 });
    expect(calendarDateOf(new Date('2024-02-29T16:00:00Z'))).toEqual({ year: 2024, month: 3, day: 1 });
    expect(chinaToday(new Date('2026-11-22T17:31:00Z'))).toBe('2026-11-23');
  });
});
