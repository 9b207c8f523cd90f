// The one rule for every date and time the user sees or the server writes (issue 11 point 7):
// China Standard Time (Asia/Shanghai, UTC+8, no daylight saving since 1991), whatever the zone of
// the browser or the server. A moment becomes China wall-clock parts by adding eight hours and
// reading the UTC fields, so no Intl time-zone data and no local getHours/getDate are involved.
// The home page's greeting and date, the list windows, the pickers' "today", and the server's
// stamps (server/bills/clock.ts) all read these functions.

/** China Standard Time: UTC+8, no daylight saving. */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** The IANA name of the zone, for Intl and dayjs. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** The wall clock of a moment in China time. */
export interface ChinaParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

type Moment = Date | number;

const epochOf = (moment: Moment) => (typeof moment === 'number' ? moment : moment.getTime());
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function chinaParts(moment: Moment = Date.now()): ChinaParts {
  const shifted = new Date(epochOf(moment) + CHINA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

/** yyyy-MM-dd HH:mm:ss in China time (spec §9's format). */
export function chinaDateTime(moment: Moment = Date.now()): string {
  const p = chinaParts(moment);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** yyyy-MM-dd in China time: the business day of a moment. */
export function chinaDate(moment: Moment = Date.now()): string {
  return chinaDateTime(moment).slice(0, 10);
}

/** yyyyMMddHHmmss in China time, for file names. */
export function chinaStamp(moment: Moment = Date.now()): string {
  return chinaDateTime(moment).replace(/[-: ]/g, '');
}

/** The epoch milliseconds of a China-time yyyy-MM-dd[ HH:mm:ss] text; NaN when it is not one. */
export function parseChinaDateTime(text: string): number {
  const full = text.length === 10 ? `${text} 00:00:00` : text;
  return Date.parse(`${full.replace(' ', 'T')}+08:00`);
}

/**
 * A local Date whose wall clock (getFullYear … getSeconds) reads the China wall clock of
 * `moment`. For widgets that only know the local zone (a date picker's "today" and "now"); its
 * epoch is not the moment's, so it is for showing and picking, never for arithmetic on moments.
 */
export function chinaWallClock(moment: Moment = Date.now()): Date {
  const p = chinaParts(moment);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}
