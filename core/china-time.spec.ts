// The business day is China's whatever the process's zone (issue 11 point 7). Node reads TZ when
// a Date first needs the zone, so the spec sets it before any local-time call and checks that the
// local clock really differs, then that every function still names China's wall clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDate, chinaDateTime, chinaParts, chinaStamp, chinaWallClock, parseChinaDateTime } from './china-time.ts';
import { calendarDateOf, chinaToday, defaultDateWindow } from './definition/date-window.ts';

// 2026-11-23 18:44:05 UTC: Los Angeles 10:44:05 on Monday the 23rd, Beijing 02:44:05 on Tuesday the 24th.
const MOMENT = Date.UTC(2026, 10, 23, 18, 44, 5);

for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC', 'Asia/Shanghai']) {
  describe(`China time with TZ=${zone}`, () => {
    let before: string | undefined;
    beforeAll(() => {
      before = process.env.TZ;
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    });

    it('runs in the zone it names', () => {
      const offset = new Date(MOMENT).getTimezoneOffset();
      expect(offset).toBe({ 'America/Los_Angeles': 480, 'Pacific/Kiritimati': -840, UTC: 0, 'Asia/Shanghai': -480 }[zone]);
    });

    it('names the China wall clock of a moment', () => {
      expect(chinaParts(MOMENT)).toEqual({ year: 2026, month: 11, day: 24, hour: 2, minute: 44, second: 5, weekday: 2 });
      expect(chinaDateTime(MOMENT)).toBe('2026-11-24 02:44:05');
      expect(chinaDate(new Date(MOMENT))).toBe('2026-11-24');
      expect(chinaStamp(MOMENT)).toBe('20261124024405');
      expect(chinaToday(new Date(MOMENT))).toBe('2026-11-24');
      expect(calendarDateOf(new Date(MOMENT))).toEqual({ year: 2026, month: 11, day: 24 });
    });

    it('reads a China-time text back to its moment', () => {
      expect(parseChinaDateTime('2026-11-24 02:44:05')).toBe(MOMENT);
      expect(parseChinaDateTime('2026-11-24')).toBe(Date.UTC(2026, 10, 23, 16));
    });

    it('builds the default window of a list up to China today', () => {
      expect(defaultDateWindow('1y', calendarDateOf(new Date(MOMENT)))).toEqual({ begin: '2025-11-24 00:00:00', end: '2026-11-24 23:59:59' });
    });

    it('gives a local Date whose wall clock reads China time, for pickers', () => {
      const wall = chinaWallClock(MOMENT);
      expect([wall.getFullYear(), wall.getMonth() + 1, wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([2026, 11, 24, 2, 44]);
    });

    it('crosses the year at China midnight, not local midnight', () => {
      expect(chinaDateTime(Date.UTC(2026, 11, 31, 15, 59, 59))).toBe('2026-12-31 23:59:59');
      expect(chinaDateTime(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe('2027-01-01 00:00:00');
    });
  });
}
