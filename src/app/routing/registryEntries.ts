// Small constructors so that each line of the screen registry reads as one sentence.
import { lazy } from 'react';
import { UnderConstructionScreen } from '../../screens/underConstruction/index.ts';
import type { ScreenComponent, ScreenEntry } from './types.ts';

/**
 * A screen loaded on first visit, so the login page does not download every screen (and, later,
 * the grid and form libraries) before the user has even signed in.
 */
export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string): ScreenComponent {
  return lazy(async () => ({ default: (await load())[exportName] as ScreenComponent }));
}

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
