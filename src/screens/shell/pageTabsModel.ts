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

/** The tab `from` takes the address `to` (a new bill got its id), in place; a tab already at `to` gives way. */
export function renameTab(keys: readonly string[], from: string, to: string): string[] {
  if (from === to || !keys.includes(from)) return withHome(keys);
  return withHome(keys.filter((k) => k !== to).map((k) => (k === from ? to : k)));
}

const TAB_MEMORY_PREFIX = 'portal.tabMemory:';

/** What a tab keeps across a reload (a list's query), by name. */
export function recallTabMemory(key: string, storage: Storage = window.sessionStorage): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TAB_MEMORY_PREFIX + key) ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function keepTabMemory(key: string, name: string, value: unknown, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(TAB_MEMORY_PREFIX + key, JSON.stringify({ ...recallTabMemory(key, storage), [name]: value }));
  } catch {
    // A full or refused storage only costs the reload its restore.
  }
}

export function moveTabMemory(from: string, to: string, storage: Storage = window.sessionStorage): void {
  const kept = storage.getItem(TAB_MEMORY_PREFIX + from);
  storage.removeItem(TAB_MEMORY_PREFIX + from);
  if (kept !== null) storage.setItem(TAB_MEMORY_PREFIX + to, kept);
}

/** A closed tab forgets: opening the page again starts afresh. */
export function forgetTabMemory(keys: readonly string[], storage: Storage = window.sessionStorage): void {
  for (const key of keys) storage.removeItem(TAB_MEMORY_PREFIX + key);
}

/** Logging out forgets every tab's memory: the next user starts afresh. */
export function forgetAllTabMemory(storage: Storage = window.sessionStorage): void {
  const names: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const name = storage.key(i);
    if (name?.startsWith(TAB_MEMORY_PREFIX)) names.push(name);
  }
  for (const name of names) storage.removeItem(name);
}

/**
 * The live screens to let go so that at most `max` stay: the ones shown longest ago, never the one
 * on show (`live[0]`, most recent first) and never one holding unsaved edits.
 */
export function screensToLetGo(live: readonly string[], unsaved: readonly string[], max: number): string[] {
  if (live.length <= max) return [];
  const spare = new Set(unsaved);
  return live
    .slice(1)
    .reverse()
    .filter((key) => !spare.has(key))
    .slice(0, live.length - max);
}
