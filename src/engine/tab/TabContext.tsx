// What a screen knows about the page tab it lives in (the shell keeps one screen alive per open
// tab, src/screens/shell/TabScreens.tsx): a place to keep what must survive a browser reload
// (a list's query), a way to say it holds unsaved edits (closing the tab or the browser then
// asks first), and the tab's own moves (a new bill that got its id renames its tab rather than
// opening another one). Without the shell (a story, a lone engine component) nothing is kept, the
// browser's own leave is guarded, and moves go through the router.
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** A check that answers true while the screen holds edits a close would lose. */
export type UnsavedCheck = () => boolean;

export interface TabHandle {
  /** The tab's key (path + query). */
  key: string;
  /** Reads what the tab kept under `name` (sessionStorage: a reload keeps it, closing the tab drops it). */
  recall(name: string): unknown;
  keep(name: string, value: unknown): void;
  /** Registers an unsaved-edits check; returns its removal. */
  guard(check: UnsavedCheck): () => void;
  /** The tab's address changes (the new bill got its id): the same screen, renamed. */
  moveTo(key: string): void;
  /** Closes the tab (asks first when it holds unsaved edits) and shows `next`, else its neighbour. */
  close(next?: string): void;
}

const TabContext = createContext<TabHandle | null>(null);

export const TabProvider = TabContext.Provider;

export function useTab(): TabHandle | null {
  return useContext(TabContext);
}

/** Marks the screen's tab as holding unsaved edits while `check` says so. */
export function useUnsavedGuard(check: UnsavedCheck): void {
  const tab = useTab();
  const latest = useRef(check);
  useLayoutEffect(() => {
    latest.current = check;
  }, [check]);
  useEffect(() => {
    const asks = () => latest.current();
    if (tab) return tab.guard(asks);
    // Outside the shell only the browser's own leave can lose the edits.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (asks()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [tab]);
}

/**
 * Leaves the screen for `path`: its tab closes (a detail left for its list is done with), or,
 * outside the shell, the address changes.
 */
export function useTabLeave(): (path: string) => void {
  const tab = useTab();
  const navigate = useNavigate();
  return useCallback((path: string) => (tab ? tab.close(path) : void navigate(path)), [tab, navigate]);
}

/** Moves the screen's tab to another address (or, outside the shell, replaces the address). */
export function useTabMove(): (key: string) => void {
  const tab = useTab();
  const navigate = useNavigate();
  return useCallback((key: string) => (tab ? tab.moveTo(key) : void navigate(key, { replace: true })), [tab, navigate]);
}
