import { Button, Dropdown, Flex, Layout, Tag, Typography, theme } from 'antd';
import { DownOutlined, GlobalOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '#core/wire.ts';
import { APP_VERSION, PLATFORM_TITLE, RESOURCE_CENTRE_URL } from '../../app/constants.ts';
import { userMenuItems, type UserMenuAction } from './userMenu.tsx';

export interface AppHeaderProps {
  userInfo: UserInfo | null;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Whether the user's modules register a page (disables dropdown entries they may not open). */
  isRouteAvailable: (path: string) => boolean;
  onUserMenu: (action: UserMenuAction) => void;
}

/** The header: title, version, resource centre, and the user's dropdown. */
export function AppHeader({ userInfo, collapsed, onToggleCollapsed, isRouteAvailable, onUserMenu }: AppHeaderProps) {
  const { token } = theme.useToken();
  const isAdmin = userInfo?.userType === 'ADMIN';
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        paddingInline: 16,
        height: 56,
        lineHeight: '56px',
        background: token.colorPrimary,
      }}
    >
      <Button
        type="text"
        aria-label={collapsed ? '展开菜单' : '收起菜单'}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggleCollapsed}
        style={{ color: '#fff' }}
      />
      <Flex align="center" gap={8} style={{ flex: 1, minWidth: 0 }}>
        <Typography.Title level={4} ellipsis style={{ color: '#fff', margin: 0 }}>
          {PLATFORM_TITLE}
        </Typography.Title>
        <Tag variant="filled" title="版本号">
          v{APP_VERSION}
        </Tag>
      </Flex>
      <a href={RESOURCE_CENTRE_URL} target="_blank" rel="noopener noreferrer" style={{ color: '#fff' }} title="资源中心（在新窗口打开）">
        <GlobalOutlined /> 资源中心
      </a>
      <Dropdown trigger={['click']} menu={{ items: userMenuItems(isRouteAvailable), onClick: ({ key }) => onUserMenu(key as UserMenuAction) }}>
        <Button type="text" style={{ color: '#fff' }} aria-label={`用户菜单：${userInfo?.username ?? ''}`}>
          <UserOutlined />
          {userInfo?.username ?? userInfo?.loginName ?? ''}
          <Tag color={isAdmin ? 'gold' : 'blue'} style={{ marginInline: 4 }}>
            {isAdmin ? '主账号' : '普通用户'}
          </Tag>
          <DownOutlined />
        </Button>
      </Dropdown>
    </Layout.Header>
  );
}
