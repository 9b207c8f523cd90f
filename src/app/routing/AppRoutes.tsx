import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoginPage } from '../../screens/login/index.ts';
import { PageLoading } from './PageLoading.tsx';
import { screenRegistry } from '../screenRegistry.ts';
import { HOME_PATH } from '../constants.ts';
import { RequireSession } from './RequireSession.tsx';
import { RouteTableProvider, useRouteTable } from './RouteTableContext.tsx';
import { LazyNotFoundPage as NotFoundPage, LazyScreenHost as ScreenHost, LazyShellLayout as ShellLayout } from './lazySignedIn.ts';
import { preloadSignedInPage } from './preloadSignedInPage.ts';
import { useSession } from '../SessionContext.tsx';
import type { ScreenEntry } from './types.ts';

/** A move inside the portal starts fetching the new page's code (preloadSignedInPage.ts). */
function usePreloadSignedInPage() {
  const table = useRouteTable();
  const { pathname, search } = useLocation();
  const { userInfo } = useSession();
  useEffect(() => preloadSignedInPage(table, { pathname, search }, userInfo), [table, pathname, search, userInfo]);
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
