// Dates for the home page: Gregorian with weekday, and the Chinese lunar date from Intl.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/** e.g. 2025年11月22日 星期六 */
export function gregorianDate(now: Date): string {
  return dayjs(now).locale('zh-cn').format('YYYY年M月D日 dddd');
}

/**
 * e.g. 农历乙巳年十月初三, from the ICU Chinese calendar ('zh-CN-u-ca-chinese'). The long date
 * style is used because it gives the traditional day names (初三), where day:'numeric' gives
 * digits. Returns null where the runtime has no Chinese calendar data.
 */
export function lunarDate(now: Date): string | null {
  try {
    const parts = new Intl.DateTimeFormat('zh-CN-u-ca-chinese', { dateStyle: 'long' }).formatToParts(now);
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

/** A greeting for the time of day. */
export function greetingFor(now: Date): string {
  const hour = now.getHours();
  if (hour < 6) return '凌晨好';
  if (hour < 9) return '早上好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}
