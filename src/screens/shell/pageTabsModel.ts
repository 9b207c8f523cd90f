// The open page tabs as a list of keys (path + query), home first. Pure functions, so that
// the tab rules are tested without rendering.
import { HOME_PATH } from '../../app/constants.ts';

export const PAGE_TABS_STORAGE_KEY = 'portal.pageTabs';

/** A tab per page and query: two bill details with different ids are two tabs. */
export function tabKeyOf(location: { pathname: string; search?: string }): string {
  if (location.pathname === HOME_PATH) return HOME_PATH;
  return `${location.pathname}${location.search ?? ''}`;
}

export function pathOfTabKey(key: string): string {
  return key.split('?')[0];
}

/** Home is always there and always first. */
function withHome(keys: readonly string[]): string[] {
  return [HOME_PATH, ...keys.filter((k) => k !== HOME_PATH)];
}

export function openTab(keys: readonly string[], key: string): string[] {
  return keys.includes(key) ? withHome(keys) : withHome([...keys, key]);
}

export interface ClosedTabs {
  keys: string[];
  /** Where to go when the active tab was closed: its right neighbour, else its left one. */
  nextActive: string | null;
}

export function closeTab(keys: readonly string[], key: string, activeKey: string): ClosedTabs {
  if (key === HOME_PATH || !keys.includes(key)) return { keys: withHome(keys), nextActive: null };
  const index = keys.indexOf(key);
  const remaining = keys.filter((k) => k !== key);
  if (key !== activeKey) return { keys: withHome(remaining), nextActive: null };
  const neighbour = remaining[index] ?? remaining[index - 1] ?? HOME_PATH;
  return { keys: withHome(remaining), nextActive: neighbour };
}

export function closeOtherTabs(keys: readonly string[], key: string): string[] {
  return withHome(keys.filter((k) => k === key));
}

export function closeAllTabs(): string[] {
  return [HOME_PATH];
}

/** The tabs of this browser tab's session (sessionStorage survives a reload, not a new tab). */
export function loadTabs(storage: Storage = window.sessionStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PAGE_TABS_STORAGE_KEY) ?? '[]');
    return withHome(Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return withHome([]);
  }
}

export function saveTabs(keys: readonly string[], storage: Storage = window.sessionStorage): void {
  storage.setItem(PAGE_TABS_STORAGE_KEY, JSON.stringify(keys));
}
