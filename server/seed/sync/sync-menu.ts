// The menu tree of schemas/seed/menu.json against the module table, node by node through the
// node's key (module_key): a new node is added where the tree puts it and granted
// (./grants.ts); a node whose name, address, icon, place or order changed is updated; a node gone
// from the definition is deleted when no user holds it (nor any of its buttons) and no node
// stays under it, and kept and reported otherwise. The buttons of each node follow
// (./sync-buttons.ts).
import type { Selectable, Transaction } from 'kysely';
import type { ModuleTable, PortalDatabase } from '../../db/schema.ts';
import type { MenuModule } from '../seed-data.ts';
import { grantModule, type DeniedCodes } from './grants.ts';
import { syncButtons } from './sync-buttons.ts';
import type { SyncReport } from './sync-report.ts';

type Trx = Transaction<PortalDatabase>;

/** A menu node as stored (schema.ts ModuleTable, its generated id read back). */
type ModuleRow = Selectable<ModuleTable>;

type Wanted = Omit<ModuleRow, 'id' | 'module_key'>;

function changesOf(row: ModuleRow, wanted: Wanted, keyOf: (id: number | null) => string): string[] {
  const changes: string[] = [];
  if (row.name !== wanted.name) changes.push(`名称 ${row.name}→${wanted.name}`);
  if (row.uri !== wanted.uri) changes.push(`地址 ${row.uri}→${wanted.uri}`);
  if (row.icon !== wanted.icon) changes.push(`图标 ${row.icon ?? '无'}→${wanted.icon ?? '无'}`);
  if (row.parent_id !== wanted.parent_id) changes.push(`上级 ${keyOf(row.parent_id)}→${keyOf(wanted.parent_id)}`);
  if (row.sort_no !== wanted.sort_no) changes.push(`顺序 ${row.sort_no}→${wanted.sort_no}`);
  return changes;
}

async function countWhere(trx: Trx, table: 'user_module' | 'module', column: 'module_id' | 'parent_id', id: number): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function buttonHolders(trx: Trx, moduleId: number): Promise<number> {
  const row = await trx
    .selectFrom('user_button')
    .innerJoin('module_button', 'module_button.id', 'user_button.module_button_id')
    .select((eb) => eb.fn.count<number>('user_button.user_id').distinct().as('n'))
    .where('module_button.module_id', '=', moduleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removed nodes, deepest first, so a removed parent knows whether its removed children went. */
async function removeModules(trx: Trx, all: readonly ModuleRow[], removed: readonly ModuleRow[], report: SyncReport): Promise<void> {
  const byId = new Map(all.map((row) => [row.id, row]));
  const depth = (row: ModuleRow): number => (row.parent_id === null ? 0 : 1 + depth(byId.get(row.parent_id) ?? { ...row, parent_id: null }));
  for (const row of [...removed].sort((a, b) => depth(b) - depth(a))) {
    const holders = Math.max(await countWhere(trx, 'user_module', 'module_id', row.id), await buttonHolders(trx, row.id));
    const children = await countWhere(trx, 'module', 'parent_id', row.id);
    if (holders === 0 && children === 0) {
      await trx.deleteFrom('module').where('id', '=', row.id).execute();
      report.modulesRemoved.push(row.name);
      continue;
    }
    const why = [holders > 0 ? `${holders} 个用户持有` : null, children > 0 ? `其下仍有 ${children} 个菜单` : null].filter((part) => part !== null);
    report.kept.push(`菜单 ${row.name}（${why.join('，')}）`);
  }
}

export async function syncMenu(trx: Trx, modules: readonly MenuModule[], denied: DeniedCodes, report: SyncReport): Promise<void> {
  const rows: ModuleRow[] = await trx.selectFrom('module').selectAll().orderBy('id').execute();
  const byKey = new Map(rows.map((row) => [row.module_key, row]));
  const keyById = new Map(rows.map((row) => [row.id, row.module_key]));
  const keyOf = (id: number | null) => (id === null ? '无' : (keyById.get(id) ?? String(id)));
  const seen = new Set<string>();

  const walk = async (nodes: readonly MenuModule[], parentId: number | null): Promise<void> => {
    for (const [position, node] of nodes.entries()) {
      seen.add(node.key);
      const wanted: Wanted = { parent_id: parentId, uri: node.uri, name: node.name, icon: node.icon ?? null, sort_no: position };
      const row = byKey.get(node.key);
      let id: number;
      if (row === undefined) {
        id = (
          await trx
            .insertInto('module')
            .values({ module_key: node.key, ...wanted })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
        keyById.set(id, node.key);
        report.modulesAdded.push(node.name);
        report.grants += await grantModule(trx, id, parentId, node.uri);
      } else {
        id = row.id;
        const changes = changesOf(row, wanted, keyOf);
        if (changes.length > 0) {
          await trx.updateTable('module').set(wanted).where('id', '=', id).execute();
          report.modulesUpdated.push(`${node.name}：${changes.join('，')}`);
        }
      }
      await syncButtons(trx, { id, uri: node.uri, name: node.name }, node.buttons ?? [], denied, report);
      await walk(node.children ?? [], id);
    }
  };
  await walk(modules, null);
  await removeModules(
    trx,
    rows,
    rows.filter((row) => !seen.has(row.module_key)),
    report,
  );
}
