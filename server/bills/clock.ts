// Bill times are wall-clock times of China Standard Time (UTC+8, no daylight saving) written
// yyyy-MM-dd HH:mm:ss (spec §9), whatever the server's time zone: customs, users and receipts
// all speak Beijing time, and the text sorts and compares like the moment it names.
import { CHINA_OFFSET_MS } from '#core/definition/date-window.ts';

export function chinaDateTime(epochMs: number = Date.now()): string {
  return new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function chinaDate(epochMs: number = Date.now()): string {
  return chinaDateTime(epochMs).slice(0, 10);
}

/** yyyyMMddHHmmss, for file names. */
export function chinaStamp(epochMs: number = Date.now()): string {
  return chinaDateTime(epochMs).replace(/[-: ]/g, '');
}

/** The epoch milliseconds of a China-time yyyy-MM-dd HH:mm:ss text. */
export function parseChinaDateTime(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}
