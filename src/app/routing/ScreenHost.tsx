import { Suspense, useMemo } from 'react';
import { PageLoading } from './PageLoading.tsx';
import { FilingGate } from '../../screens/filing/index.ts';
import { matchPath, useLocation } from 'react-router-dom';
import type { PageInfo, RouteRecord } from './types.ts';

/** Names of the menu trail of a route, outermost first. */
export function trailOf(record: RouteRecord): string[] {
  return [...record.ancestors.map((m) => m.name), ...(record.module ? [record.module.name] : [])];
}

/**
 * Renders a registered route's screen with what it needs to know about the page. Parameters
 * come from the registry pattern too, so a bill page registered at /bill/export/order still
 * learns type=export and key=order. A page that needs a company filing (`filed`) shows the one
 * filing gate until the company's filing is approved.
 */
export function ScreenHost({ record }: { record: RouteRecord }) {
  const { pathname } = useLocation();
  const page = useMemo<PageInfo>(() => {
    const fromPattern = matchPath({ path: record.entry.pattern, end: true }, pathname)?.params ?? {};
    const fromRoute = matchPath({ path: record.path, end: true }, pathname)?.params ?? {};
    return {
      path: record.path,
      title: record.title,
      trail: trailOf(record),
      module: record.module,
      planned: record.entry.planned,
      params: { ...fromPattern, ...fromRoute },
    };
  }, [record, pathname]);
  const Screen = record.entry.screen;
  return (
    // A boundary per route: navigations run in a transition, and React would otherwise keep the
    // previous page on screen (and the new page's tab unopened) until the new chunk arrives.
    <Suspense key={record.path} fallback={<PageLoading />}>
      {record.entry.filed ? (
        <FilingGate>
          <Screen page={page} />
        </FilingGate>
      ) : (
        <Screen page={page} />
      )}
    </Suspense>
  );
}
