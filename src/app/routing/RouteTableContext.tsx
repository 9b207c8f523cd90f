import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../SessionContext.tsx';
import { EXCLUDED_MENU_URIS } from '../constants.ts';
import { buildRouteTable, resolveRoute, type ResolvedRoute } from './buildRouteTable.ts';
import type { RouteRecord, ScreenEntry } from './types.ts';

const RouteTableContext = createContext<readonly RouteRecord[]>([]);

/** Builds the user's routes from the session's modules; rebuilt when the session changes. */
export function RouteTableProvider({ registry, children }: { registry: readonly ScreenEntry[]; children: ReactNode }) {
  const { modules } = useSession();
  const table = useMemo(() => buildRouteTable(modules, registry, EXCLUDED_MENU_URIS), [modules, registry]);
  return <RouteTableContext.Provider value={table}>{children}</RouteTableContext.Provider>;
}

export function useRouteTable(): readonly RouteRecord[] {
  return useContext(RouteTableContext);
}

/** Whether a path (with or without query) lands on a registered route. */
export function useIsRouteAvailable(): (path: string) => boolean {
  const table = useRouteTable();
  return useMemo(() => (path: string) => resolveRoute(table, path.split('?')[0]) !== null, [table]);
}

/** The registered route of the current location, or null on /404 and unknown paths. */
export function useCurrentRoute(): ResolvedRoute | null {
  const table = useRouteTable();
  const { pathname } = useLocation();
  return useMemo(() => resolveRoute(table, pathname), [table, pathname]);
}
