import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../../screens/login';
import { PageLoading } from './PageLoading';
import { NotFoundPage } from '../../screens/notFound';
import { screenRegistry } from '../screenRegistry';
import { HOME_PATH } from '../constants';
import { RequireSession } from './RequireSession';
import { RouteTableProvider, useRouteTable } from './RouteTableContext';
import { ScreenHost } from './ScreenHost';
import type { ScreenEntry } from './types';

// The shell (menu, tabs, header) is loaded after login: the login page stays small.
const ShellLayout = lazy(async () => ({ default: (await import('../../screens/shell')).ShellLayout }));

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
