// What one definitions sync did (server/seed/sync/sync-definitions.ts), and the line the start and
// `npm run sync-definitions` print for it. "Kept" entries are gone from schemas/seed but stay in
// the database because data refers to them (docs/definitions.md "How definitions reach a running
// portal"); they are listed on every run until someone deals with them, so they never go unseen.

export interface ListChanges {
  /** The dictionary code, or `mode/billType` of a state list. */
  list: string;
  added: string[];
  updated: string[];
}

export interface SyncReport {
  modulesAdded: string[];
  modulesUpdated: string[];
  modulesRemoved: string[];
  buttonsAdded: string[];
  buttonsRemoved: string[];
  /** user_module and user_button rows granted for new menu nodes and button codes. */
  grants: number;
  dictionaries: ListChanges[];
  stateLists: ListChanges[];
  /** Removed from the definitions, still in the database, each with what refers to it. */
  kept: string[];
}

export function emptyReport(): SyncReport {
  return {
    modulesAdded: [],
    modulesUpdated: [],
    modulesRemoved: [],
    buttonsAdded: [],
    buttonsRemoved: [],
    grants: 0,
    dictionaries: [],
    stateLists: [],
    kept: [],
  };
}

/** True when the run wrote anything (kept entries are not a change: they were kept before too). */
export function changedAnything(report: SyncReport): boolean {
  const lists = [...report.dictionaries, ...report.stateLists];
  return (
    report.modulesAdded.length +
      report.modulesUpdated.length +
      report.modulesRemoved.length +
      report.buttonsAdded.length +
      report.buttonsRemoved.length +
      report.grants >
      0 || lists.some((list) => list.added.length + list.updated.length > 0)
  );
}

function counted(what: string, unit: string, names: readonly string[]): string | null {
  return names.length === 0 ? null : `${what} ${names.length} ${unit}（${names.join('、')}）`;
}

function listLine(kind: string, list: ListChanges): string | null {
  const parts = [counted('新增', '项', list.added), counted('更新', '项', list.updated)].filter((part) => part !== null);
  return parts.length === 0 ? null : `${kind} ${list.list} ${parts.join('，')}`;
}

/** One line: `定义同步 / definitions sync: 新增菜单 2 个（…）、…；移除但仍被引用（保留）：…`. */
export function formatSyncReport(report: SyncReport): string {
  const parts = [
    counted('新增菜单', '个', report.modulesAdded),
    counted('更新菜单', '个', report.modulesUpdated),
    counted('删除菜单', '个', report.modulesRemoved),
    counted('新增按钮', '个', report.buttonsAdded),
    counted('删除按钮', '个', report.buttonsRemoved),
    report.grants > 0 ? `授予已有用户 ${report.grants} 项权限` : null,
    ...report.dictionaries.map((list) => listLine('字典', list)),
    ...report.stateLists.map((list) => listLine('状态列表', list)),
  ].filter((part) => part !== null);
  const changes = parts.length === 0 ? '无变化 / nothing changed' : parts.join('、');
  const kept = report.kept.length === 0 ? '' : `；移除但仍被引用（保留）：${report.kept.join('、')}`;
  return `定义同步 / definitions sync: ${changes}${kept}`;
}
