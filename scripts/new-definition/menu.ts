// The menu page of a new definition (schemas/seed/menu.json): refused when the menu already has
// its uri or key, otherwise appended to a group; the file is written by the caller with the rest.
import { readJson, ScaffoldError, type NewFile } from './files.ts';

export const MENU_FILE = 'schemas/seed/menu.json';

export interface MenuNode {
  key: string;
  name: string;
  uri: string;
  icon?: string;
  buttons: string[];
  children?: MenuNode[];
}

export interface Menu {
  modules: MenuNode[];
}

export function readMenu(root: string): Menu {
  return readJson<Menu>(root, MENU_FILE);
}

function nodesOf(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...nodesOf(node.children ?? [])]);
}

/** The group whose key is `key`. */
export function groupNamed(menu: Menu, key: string): MenuNode {
  const group = nodesOf(menu.modules).find((node) => node.key === key && node.children);
  if (!group) throw new ScaffoldError(`菜单中没有 key 为「${key}」的分组（schemas/seed/menu.json）`);
  return group;
}

/** Appends `page` to `group` unless a node of the menu has its uri or key; answers the menu file. */
export function addPage(menu: Menu, group: MenuNode, page: MenuNode): NewFile {
  if (nodesOf(menu.modules).some((node) => node.uri === page.uri || node.key === page.key))
    throw new ScaffoldError(`菜单中已有页面 ${page.uri}（或 key ${page.key}）`);
  group.children!.push(page);
  return [MENU_FILE, menu];
}
