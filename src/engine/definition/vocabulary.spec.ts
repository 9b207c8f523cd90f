import { describe, expect, it } from 'vitest';
import { isBillDate, isBillDateTime, writtenLength } from './vocabulary.ts';

describe('bill formats and keywords', () => {
  it('reads dates as yyyy-MM-dd and times as yyyy-MM-dd HH:mm:ss', () => {
    expect(isBillDate('2024-02-29')).toBe(true);
    expect(isBillDate('2023-02-29')).toBe(false);
    expect(isBillDate('2024-2-9')).toBe(false);
    expect(isBillDateTime('2024-06-15 23:59:59')).toBe(true);
    expect(isBillDateTime('2024-06-15T23:59:59Z')).toBe(false);
    expect(isBillDateTime('2024-06-15 24:00:00')).toBe(false);
  });

  it('measures a number as written', () => {
    expect(writtenLength(12.5)).toBe(4);
    expect(writtenLength(-100)).toBe(4);
    expect(writtenLength(1e21)).toBe(5);
  });
});
