import type { ModuleNode } from '../../http/types.ts';

/** A module together with the chain of its ancestors (outermost first), as the menu shows it. */
export interface ModuleWithTrail {
  module: ModuleNode;
  /** Ancestors only, outermost first; empty for a first-level module. */
  ancestors: ModuleNode[];
}

/** Menu uris arrive with or without the leading slash; routes always have one. */
export function normaliseUri(uri: string | null | undefined): string {
  const trimmed = (uri ?? '').trim();
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Siblings in the order the server asks for (sortNo), stable for equal numbers. */
export function sortModules(modules: readonly ModuleNode[]): ModuleNode[] {
  return [...modules].sort((a, b) => (a.sortNo ?? 0) - (b.sortNo ?? 0));
}

/** Every node of the tree, depth first in menu order, each with its ancestors. */
export function flattenModules(modules: readonly ModuleNode[]): ModuleWithTrail[] {
  const out: ModuleWithTrail[] = [];
  const walk = (nodes: readonly ModuleNode[], ancestors: ModuleNode[]) => {
    for (const node of sortModules(nodes)) {
      out.push({ module: node, ancestors });
      if (node.children?.length) walk(node.children, [...ancestors, node]);
    }
  };
  walk(modules, []);
  return out;
}

export function findModuleByUri(modules: readonly ModuleNode[], uri: string): ModuleWithTrail | null {
  const wanted = normaliseUri(uri);
  if (!wanted) return null;
  return flattenModules(modules).find((m) => normaliseUri(m.module.uri) === wanted) ?? null;
}

/**
 * The module whose buttons apply on a page (spec §6: "matched by page path").
 * A page's own module wins; a sub-route (/account/add, /workorder/show/7,
 * /rewardApplication/apply/detail) borrows its parent page's module, found by dropping
 * trailing path segments; the bill detail route /details/{type}/{key} belongs to the bill
 * list page /bill/{type}/{key}.
 */
export function findPageModule(modules: readonly ModuleNode[], pathname: string): ModuleNode | null {
  const path = normaliseUri(pathname).replace(/\/+$/, '');
  if (!path) return null;
  const exact = findModuleByUri(modules, path);
  if (exact) return exact.module;
  const detail = /^\/details\/([^/]+)\/([^/]+)/.exec(path);
  if (detail) return findModuleByUri(modules, `/bill/${detail[1]}/${detail[2]}`)?.module ?? null;
  const segments = path.split('/').filter(Boolean);
  for (let n = segments.length - 1; n >= 1; n -= 1) {
    const found = findModuleByUri(modules, `/${segments.slice(0, n).join('/')}`);
    // A menu group (a node with children) is not a page and holds no buttons of its own pages.
    if (found && !found.module.children?.length) return found.module;
  }
  return null;
}

/** The button codes a module grants (its buttonVos), without duplicates. */
export function buttonCodesOf(module: ModuleNode | null | undefined): string[] {
  if (!module?.buttonVos) return [];
  return [...new Set(module.buttonVos.map((b) => b.code).filter(Boolean))];
}
