// Bulk create-or-update of one family's bills (issue 27 point 3, docs/open-api.md "Bulk"): up to
// BULK_MAX_ITEMS bills (header with lines) in one call, each checked exactly as the detail page's
// save checks it (the family's schema, its dictionaries, its references to the company's bills)
// and answered item by item. A bill is found by its business key, the family's link field (orderNo,
// logisticsNo…, from the definition): a key the company already has rewrites that bill, if its
// state still allows it, at the version read; a new key makes a new draft. A bad item never stops
// the others: every good one is stored in one transaction, the new ones together, and a refusal
// (not editable, changed meanwhile) comes before that bill writes anything.
import { isBlank } from '#core/values.ts';
import type { FieldProblem } from '#core/definition/index.ts';
import { ApiError } from '../http/envelope.ts';
import { dynamicDb, engineDb } from '../bills/db.ts';
import type { BillEngine } from '../bills/engine.ts';
import type { BillFamily } from '../bills/family.ts';
import { loadDictionaries } from '../bills/options/dictionaries.ts';
import { missingReferences, referenceProblem } from '../bills/references/missing-references.ts';
import { insertBills, updateBill } from '../bills/save/store-bill.ts';
import { validateBill, type BillData } from '../bills/validation/validate-bill.ts';

/** Bills one call may carry at most (the 1,000). */
export const BULK_MAX_ITEMS = 1000;
/** Problems answered per item at most (the first ones; `truncated` says there were more). */
export const ITEM_PROBLEMS_MAX = 20;
/** Business keys looked up per query (SQLite's bound parameters stay far below its limit). */
const KEYS_PER_QUERY = 500;

export const MSG_DUPLICATE_KEY = '同一批数据中业务编号重复';

export type BulkItemResult =
  | { index: number; ok: true; id: number; businessKey: string | null; created: boolean }
  | { index: number; ok: false; businessKey: string | null; message: string; errors: FieldProblem[]; truncated: boolean };

export interface BulkSaveAnswer {
  created: number;
  updated: number;
  failed: number;
  items: BulkItemResult[];
}

interface Checked {
  index: number;
  key: string | null;
  data: BillData;
}

function keyOf(family: BillFamily, data: Record<string, unknown>): string | null {
  const value = data[family.link.name];
  return isBlank(value) ? null : String(value);
}

function refused(index: number, key: string | null, errors: FieldProblem[], truncated = false): BulkItemResult {
  return {
    index,
    ok: false,
    businessKey: key,
    message: errors[0]?.message ?? '数据校验失败',
    errors: errors.slice(0, ITEM_PROBLEMS_MAX),
    truncated: truncated || errors.length > ITEM_PROBLEMS_MAX,
  };
}

/** The company's bills of these business keys: key → id and version (the newest bill of a key). */
export async function billsByBusinessKey(
  engine: BillEngine,
  family: BillFamily,
  companyCode: string,
  keys: string[],
): Promise<Map<string, { id: number; version: number }>> {
  const found = new Map<string, { id: number; version: number }>();
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const rows = (await dynamicDb(engine.db)
      .selectFrom(family.headTable)
      .select(['id', 'version', `${family.link.column} as business_key`])
      .where('company_code', '=', companyCode)
      .where(family.link.column, 'in', keys.slice(start, start + KEYS_PER_QUERY))
      .orderBy('id')
      .execute()) as { id: number; version: number; business_key: unknown }[];
    for (const row of rows) found.set(String(row.business_key), { id: Number(row.id), version: Number(row.version ?? 0) });
  }
  return found;
}

/** Checks every item, then stores the good ones in one transaction, each under its own savepoint. */
export async function bulkSave(
  engine: BillEngine,
  family: BillFamily,
  companyCode: string,
  items: readonly Record<string, unknown>[],
  now: number,
): Promise<BulkSaveAnswer> {
  const results: BulkItemResult[] = new Array(items.length);
  const dictionaries = await loadDictionaries(engine.db, family.dictionaryCodes);
  const seen = new Set<string>();
  let good: Checked[] = [];
  items.forEach((item, index) => {
    const key = keyOf(family, item);
    const checked = validateBill(family, item, dictionaries);
    if (!checked.ok) {
      results[index] = refused(index, key, checked.problems, checked.truncated);
      return;
    }
    if (key !== null && seen.has(key)) {
      results[index] = refused(index, key, [
        {
          path: family.link.name,
          field: family.link.name,
          title: family.link.title,
          message: `${family.link.title}：${MSG_DUPLICATE_KEY}`,
          text: MSG_DUPLICATE_KEY,
        },
      ]);
      return;
    }
    if (key !== null) seen.add(key);
    good.push({ index, key, data: checked.data });
  });

  const missing = await missingReferences(
    engine.db,
    engine.families,
    family,
    companyCode,
    good.map(({ data: { lines, ...head } }) => ({ head, lines: lines ?? null })),
  );
  good = good.filter((item, position) => {
    if (missing[position].length === 0) return true;
    results[item.index] = refused(
      item.index,
      item.key,
      missing[position].map((problem) => referenceProblem(family, problem)),
    );
    return false;
  });

  const existing = await billsByBusinessKey(
    engine,
    family,
    companyCode,
    good.flatMap((item) => (item.key === null ? [] : [item.key])),
  );
  // One transaction. New bills go in all at once; an existing one is rewritten by itself, and its
  // refusals (not editable, changed meanwhile) are thrown before it writes anything, so no
  // savepoint is needed (on PostgreSQL, a thousand subtransactions in one transaction overflow
  // each backend's cache and slow every other session's snapshots).
  const fresh = good.filter((item) => item.key === null || !existing.has(item.key));
  const known = good.filter((item) => item.key !== null && existing.has(item.key));
  await engineDb(engine.db)
    .transaction()
    .execute(async (trx) => {
      const ids = await insertBills(
        trx,
        family,
        companyCode,
        fresh.map((item) => item.data),
        now,
      );
      fresh.forEach((item, position) => {
        results[item.index] = { index: item.index, ok: true, id: ids[position], businessKey: item.key, created: true };
      });
      for (const item of known) {
        const bill = existing.get(item.key!)!;
        try {
          await updateBill(trx, family, companyCode, bill.id, bill.version, item.data, now);
          results[item.index] = { index: item.index, ok: true, id: bill.id, businessKey: item.key, created: false };
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          results[item.index] = refused(item.index, item.key, [{ path: '', field: '', title: '', message: error.message, text: error.message }]);
        }
      }
    });

  const stored = results.filter((result): result is Extract<BulkItemResult, { ok: true }> => result.ok);
  const created = stored.filter((result) => result.created).length;
  return { created, updated: stored.length - created, failed: results.length - stored.length, items: results };
}
