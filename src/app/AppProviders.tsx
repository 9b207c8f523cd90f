import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { FeedbackHost } from './feedback/index.ts';

/**
 * The page's text in antd's font, colour and size: what antd App's root element sets, drawn here
 * because App itself (with its Modal and notification stacks) stays off the login page.
 */
function PortalText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>;
}

/**
 * antd in Chinese, with the App context that gives message, notification and modal (their
 * holders load when first needed: feedback/lazyFeedback.ts). The pickers' dayjs set-up (China's
 * day, Chinese names) comes with the pickers: src/engine/dates/chinaDayjs.ts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <PortalText>
        <FeedbackHost>{children}</FeedbackHost>
      </PortalText>
    </ConfigProvider>
  );
}
