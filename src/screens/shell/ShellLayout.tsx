import { useState } from 'react';
import { Layout, theme } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/SessionContext.tsx';
import { useCurrentRoute, useIsRouteAvailable } from '../../app/routing/RouteTableContext.tsx';
import { APP_VERSION, NON_CLASSIFIED_NOTICE } from '../../app/constants.ts';
import { OwnPasswordDialog } from '../password/index.ts';
import { downloadAgreement } from '../agreement/agreementApi.ts';
import { AppHeader } from './AppHeader.tsx';
import { PageBreadcrumb, crumbsFor } from './PageBreadcrumb.tsx';
import { PageTabs } from './PageTabs.tsx';
import { SideMenu } from './SideMenu.tsx';
import { USER_MENU_PATHS, type UserMenuAction } from './userMenu.tsx';
import { useLogout } from './useLogout.ts';
import { usePageTabs } from './usePageTabs.ts';
import { TabScreens } from './TabScreens.tsx';

/** The signed-in frame: header, side menu, page tabs, breadcrumbs, the page, and the footer. */
export function ShellLayout() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { userInfo, modules } = useSession();
  const current = useCurrentRoute();
  const location = useLocation();
  const isRouteAvailable = useIsRouteAvailable();
  const tabs = usePageTabs();
  const confirmLogout = useLogout();
  const [collapsed, setCollapsed] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  const onUserMenu = (action: UserMenuAction) => {
    const path = USER_MENU_PATHS[action];
    if (path) navigate(path);
    else if (action === 'changePassword') setChangingPassword(true);
    else if (action === 'agreement')
      downloadAgreement().catch(() => undefined); // The HTTP layer has said why.
    else if (action === 'logout') confirmLogout(tabs.hasUnsaved());
  };
  const record = current?.record ?? null;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader
        userInfo={userInfo}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed((c) => !c)}
        isRouteAvailable={isRouteAvailable}
        onUserMenu={onUserMenu}
      />
      <Layout>
        <Layout.Sider
          width={220}
          collapsedWidth={64}
          collapsed={collapsed}
          trigger={null}
          collapsible
          // A long menu scrolls on its own while the page stays put.
          style={{ position: 'sticky', top: 56, height: 'calc(100vh - 56px)', overflowY: 'auto' }}
        >
          <nav aria-label="侧边导航">
            <SideMenu
              modules={modules}
              selectedPath={record ? (record.parentPath ?? record.path) : null}
              collapsed={collapsed}
              isAdmin={userInfo?.userType === 'ADMIN'}
              onOpen={(path) => navigate(path)}
            />
          </nav>
        </Layout.Sider>
        <Layout>
          <div style={{ background: token.colorBgContainer, padding: '6px 12px 0' }}>
            <PageTabs
              tabs={tabs.tabs}
              activeKey={tabs.activeKey}
              onActivate={tabs.activate}
              onClose={tabs.close}
              onCloseOthers={tabs.closeOthers}
              onCloseAll={tabs.closeAll}
            />
          </div>
          <Layout.Content style={{ padding: 16 }}>
            <PageBreadcrumb crumbs={crumbsFor(record, location.search)} />
            <main style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: 16 }}>
              <TabScreens screens={tabs.screens} activeKey={tabs.activeKey} handleOf={tabs.handleOf} />
              {!tabs.activeIsPage && <Outlet />}
            </main>
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', color: token.colorTextSecondary }}>
            {NON_CLASSIFIED_NOTICE}　·　版本 {APP_VERSION}
          </Layout.Footer>
        </Layout>
      </Layout>
      <OwnPasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Layout>
  );
}
