import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRouteTable } from '../../app/routing/RouteTableContext.tsx';
import { resolveRoute, titleAt } from '../../app/routing/buildRouteTable.ts';
import { HOME_PATH } from '../../app/constants.ts';
import type { TabHandle, UnsavedCheck } from '../../engine/tab/TabContext.tsx';
import { confirmCloseUnsaved, LABEL_CLOSE_ANYWAY, LABEL_KEEP, TITLE_UNSAVED } from '../../engine/tab/tabMessages.ts';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  forgetTabMemory,
  keepTabMemory,
  loadTabs,
  moveTabMemory,
  openTab,
  pathOfTabKey,
  recallTabMemory,
  renameTab,
  screensToLetGo,
  saveTabs,
  tabKeyOf,
} from './pageTabsModel.ts';
import type { PageTab } from './PageTabs.tsx';

/** Screens kept alive at once (each list holds a grid): enough for a working day's open pages. */
export const MAX_LIVE_SCREENS = 12;

export interface PageTabsApi {
  tabs: PageTab[];
  activeKey: string;
  /** Whether the location is a page with a tab (else the router's own page shows: 404, a redirect). */
  activeIsPage: boolean;
  /** Tabs whose screen has been shown (and is kept alive until closed), with the React key of that screen. */
  screens: ReadonlyArray<{ key: string; instance: number }>;
  activate(key: string): void;
  close(key: string, next?: string): void;
  closeOthers(key: string): void;
  closeAll(): void;
  /** The handle a tab's screen gets (src/engine/tab/TabContext.tsx). */
  handleOf(key: string): TabHandle;
  /** True when some open tab holds unsaved edits (logout and the browser's own leave ask). */
  hasUnsaved(): boolean;
}

/**
 * The page tabs of the shell: visiting a registered page opens (or activates) its tab; tabs
 * are titled from the menu and kept in sessionStorage so a reload brings them back. Tabs of
 * pages the current user may not open (another user's session) are dropped. Each tab's screen
 * stays alive from its first visit until the tab is closed; closing a tab with unsaved edits
 * asks first.
 */
