// dayjs as the portal's pickers use it. Imported by every module that draws a picker, so the
// set-up comes with the first picker and not with the login page, which has none (issue 26
// point 3). Re-exported, so that the module that imports it is sure it ran first.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/zh-cn';
import { CHINA_TIME_ZONE } from '#core/china-time.ts';

dayjs.locale('zh-cn');
// One business day (issue 11 point 7, core/china-time.ts): antd's pickers take "today" and "now"
// (the today cell, 今天, 此刻) from dayjs's default zone when the timezone plugin is present, so
// they name China's day and time whatever the browser's zone. Other dayjs() calls stay local.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(CHINA_TIME_ZONE);

export { dayjs };
export type { Dayjs } from 'dayjs';
