// The write-off picker's default application-time window (platform-and-settlement.md §9: last 90
// days): from the date 90 days before China's today at 00:00:00 to today at 23:59:59, the way the
// engine's list windows are built (core/definition/date-window.ts).
import { calendarDateOf, capFebruary, formatDate, type CalendarDate, type DateWindow } from '#core/definition/date-window.ts';

export const WRITE_OFF_WINDOW_DAYS = 90;
export const DAY_BEGIN = '00:00:00';
export const DAY_END = '23:59:59';

function daysBefore(date: CalendarDate, days: number): CalendarDate {
  // Noon UTC keeps the arithmetic clear of any daylight-saving edge.
  const moment = new Date(Date.UTC(date.year, date.month - 1, date.day, 12) - days * 86_400_000);
  return { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() };
}

/** The default window's dates, yyyy-MM-dd. */
export function writeOffWindowDates(now: Date = new Date()): [string, string] {
  const today = capFebruary(calendarDateOf(now));
  return [formatDate(daysBefore(today, WRITE_OFF_WINDOW_DAYS)), formatDate(today)];
}

/** The app_time range of two dates: begin at 00:00:00, end at 23:59:59. */
export function dayRange(dates: readonly [string, string]): DateWindow {
  return { begin: `${dates[0]} ${DAY_BEGIN}`, end: `${dates[1]} ${DAY_END}` };
}
