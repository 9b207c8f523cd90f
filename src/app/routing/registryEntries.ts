// Small constructors so that each line of the screen registry reads as one sentence.
import { lazy } from 'react';
import type { ScreenComponent, ScreenEntry } from './types.ts';

/** Where a page is being opened: what a screen's warm-up may look at. */
export interface OpeningLocation {
  pathname: string;
  search: string;
  /** The page the browser opened (bookmark, new tab, reload), not a move inside the portal. */
  opened?: boolean;
}

/** A lazy screen that can start fetching its code (and its first data) before it renders. */
export type PreloadableScreen = ScreenComponent & { preload?: (location: OpeningLocation) => Promise<unknown> };

/**
 * A screen loaded on first visit, so the login page does not download every screen (and the
 * grid, chart and form libraries) before the user has even signed in. `preload` starts the
 * download early: a page opened cold fetches its screen while the shell's code still arrives,
 * and `warm`, given the screen's module, may start what the screen will ask for first (the
 * bill list: its definition and the list page's code).
 */
export function lazyScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  warm?: (module: M, location: OpeningLocation) => void,
): PreloadableScreen {
  return Object.assign(
    lazy(async () => ({ default: (await load())[exportName] as ScreenComponent })),
    { preload: async (location: OpeningLocation) => warm?.(await load(), location) },
  );
}

/** Starts fetching a screen's code if it is a lazy one (a no-op for a screen already loaded). */
export function preloadScreen(screen: ScreenComponent, location: OpeningLocation): void {
  void (screen as PreloadableScreen).preload?.(location);
}

// 建设中 pages are few and late: their code (antd Result) is not in the login page's download.
const UnderConstructionScreen = lazyScreen(() => import('../../screens/underConstruction/index.ts'), 'UnderConstructionScreen');

/** A first-level page with its finished screen. */
export function screen(pattern: string, component: ScreenComponent, extra: Partial<ScreenEntry> = {}): ScreenEntry {
  return { pattern, screen: component, ...extra };
}

/** A first-level page whose screen belongs to a later issue: an honest 建设中 page. */
export function comingSoon(pattern: string, planned: string): ScreenEntry {
  return { pattern, screen: UnderConstructionScreen, planned };
}

/** A sub-route, registered when its parent page is; `what` is a screen or the planned function. */
export function subRoute(pattern: string, parent: string, label: string, what: ScreenComponent | string): ScreenEntry {
  return typeof what === 'string' ? { pattern, parent, label, screen: UnderConstructionScreen, planned: what } : { pattern, parent, label, screen: what };
}