export function usePageTabs(): PageTabsApi {
  const location = useLocation();
  const navigate = useNavigate();
  const table = useRouteTable();
  const { modal } = App.useApp();
  const titleOf = useCallback(
    (key: string) => {
      if (pathOfTabKey(key) === HOME_PATH) return '首页';
      const resolved = resolveRoute(table, pathOfTabKey(key));
      return resolved ? titleAt(resolved.record, key.slice(pathOfTabKey(key).length)) : null;
    },
    [table],
  );
  const [keys, setKeys] = useState(() => loadTabs().filter((k) => titleOf(k) !== null));
  // Tab key → the React key of its screen: a renamed tab keeps its screen.
  const [started, setStarted] = useState<{ seq: number; byKey: ReadonlyMap<string, number> }>(() => ({ seq: 0, byKey: new Map() }));
  const instances = started.byKey;
  const setInstances = useCallback(
    (change: (current: ReadonlyMap<string, number>) => ReadonlyMap<string, number>) => setStarted((now) => ({ seq: now.seq, byKey: change(now.byKey) })),
    [],
  );
  const guards = useRef(new Map<string, Set<UnsavedCheck>>());
  const handles = useRef(new Map<string, TabHandle>());
  const unsavedAmong = useCallback((among: readonly string[]) => among.filter((key) => [...(guards.current.get(key) ?? [])].some((check) => check())), []);
  const activeKey = tabKeyOf(location);
  const activeIsPage = titleOf(activeKey) !== null;

  // Visiting a page opens its tab and starts its screen. Adjusted while rendering, as React
  // advises for state that follows the location, so the tab is there in the same commit as the page.
  const visited = activeIsPage ? activeKey : null;
  const [shownVisit, setShownVisit] = useState<string | null>(null);
  if (visited !== shownVisit) {
    setShownVisit(visited);
    if (visited !== null) {
      setKeys((current) => openTab(current, visited));
      // Each screen gets a React key never used before, so a new screen never takes over a closed one's.
      if (!instances.has(visited)) setStarted((now) => ({ seq: now.seq + 1, byKey: new Map(now.byKey).set(visited, now.seq + 1) }));
    }
  }

  useEffect(() => saveTabs(keys), [keys]);

  // At most MAX_LIVE_SCREENS screens stay alive: past that, the screen shown longest ago that
  // holds no unsaved edits is let go (its tab stays; shown again, it starts anew from what the
  // tab kept: a list's query). A screen with unsaved edits is never let go.
  const shownOrder = useRef<string[]>([]);
  useEffect(() => {
    if (!activeIsPage) return;
    shownOrder.current = [activeKey, ...shownOrder.current.filter((key) => key !== activeKey)];
    const live = shownOrder.current.filter((key) => instances.has(key));
    const letGo = screensToLetGo(live, live.length > MAX_LIVE_SCREENS ? unsavedAmong(live) : [], MAX_LIVE_SCREENS);
    if (letGo.length > 0) setInstances((current) => new Map([...current].filter(([key]) => !letGo.includes(key))));
  }, [activeKey, activeIsPage, instances, unsavedAmong, setInstances]);

  const tabs = useMemo(
    () => keys.map((key) => ({ key, title: titleOf(key), closable: key !== HOME_PATH })).filter((t): t is PageTab => t.title !== null),
    [keys, titleOf],
  );
  const screens = useMemo(() => keys.flatMap((key) => (instances.has(key) ? [{ key, instance: instances.get(key) as number }] : [])), [keys, instances]);

  const hasUnsaved = useCallback(() => unsavedAmong([...guards.current.keys()]).length > 0, [unsavedAmong]);

  // Closing tabs that hold unsaved edits asks first; then their screens and memories go.
  const closing = useCallback(
    (closed: readonly string[], then: () => void) => {
      const go = () => {
        forgetTabMemory(closed);
        for (const key of closed) handles.current.delete(key);
        setInstances((current) => new Map([...current].filter(([key]) => !closed.includes(key))));
        then();
      };
      const unsaved = unsavedAmong(closed);
      if (unsaved.length === 0) return go();
      modal.confirm({
        title: TITLE_UNSAVED,
        content: confirmCloseUnsaved(unsaved.map((key) => titleOf(key) ?? key)),
        okText: LABEL_CLOSE_ANYWAY,
        okButtonProps: { danger: true },
        cancelText: LABEL_KEEP,
        onOk: go,
      });
    },
    [modal, titleOf, unsavedAmong, setInstances],
  );

  const close = useCallback(
    (key: string, next?: string) =>
      closing([key], () => {
        const closed = closeTab(keys, key, activeKey);
        setKeys(closed.keys);
        const to = next ?? closed.nextActive;
        if (to) navigate(to);
      }),
    [closing, keys, activeKey, navigate],
  );

  // One handle per tab for the life of its screen (a context value that never changes), reading
  // the shell's latest functions when called.
  const latest = useRef({ navigate, close });
  useEffect(() => {
    latest.current = { navigate, close };
  }, [navigate, close]);
  const handleOf = useCallback(
    (key: string): TabHandle => {
      const known = handles.current.get(key);
      if (known) return known;
      const handle: TabHandle = {
        key,
        recall: (name) => recallTabMemory(handle.key)[name],
        keep: (name, value) => keepTabMemory(handle.key, name, value),
        guard: (check) => {
          const checks = guards.current.get(handle.key) ?? new Set<UnsavedCheck>();
          guards.current.set(handle.key, checks.add(check));
          return () => {
            checks.delete(check);
            for (const [at, set] of guards.current) if (set === checks && checks.size === 0) guards.current.delete(at);
          };
        },
        moveTo: (to) => {
          const from = handle.key;
          if (to === from) return;
          moveTabMemory(from, to);
          const checks = guards.current.get(from);
          guards.current.delete(from);
          if (checks) guards.current.set(to, checks);
          handles.current.delete(from);
          handles.current.set(to, handle);
          handle.key = to;
          // One transition with the router's own: the tab, its screen and the address change in
          // the same commit (else the screen is hidden for a frame, its key no longer the address's).
          startTransition(() => {
            setKeys((current) => renameTab(current, from, to));
            setInstances((current) => {
              const moved = new Map(current);
              const instance = moved.get(from);
              moved.delete(from);
              if (instance !== undefined) moved.set(to, instance);
              return moved;
            });
            void latest.current.navigate(to, { replace: true });
          });
        },
        close: (next) => latest.current.close(handle.key, next),
      };
      handles.current.set(key, handle);
      return handle;
    },
    [setInstances],
  );

  // The browser's own leave (reload, closing the window) asks when some tab holds unsaved edits.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsaved]);

  return {
    tabs,
    activeKey,
    activeIsPage,
    screens,
    activate: (key) => {
      if (key !== activeKey) navigate(key);
    },
    close,
    closeOthers: (key) =>
      closing(
        keys.filter((k) => k !== key && k !== HOME_PATH),
        () => {
          setKeys(closeOtherTabs(keys, key));
          if (key !== activeKey) navigate(key);
        },
      ),
    closeAll: () =>
      closing(
        keys.filter((k) => k !== HOME_PATH),
        () => {
          setKeys(closeAllTabs());
          if (activeKey !== HOME_PATH) navigate(HOME_PATH);
        },
      ),
    handleOf,
    hasUnsaved,
  };
}
