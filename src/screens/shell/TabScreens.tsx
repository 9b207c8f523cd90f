// The screens of the open page tabs, each alive from its first visit until its tab is closed:
// the active one is shown, the others wait hidden with everything on them (search, sort, page,
// selection, scroll, a detail's mode and unsaved edits). Each screen sees its own tab's address
// as the location, whatever the active tab is, so it renders the page it was opened for.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { NavigationType, UNSAFE_LocationContext, type Location } from 'react-router-dom';
import { useRouteTable } from '../../app/routing/RouteTableContext.tsx';
import { resolveRoute } from '../../app/routing/buildRouteTable.ts';
import { ScreenHost } from '../../app/routing/ScreenHost.tsx';
import { TabProvider, type TabHandle } from '../../engine/tab/TabContext.tsx';
import { pathOfTabKey } from './pageTabsModel.ts';

export interface TabScreensProps {
  screens: ReadonlyArray<{ key: string; instance: number }>;
  activeKey: string;
  handleOf(key: string): TabHandle;
}

function locationOf(key: string): Location {
  const pathname = pathOfTabKey(key);
  return { pathname, search: key.slice(pathname.length), hash: '', state: null, key };
}

function TabScreen({ tabKey, active, handle }: { tabKey: string; active: boolean; handle: TabHandle }) {
  const table = useRouteTable();
  const record = resolveRoute(table, pathOfTabKey(tabKey))?.record;
  const location = useMemo(() => ({ location: locationOf(tabKey), navigationType: NavigationType.Pop }), [tabKey]);
  if (!record) return null;
  return (
    <div data-tab={tabKey} style={active ? undefined : { display: 'none' }} aria-hidden={!active}>
      <TabProvider value={handle}>
        <UNSAFE_LocationContext.Provider value={location}>
          <ScreenHost record={record} />
        </UNSAFE_LocationContext.Provider>
      </TabProvider>
    </div>
  );
}

export function TabScreens({ screens, activeKey, handleOf }: TabScreensProps) {
  // The window's scroll position per tab: kept while a tab is shown, given back when it shows again.
  const scrolls = useRef(new Map<string, number>());
  const shown = useRef(activeKey);
  useLayoutEffect(() => {
    const onScroll = () => scrolls.current.set(shown.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    shown.current = activeKey;
    window.scrollTo(0, scrolls.current.get(activeKey) ?? 0);
  }, [activeKey]);

  return (
    <>
      {screens.map(({ key, instance }) => (
        <TabScreen key={instance} tabKey={key} active={key === activeKey} handle={handleOf(key)} />
      ))}
    </>
  );
}
