import { matchPath } from 'react-router-dom';
import type { ModuleNode } from '#core/wire.ts';
import { flattenModules, normaliseUri } from '../../engine/permissions/index.ts';
import type { RouteRecord, ScreenEntry } from './types.ts';

/** Replaces the `:name` segments of `pattern` that `params` knows; the others stay parameters. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      return value === undefined ? segment : value;
    })
    .join('/');
}

function subTitle(parentTitle: string, label: string): string {
  return `${parentTitle}·${label}`;
}

/** A sub-route's label at a location: its addLabel when the query names no record (no id). */
export function subRouteLabel(entry: ScreenEntry, search: string): string | undefined {
  if (entry.addLabel && !new URLSearchParams(search).get('id')) return entry.addLabel;
  return entry.label;
}

/** A query that makes a list page its own detail page (spec §2.4): an id, or mode=add. */
export function isDetailQuery(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has('id') || query.get('mode') === 'add';
}

/** The detail label (详情 / 新增) of a page at a location, when the page is a detail page there. */
export function detailLabelAt(record: RouteRecord, search: string): string | undefined {
  if (record.parentPath) return subRouteLabel(record.entry, search);
  const inPlace = record.entry.inPlaceDetail;
  if (!inPlace || !isDetailQuery(search)) return undefined;
  return new URLSearchParams(search).get('id') ? inPlace.label : inPlace.addLabel;
}

/** The tab title of a route at a location (出口订单·详情 or 出口订单·新增; 出口物流运单 beside 进口物流运单). */
export function titleAt(record: RouteRecord, search: string): string {
  if (!record.module) return record.title;
  const label = detailLabelAt(record, search);
  return label === undefined ? record.title : subTitle(record.pageTitle, label);
}

/**
 * The names pages are titled with: the menu name, except where two pages share one (物流运单 under
 * 出口业务 and under 进口业务): then their groups' names without the ending they share (业务) go in
 * front (出口物流运单, 进口物流运单), kept to at least two characters.
 */
export function pageNames(modules: readonly ModuleNode[]): Map<ModuleNode, string> {
  const byName = new Map<string, Array<{ module: ModuleNode; group: string }>>();
  for (const { module, ancestors } of flattenModules(modules)) {
    if (module.children?.length) continue;
    const same = byName.get(module.name) ?? [];
    byName.set(module.name, [...same, { module, group: ancestors.at(-1)?.name ?? '' }]);
  }
  const names = new Map<ModuleNode, string>();
  for (const [name, pages] of byName) {
    const groups = pages.map((page) => page.group);
    const distinct = new Set(groups).size === groups.length;
    let suffix = 0;
    while (distinct && groups.every((group) => group.length > suffix && group.at(-1 - suffix) === groups[0].at(-1 - suffix))) suffix++;
    // The part in front stays a word of at least two characters (出口 of 出口业务, not 出).
    suffix = Math.max(0, Math.min(suffix, ...groups.map((group) => group.length - 2)));
    for (const page of pages) {
      const side = page.group.slice(0, page.group.length - suffix);
      names.set(page.module, pages.length > 1 && distinct && side && !name.startsWith(side) ? `${side}${name}` : name);
    }
  }
  return names;
}

/**
 * The routes a user may visit, built only from their modules (spec §2.2): a menu uri is
 * registered when a first-level registry line matches it, and each sub-route of that line
 * with it (its parameters filled from the menu uri). Excluded uris and menu groups never
 * become routes; `always` lines (/home) are there for everyone.
 */
export function buildRouteTable(modules: readonly ModuleNode[], registry: readonly ScreenEntry[], excludedUris: readonly string[] = []): RouteRecord[] {
  const table = new Map<string, RouteRecord>();
  const add = (record: RouteRecord) => {
    if (!table.has(record.path)) table.set(record.path, record);
  };

  for (const entry of registry) {
    if (entry.always)
      add({ path: entry.pattern, entry, module: null, ancestors: [], title: entry.title ?? entry.pattern, pageTitle: entry.title ?? entry.pattern });
  }
  const names = pageNames(modules);

  const pages = registry.filter((e) => !e.parent && !e.always);
  for (const { module, ancestors } of flattenModules(modules)) {
    const uri = normaliseUri(module.uri);
    if (!uri || excludedUris.includes(uri) || module.children?.length) continue;
    for (const entry of pages) {
      const match = matchPath({ path: entry.pattern, end: true }, uri);
      if (!match) continue;
      const name = names.get(module) ?? module.name;
      add({ path: uri, entry, module, ancestors, title: name, pageTitle: name });
      for (const sub of registry.filter((e) => e.parent === entry.pattern)) {
        add({
          path: fillPattern(sub.pattern, match.params),
          entry: sub,
          module,
          ancestors,
          title: subTitle(name, sub.label ?? ''),
          pageTitle: name,
          parentPath: uri,
        });
      }
      break;
    }
  }
  return [...table.values()];
}

export interface ResolvedRoute {
  record: RouteRecord;
  params: Readonly<Record<string, string | undefined>>;
}

/** The registered route a pathname falls on, if any. Concrete paths win over parameterised ones. */
export function resolveRoute(table: readonly RouteRecord[], pathname: string): ResolvedRoute | null {
  let best: ResolvedRoute | null = null;
  for (const record of table) {
    const match = matchPath({ path: record.path, end: true }, pathname);
    if (!match) continue;
    if (!record.path.includes(':')) return { record, params: match.params };
    best ??= { record, params: match.params };
  }
  return best;
}
