import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoginPage } from '../../screens/login/index.ts';
import { getToken } from '../../http/index.ts';
import { PageLoading } from './PageLoading.tsx';
import { screenRegistry } from '../screenRegistry.ts';
import { HOME_PATH } from '../constants.ts';
import { RequireSession } from './RequireSession.tsx';
import { RouteTableProvider, useRouteTable } from './RouteTableContext.tsx';
import { resolveRoute } from './buildRouteTable.ts';
import { LazyNotFoundPage as NotFoundPage, LazyScreenHost as ScreenHost, LazyShellLayout as ShellLayout, loadSignedInParts } from './lazySignedIn.ts';
import { preloadScreen } from './registryEntries.ts';
import { useSession } from '../SessionContext.tsx';
import { hasApprovedFiling } from '../../screens/filing/filingApproved.ts';
import type { ScreenEntry } from './types.ts';

/**
 * A signed-in page opened cold (bookmark, new tab) fetches the shell and its own screen at once,
 * rather than the screen only once the shell has arrived and rendered.
 */
function usePreloadSignedInPage() {
  const table = useRouteTable();
  const { pathname, search } = useLocation();
  const { userInfo } = useSession();
  useEffect(() => {
    if (pathname === '/login' || !getToken()) return;
    void loadSignedInParts();
    const route = resolveRoute(table, pathname);
    // A page behind the filing gate shows the gate, and calls nothing, until the filing is approved.
    if (route && (!route.record.entry.filed || hasApprovedFiling(userInfo))) preloadScreen(route.record.entry.screen, { pathname, search });
  }, [table, pathname, search, userInfo]);
}

function RouteSwitch() {
  const table = useRouteTable();
  usePreloadSignedInPage();
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<RequireSession />}>
        <Route
          element={
            <Suspense fallback={<PageLoading />}>
              <ShellLayout />
            </Suspense>
          }
        >
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          {table.map((record) => (
            <Route key={record.path} path={record.path} element={<ScreenHost record={record} />} />
          ))}
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** All pages of the portal: /login, and behind the guard the shell with the user's routes. */
export function AppRoutes({ registry = screenRegistry }: { registry?: readonly ScreenEntry[] }) {
  return (
    <RouteTableProvider registry={registry}>
      <RouteSwitch />
    </RouteTableProvider>
  );
}
