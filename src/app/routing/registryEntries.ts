// Small constructors so that each line of the screen registry reads as one sentence.
import { lazy } from 'react';
import type { ScreenComponent, ScreenEntry } from './types.ts';

/** A lazy screen that can start fetching its code before it renders (a page opened cold). */
export type PreloadableScreen = ScreenComponent & { preload?: () => Promise<unknown> };

/**
 * A screen loaded on first visit, so the login page does not download every screen (and the
 * grid, chart and form libraries) before the user has even signed in. `preload` starts the
 * download early: a page opened cold fetches its screen while the shell's code still arrives.
 */
export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string): PreloadableScreen {
  return Object.assign(
    lazy(async () => ({ default: (await load())[exportName] as ScreenComponent })),
    { preload: load },
  );
}

/** Starts fetching a screen's code if it is a lazy one (a no-op for a screen already loaded). */
export function preloadScreen(screen: ScreenComponent): void {
  void (screen as PreloadableScreen).preload?.();
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
