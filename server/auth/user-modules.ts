// The menu tree a user receives at login: the modules granted to the user, each with the
// button codes the user holds on it, children sorted by sort_no. A module whose parent is not
// granted is left out with its subtree, so the menu never shows orphans.
import type { ModuleNode } from '#core/wire.ts';
import type { PortalDb } from '../db/connect.ts';

export async function loadUserModules(db: PortalDb, userId: number): Promise<ModuleNode[]> {
  const modules = await db
    .selectFrom('module')
    .innerJoin('user_module', 'user_module.module_id', 'module.id')
    .select(['module.id', 'module.parent_id', 'module.uri', 'module.name', 'module.icon', 'module.sort_no'])
    .where('user_module.user_id', '=', userId)
    .orderBy('module.sort_no')
    .orderBy('module.id')
    .execute();
  const buttons = await db
    .selectFrom('module_button')
    .innerJoin('user_button', 'user_button.module_button_id', 'module_button.id')
    .select(['module_button.module_id', 'module_button.code'])
    .where('user_button.user_id', '=', userId)
    .orderBy('module_button.id')
    .execute();

  const nodes = new Map<number, ModuleNode>();
  for (const module of modules) {
    nodes.set(module.id, {
      id: String(module.id),
      parentId: module.parent_id === null ? null : String(module.parent_id),
      uri: module.uri,
      name: module.name,
      icon: module.icon,
      sortNo: module.sort_no,
      children: [],
      buttonVos: [],
    });
  }
  for (const button of buttons) nodes.get(button.module_id)?.buttonVos.push({ code: button.code });

  const roots: ModuleNode[] = [];
  for (const module of modules) {
    const node = nodes.get(module.id)!;
    if (module.parent_id === null) roots.push(node);
    else nodes.get(module.parent_id)?.children.push(node);
  }
  return roots;
}
