// A signed-in page opened cold (bookmark, new tab, reload) fetches the shell and its own screen
// at once, rather than the screen only once the shell has arrived and rendered. At boot this
// runs before React's first render (main.tsx), from what the session keeps in local storage;
// AppRoutes runs it again on every move inside the portal (the code is then mostly there).
import { getModules, getToken, getUserInfo } from '../../http/index.ts';
import type { UserInfo } from '#core/wire.ts';
import { hasApprovedFiling } from '../../screens/filing/filingApproved.ts';
import { EXCLUDED_MENU_URIS } from '../constants.ts';
import { buildRouteTable, resolveRoute } from './buildRouteTable.ts';
import { loadSignedInParts } from './lazySignedIn.ts';
import { preloadScreen, type OpeningLocation } from './registryEntries.ts';
import type { RouteRecord, ScreenEntry } from './types.ts';

/** Starts fetching the signed-in parts and the screen at `location`, when signed in and allowed there. */
export function preloadSignedInPage(table: readonly RouteRecord[], location: OpeningLocation, userInfo: UserInfo | null): void {
  if (location.pathname === '/login' || !getToken()) return;
  void loadSignedInParts();
  const route = resolveRoute(table, location.pathname);
  // A page behind the filing gate shows the gate, and calls nothing, until the filing is approved.
  if (route && (!route.record.entry.filed || hasApprovedFiling(userInfo))) preloadScreen(route.record.entry.screen, location);
}

/** The page the browser opened, before anything renders: its screen may also ask its first data. */
export function preloadOpeningPage(registry: readonly ScreenEntry[], { pathname, search }: { pathname: string; search: string }): void {
  preloadSignedInPage(buildRouteTable(getModules(), registry, EXCLUDED_MENU_URIS), { pathname, search, opened: true }, getUserInfo());
}
