// The default create-time window of list filters (platform-and-settlement.md §9): last 7 days,
// last 30 days or last year up to today, or none. The begin date gets 00:00:00 and the end date
// 23:59:59. A date built for February beyond day 28 in a non-leap year (e.g. "one year before
// 29 February") is capped at 28, as the spec's lists do.
import { chinaDate, chinaParts } from '../china-time.ts';
import type { DefaultWindow } from './types.ts';

export { CHINA_OFFSET_MS } from '../china-time.ts';

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export interface DateWindow {
  begin: string;
  end: string;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The date as given, with a February day beyond 28 capped at 28 (29 in a leap year). */
export function capFebruary(date: CalendarDate): CalendarDate {
  if (date.month !== 2) return date;
  const last = isLeapYear(date.year) ? 29 : 28;
  return date.day > last ? { ...date, day: last } : date;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function formatDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * The calendar date of a moment in China Standard Time (UTC+8, no daylight saving). Bill times
 * are Beijing wall-clock times whatever the clock's zone (server/bills/clock.ts), so "today"
 * of a date window is Beijing's today: a browser set to another zone would otherwise end its
 * window before bills made this (Beijing) morning.
 */
export function calendarDateOf(moment: Date): CalendarDate {
  const { year, month, day } = chinaParts(moment);
  return { year, month, day };
}

/** Today's date in China time, yyyy-MM-dd (core/china-time.ts). */
export function chinaToday(now: Date = new Date()): string {
  return chinaDate(now);
}

function daysBefore(date: CalendarDate, days: number): CalendarDate {
  // Noon UTC keeps the arithmetic clear of any daylight-saving edge.
  const moment = new Date(Date.UTC(date.year, date.month - 1, date.day, 12) - days * 86_400_000);
  return { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() };
}

/** The first date of the window ending on `today`. */
export function windowBegin(window: Exclude<DefaultWindow, 'none'>, today: CalendarDate): CalendarDate {
  if (window === '7d') return daysBefore(today, 7);
  if (window === '30d') return daysBefore(today, 30);
  return capFebruary({ ...today, year: today.year - 1 });
}

/** The default [begin, end] of a create-time filter; null when the window is "none". */
export function defaultDateWindow(window: DefaultWindow, today: CalendarDate): DateWindow | null {
  if (window === 'none') return null;
  const end = capFebruary(today);
  return { begin: `${formatDate(windowBegin(window, end))} 00:00:00`, end: `${formatDate(end)} 23:59:59` };
}
