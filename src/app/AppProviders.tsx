import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
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

/** antd in Chinese, with the App context that gives message and modal their theme. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
