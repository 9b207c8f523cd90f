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

/** The tab title of a route at a location (出口订单·详情 or 出口订单·新增). */
export function titleAt(record: RouteRecord, search: string): string {
  if (!record.parentPath || !record.module) return record.title;
  return subTitle(record.module.name, subRouteLabel(record.entry, search) ?? '');
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
    if (entry.always) add({ path: entry.pattern, entry, module: null, ancestors: [], title: entry.title ?? entry.pattern });
  }

  const pages = registry.filter((e) => !e.parent && !e.always);
  for (const { module, ancestors } of flattenModules(modules)) {
    const uri = normaliseUri(module.uri);
    if (!uri || excludedUris.includes(uri) || module.children?.length) continue;
    for (const entry of pages) {
      const match = matchPath({ path: entry.pattern, end: true }, uri);
      if (!match) continue;
      add({ path: uri, entry, module, ancestors, title: module.name });
      for (const sub of registry.filter((e) => e.parent === entry.pattern)) {
        add({
          path: fillPattern(sub.pattern, match.params),
          entry: sub,
          module,
          ancestors,
          title: subTitle(module.name, sub.label ?? ''),
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
