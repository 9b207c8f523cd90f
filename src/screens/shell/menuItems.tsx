import type { MenuProps } from 'antd';
import type { ModuleNode } from '#core/wire.ts';
import { normaliseUri, sortModules } from '../../engine/permissions/index.ts';
import { menuIcon } from './menuIcons.tsx';

type MenuItem = Required<MenuProps>['items'][number];

/** Key of a menu group (a module with children); leaves use their uri as key. */
export function groupKey(module: ModuleNode): string {
  return `group:${module.id}`;
}

/** The antd Menu items of the module tree, in sortNo order. */
export function menuItemsOf(modules: readonly ModuleNode[]): MenuItem[] {
  return sortModules(modules).map((module) =>
    module.children?.length
      ? { key: groupKey(module), icon: menuIcon(module.icon), label: module.name, children: menuItemsOf(module.children) }
      : { key: normaliseUri(module.uri) || `module:${module.id}`, icon: menuIcon(module.icon), label: module.name },
  );
}

/** The group keys that must be open to show the leaf with `uri`. */
export function openKeysFor(modules: readonly ModuleNode[], uri: string): string[] {
  for (const module of modules) {
    if (!module.children?.length) continue;
    if (module.children.some((c) => !c.children?.length && normaliseUri(c.uri) === uri)) return [groupKey(module)];
    const deeper = openKeysFor(module.children, uri);
    if (deeper.length) return [groupKey(module), ...deeper];
  }
  return [];
}
