import type { ComponentType } from 'react';
import type { ModuleNode } from '#core/wire.ts';

/** What a screen learns about the page it is shown on. */
export interface PageInfo {
  /** The route path as registered, e.g. /bill/export/order or /workorder/show/:id. */
  path: string;
  /** Tab and heading title: the menu name, plus the sub-route label for sub-routes. */
  title: string;
  /** Menu names from the first level down to this page (breadcrumbs). */
  trail: string[];
  /** The user's module that registered this page (null for /home). */
  module: ModuleNode | null;
  /** For a page still being built: the function it will offer. */
  planned?: string;
  params: Readonly<Record<string, string | undefined>>;
}

export interface ScreenProps {
  page: PageInfo;
}

export type ScreenComponent = ComponentType<ScreenProps>;

/**
 * One line of the screen registry: a route pattern and the screen that renders it.
 * A menu uri gets a route when some entry's pattern matches it; a sub-route entry is
 * registered once its parent page has been registered from the user's modules.
 */
export interface ScreenEntry {
  /** react-router pattern, e.g. '/bill/:type/:key'. */
  pattern: string;
  screen: ScreenComponent;
  /** For a sub-route: the pattern of the page that owns it. */
  parent?: string;
  /** For a sub-route: what it adds to the parent's title (详情, 新增...). */
  label?: string;
  /** For a sub-route that also creates records: its label when the query names no record (no id), e.g. 新增. */
  addLabel?: string;
  /** Registered for every signed-in user, not only from the menu (/home). */
  always?: boolean;
  /** Title when no menu module names the page (only for `always` entries). */
  title?: string;
  /** For a page still being built: the function it will offer, shown on its 建设中 page. */
  planned?: string;
  /**
   * The page is also its own detail page, in place (spec §2.4: /bill/{type}/{key}?id=…): with a
   * detail query (an id, or mode=add) its tab and breadcrumb read like the detail sub-route's.
   */
  inPlaceDetail?: { label: string; addLabel: string };
  /**
   * The page's calls need an approved company filing (the server's routes with `filed: true`):
   * until then the route host shows the filing gate instead (src/screens/filing).
   */
  filed?: boolean;
}

/** One registered route: its concrete path and the module that granted it. */
export interface RouteRecord {
  path: string;
  entry: ScreenEntry;
  module: ModuleNode | null;
  /** Ancestors of `module` in the menu, outermost first. */
  ancestors: ModuleNode[];
  title: string;
  /** The title of the page itself (for a sub-route, its parent's): the menu name, with the side where two pages share one. */
  pageTitle: string;
  /** For a sub-route: the path of its parent page. */
  parentPath?: string;
}
