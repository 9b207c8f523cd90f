// Bills a machine names by their own numbers (issue 27, the open API's settlement calls): a
// settlement kind's inventory family names its bills by the family's link field, read from its
// definition (企业内部编号 copNo of the inventories today), exactly as the open API's bill calls
// name them; a key names the newest bill of the caller's company with that number. attachBills and
// detachBills then take the ids, so every rule of the page's picker still applies in one place.
import type { Kysely } from 'kysely';
import type { FieldInfo } from '#core/definition/index.ts';
import { businessError } from '../http/envelope.ts';
import { dynamicDb } from '../bills/db.ts';
import type { BillFamily } from '../bills/family.ts';
import type { PortalDatabase } from '../db/schema.ts';
import * as M from './messages.ts';
import type { SettlementKind } from './settlement-kinds.ts';

type Db = Kysely<PortalDatabase>;

/** Keys looked up per query (SQLite's bound parameters stay far below its limit). */
const KEYS_PER_QUERY = 500;

/** The field naming a bill of the kind (its column and title), from the inventory family's definition. */
export function billKeyOf(families: readonly BillFamily[], kind: SettlementKind): FieldInfo {
  const family = families.find((candidate) => candidate.id === kind.family);
  if (!family) throw new Error(`settlement kind ${kind.ieType}: no family ${kind.family} among the definitions`);
  return family.link;
}

export interface BillKeyQuery {
  companyCode: string;
  kind: SettlementKind;
  key: Pick<FieldInfo, 'column' | 'title'>;
  keys: readonly string[];
  /** Only the bills attached to this application (detach): a key of another bill is not in it. */
  attachedTo?: number;
}

/**
 * The ids of the caller's bills the keys name, in the keys' order (a key named twice counts once).
 * Refuses naming the keys that name no bill of the company (or, with attachedTo, none in that
 * application): another company's bill is one that does not exist.
 */
export async function billIdsByKey(db: Db, query: BillKeyQuery): Promise<number[]> {
  const { companyCode, kind, key, attachedTo } = query;
  const keys = [...new Set(query.keys)];
  const found = new Map<string, number>();
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    let select = dynamicDb(db)
      .selectFrom(`${kind.headTable} as h`)
      .select(['h.id as id', `h.${key.column} as bill_key`])
      .where('h.company_code', '=', companyCode)
      .where(`h.${key.column}`, 'in', keys.slice(start, start + KEYS_PER_QUERY));
    if (attachedTo !== undefined) {
      select = select
        .innerJoin('settlement_bill as sb', (join) => join.onRef('sb.bill_id', '=', 'h.id').on('sb.family', '=', kind.family))
        .where('sb.declare_id', '=', attachedTo);
    }
    // Ascending: the newest bill of a key is the one that stays in the map.
    const rows = (await select.orderBy('h.id').execute()) as { id: number; bill_key: unknown }[];
    for (const row of rows) found.set(String(row.bill_key), Number(row.id));
  }
  const unknown = keys.filter((given) => !found.has(given));
  if (unknown.length > 0) {
    throw businessError(attachedTo === undefined ? M.unknownBills(key.title, M.named(unknown)) : M.notAttached(M.named(unknown)));
  }
  return keys.map((given) => found.get(given)!);
}
