import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../../screens/login/index.ts';
import { PageLoading } from './PageLoading.tsx';
import { NotFoundPage } from '../../screens/notFound/index.ts';
import { screenRegistry } from '../screenRegistry.ts';
import { HOME_PATH } from '../constants.ts';
import { RequireSession } from './RequireSession.tsx';
import { RouteTableProvider, useRouteTable } from './RouteTableContext.tsx';
import { ScreenHost } from './ScreenHost.tsx';
import type { ScreenEntry } from './types.ts';

// The shell (menu, tabs, header) is loaded after login: the login page stays small.
const ShellLayout = lazy(async () => ({ default: (await import('../../screens/shell/index.ts')).ShellLayout }));

function RouteSwitch() {
  const table = useRouteTable();
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
