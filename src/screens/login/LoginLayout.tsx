import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { NON_CLASSIFIED_NOTICE, PLATFORM_SUBTITLE, PLATFORM_TITLE } from '../../app/constants.ts';

/** The frame of /login: platform title, the form card and the non-classified statement. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: 24,
        background: 'linear-gradient(160deg, #0b3b7a 0%, #1668dc 55%, #69b1ff 100%)',
      }}
    >
      <main style={{ width: '100%', maxWidth: 420 }}>
        <Flex vertical align="center" style={{ marginBottom: 24, color: '#fff', textAlign: 'center' }}>
          <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
            {PLATFORM_TITLE}
          </Typography.Title>
          <Typography.Text style={{ color: 'rgba(255,255,255,0.85)', marginTop: 8 }}>{PLATFORM_SUBTITLE}</Typography.Text>
        </Flex>
        <Card title="企业用户登录">{children}</Card>
      </main>
      <footer style={{ marginTop: 24, color: 'rgba(255,255,255,0.9)', textAlign: 'center' }}>
        <SafetyCertificateOutlined /> {NON_CLASSIFIED_NOTICE}
      </footer>
    </Flex>
  );
}
