import type { ReactNode } from 'react';
import { theme } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { NON_CLASSIFIED_NOTICE, PLATFORM_SUBTITLE, PLATFORM_TITLE } from '../../app/constants.ts';

/**
 * The frame of /login: platform title, the form card and the non-classified statement. The card
 * and headings are drawn with antd's tokens rather than Card and Typography: those bring tabs,
 * a menu, skeletons and copy/edit/ellipsis machinery the login page never shows (issue 26 point 3);
 * the two columns are plain flex boxes rather than antd Flex for the same reason.
 */
export function LoginLayout({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '100vh',
        padding: 24,
        background: 'linear-gradient(160deg, #0b3b7a 0%, #1668dc 55%, #69b1ff 100%)',
      }}
    >
      <main style={{ width: '100%', maxWidth: 420 }}>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', marginBottom: 24, color: '#fff', textAlign: 'center' }}>
          <h2 style={{ color: '#fff', margin: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2, fontWeight: token.fontWeightStrong }}>
            {PLATFORM_TITLE}
          </h2>
          <span style={{ color: 'rgba(255,255,255,0.85)', marginTop: 8 }}>{PLATFORM_SUBTITLE}</span>
        </div>
        <section aria-labelledby="login-card-title" style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, color: token.colorText }}>
          <h3
            id="login-card-title"
            style={{
              margin: 0,
              padding: `0 ${token.paddingLG}px`,
              minHeight: 56,
              display: 'flex',
              alignItems: 'center',
              fontSize: token.fontSizeLG,
              fontWeight: token.fontWeightStrong,
              borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            }}
          >
            企业用户登录
          </h3>
          <div style={{ padding: token.paddingLG }}>{children}</div>
        </section>
      </main>
      <footer style={{ marginTop: 24, color: 'rgba(255,255,255,0.9)', textAlign: 'center' }}>
        <SafetyCertificateOutlined /> {NON_CLASSIFIED_NOTICE}
      </footer>
    </div>
  );
}
