// Dates for the home page: Gregorian with weekday, the Chinese lunar date from Intl, and the
// greeting. All of them name China time's day and hour (core/china-time.ts), whatever the
// browser's zone, so the home page agrees with the list windows and the bills' stamps.
import { CHINA_TIME_ZONE, chinaParts } from '#core/china-time.ts';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** e.g. 2025年11月22日 星期六 */
export function gregorianDate(now: Date): string {
  const { year, month, day, weekday } = chinaParts(now);
  return `${year}年${month}月${day}日 ${WEEKDAYS[weekday]}`;
}

/**
 * e.g. 农历乙巳年十月初三, from the ICU Chinese calendar ('zh-CN-u-ca-chinese') in China time. The
 * long date style is used because it gives the traditional day names (初三), where
 * day:'numeric' gives digits. Returns null where the runtime has no Chinese calendar data.
 */
export function lunarDate(now: Date): string | null {
  try {
    const parts = new Intl.DateTimeFormat('zh-CN-u-ca-chinese', { dateStyle: 'long', timeZone: CHINA_TIME_ZONE }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    const year = part('yearName');
    const month = part('month');
    const day = part('day');
    if (!year || !month || !day) return null;
    return `农历${year}年${month}${day}`;
  } catch {
    return null;
  }
}

/** A greeting for the time of day in China. */
export function greetingFor(now: Date): string {
  const { hour } = chinaParts(now);
  if (hour < 6) return '凌晨好';
  if (hour < 9) return '早上好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}
