import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRouteTable } from '../../app/routing/RouteTableContext.tsx';
import { resolveRoute, titleAt } from '../../app/routing/buildRouteTable.ts';
import { HOME_PATH } from '../../app/constants.ts';
import { closeAllTabs, closeOtherTabs, closeTab, loadTabs, openTab, pathOfTabKey, saveTabs, tabKeyOf } from './pageTabsModel.ts';
import type { PageTab } from './PageTabs.tsx';

export interface PageTabsApi {
  tabs: PageTab[];
  activeKey: string;
  activate(key: string): void;
  close(key: string): void;
  closeOthers(key: string): void;
  closeAll(): void;
}

/**
 * The page tabs of the shell: visiting a registered page opens (or activates) its tab; tabs
 * are titled from the menu and kept in sessionStorage so a reload brings them back. Tabs of
 * pages the current user may not open (another user's session) are dropped.
 */
export function usePageTabs(): PageTabsApi {
  const location = useLocation();
  const navigate = useNavigate();
  const table = useRouteTable();
  const titleOf = useCallback(
    (key: string) => {
      if (pathOfTabKey(key) === HOME_PATH) return '首页';
      const resolved = resolveRoute(table, pathOfTabKey(key));
      return resolved ? titleAt(resolved.record, key.slice(pathOfTabKey(key).length)) : null;
    },
    [table],
  );
  const [keys, setKeys] = useState(() => loadTabs().filter((k) => titleOf(k) !== null));
  const activeKey = tabKeyOf(location);
  const activeIsPage = titleOf(activeKey) !== null;

  // Visiting a page opens its tab. Adjusted while rendering, as React advises for state that
  // follows the location, so the tab is there in the same commit as the page.
  const visited = activeIsPage ? activeKey : null;
  const [shownVisit, setShownVisit] = useState<string | null>(null);
  if (visited !== shownVisit) {
    setShownVisit(visited);
    if (visited !== null) setKeys((current) => openTab(current, visited));
  }

  useEffect(() => saveTabs(keys), [keys]);

  const tabs = useMemo(
    () => keys.map((key) => ({ key, title: titleOf(key), closable: key !== HOME_PATH })).filter((t): t is PageTab => t.title !== null),
    [keys, titleOf],
  );

  return {
    tabs,
    activeKey,
    activate: (key) => {
      if (key !== activeKey) navigate(key);
    },
    close: (key) => {
      const closed = closeTab(keys, key, activeKey);
      setKeys(closed.keys);
      if (closed.nextActive) navigate(closed.nextActive);
    },
    closeOthers: (key) => {
      setKeys(closeOtherTabs(keys, key));
      if (key !== activeKey) navigate(key);
    },
    closeAll: () => {
      setKeys(closeAllTabs());
      if (activeKey !== HOME_PATH) navigate(HOME_PATH);
    },
  };
}
