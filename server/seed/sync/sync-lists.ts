// Dictionaries and state lists from schemas/seed into dictionary_item and state_option: new
// values are added, changed names and order updated. A value gone from the definition is kept
// and reported with the bill rows that use it (./bill-usage.ts): the portal's hand-made features
// keep these codes in tables the sync cannot read, so "no bill uses it" does not prove "nothing
// uses it", and a name that disappears under a stored code would show users a bare code.
import type { Transaction } from 'kysely';
import type { BillFamily } from '../../bills/family.ts';
import type { PortalDatabase } from '../../db/schema.ts';
import type { Dictionary, StateList } from '../seed-data.ts';
import { billUsage, describeUsage, stateListKey, type UsageOf } from './bill-usage.ts';
import { diffList, type ListDiff, type StoredItem, type WantedItem } from './list-diff.ts';
import type { ListChanges, SyncReport } from './sync-report.ts';

type Trx = Transaction<PortalDatabase>;

interface ListWriter {
  insert(list: string, item: WantedItem): Promise<unknown>;
  update(id: number, item: WantedItem): Promise<unknown>;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

async function applyDiff(list: string, diff: ListDiff, writer: ListWriter): Promise<ListChanges> {
  for (const item of diff.added) await writer.insert(list, item);
  for (const { id, item } of [...diff.renamed, ...diff.moved]) await writer.update(id, item);
  const updated = diff.renamed.map(({ was, item }) => `${item.value} ${was}→${item.name}`);
  if (diff.moved.length > 0) updated.push(`${diff.moved.length} 项顺序`);
  return { list, added: diff.added.map((item) => `${item.value} ${item.name}`), updated };
}

async function syncLists(
  stored: Map<string, StoredItem[]>,
  wanted: ReadonlyArray<{ list: string; items: ReadonlyArray<{ value: string; name: string }> }>,
  writer: ListWriter,
  usage: UsageOf,
  kind: string,
  report: SyncReport,
): Promise<ListChanges[]> {
  const changes: ListChanges[] = [];
  const inDefinitions = new Set(wanted.map(({ list }) => list));
  for (const { list, items } of wanted) {
    const diff = diffList(stored.get(list) ?? [], items);
    const changed = await applyDiff(list, diff, writer);
    if (changed.added.length + changed.updated.length > 0) changes.push(changed);
    for (const item of diff.removed) report.kept.push(`${kind} ${list} 值 ${item.value} ${item.name}（${describeUsage(await usage(list, item.value))}）`);
  }
  for (const [list, items] of stored) {
    if (inDefinitions.has(list)) continue;
    for (const item of items) report.kept.push(`${kind} ${list} 值 ${item.value} ${item.name}（${describeUsage(await usage(list, item.value))}）`);
  }
  return changes;
}

export async function syncDictionaries(trx: Trx, dictionaries: readonly Dictionary[], families: readonly BillFamily[], report: SyncReport): Promise<void> {
  const rows = await trx.selectFrom('dictionary_item').select(['id', 'dic_code', 'value', 'name', 'sort_no']).orderBy('id').execute();
  const writer: ListWriter = {
    insert: (code, item) =>
      trx
        .insertInto('dictionary_item')
        .values({ dic_code: code, ...item })
        .execute(),
    update: (id, item) => trx.updateTable('dictionary_item').set({ name: item.name, sort_no: item.sort_no }).where('id', '=', id).execute(),
  };
  const wanted = dictionaries.map((dictionary) => ({ list: dictionary.code, items: dictionary.items }));
  report.dictionaries = await syncLists(
    groupBy(rows, (row) => row.dic_code),
    wanted,
    writer,
    billUsage(trx, families, 'dictionary'),
    '字典',
    report,
  );
}

export async function syncStateLists(trx: Trx, lists: readonly StateList[], families: readonly BillFamily[], report: SyncReport): Promise<void> {
  const rows = await trx.selectFrom('state_option').select(['id', 'mode', 'bill_type', 'state', 'state_name', 'sort_no']).orderBy('id').execute();
  const stored = rows.map((row) => ({ ...row, value: row.state, name: row.state_name }));
  const writer: ListWriter = {
    insert: (key, item) => {
      const [mode, billType] = key.split('/') as [string, string];
      return trx.insertInto('state_option').values({ mode, bill_type: billType, state: item.value, state_name: item.name, sort_no: item.sort_no }).execute();
    },
    update: (id, item) => trx.updateTable('state_option').set({ state_name: item.name, sort_no: item.sort_no }).where('id', '=', id).execute(),
  };
  const wanted = lists.map((list) => ({
    list: stateListKey(list.mode, list.billType),
    items: list.states.map((option) => ({ value: option.state, name: option.stateName })),
  }));
  report.stateLists = await syncLists(
    groupBy(stored, (row) => stateListKey(row.mode, row.bill_type)),
    wanted,
    writer,
    billUsage(trx, families, 'state'),
    '状态列表',
    report,
  );
}
