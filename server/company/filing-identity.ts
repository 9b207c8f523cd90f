// The company's identity (docs/company-filing.md "The approved record"): the identity fields of its
// filing (the UI file's state.identityFields) as the reviewer last approved them. The working
// draft may differ — a saved change waits for a declaration and the reviewer — but everything that
// uses the identity (the session's customs code, new bills' copCode, the agreement, the
// resource-centre account) reads the approved record only. The unique identity fields
// (state.uniqueIdentityFields: the credit code, the customs code) are also kept as keys in
// company_identity (migration 0016), one company per field and value, so "does another company
// hold this code" is one primary-key read, at save time and in the reviewer.
import type { FastifyBaseLogger } from 'fastify';
import type { FieldProblem, FieldSchema } from '#core/definition/index.ts';
import type { IdentityChange } from '#core/forms/index.ts';
import type { Kysely } from 'kysely';
import type { PortalDatabase } from '../db/schema.ts';
import { readSetting } from '../db/settings.ts';
import type { FilingForm } from './filing-form.ts';
import { parseFilingData, type FilingDb } from './filing-store.ts';

/** server_setting key: the unique identity fields company_identity was last built for. */
const KEYS_SETTING = 'filing.identityKeys';

export interface IdentityKey {
  field: string;
  value: string;
}

export interface IdentityConflict extends IdentityKey {
  title: string;
}

function titleOf(filing: FilingForm, field: string): string {
  return (filing.form.definition.schema.properties[field] as FieldSchema | undefined)?.title ?? field;
}

/** A refusal's words, the same at save time and in the reviewer's opinion. */
export function msgIdentityTaken(conflict: IdentityConflict): string {
  return `${conflict.title}已被其他企业备案使用`;
}

/** The key of a value: trimmed, upper case (a credit code written in lower case is the same code); null when empty. */
function keyValue(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim().toUpperCase();
  return text === '' ? null : text;
}

/** The unique identity keys a record's data holds. */
export function identityKeys(filing: FilingForm, data: Readonly<Record<string, unknown>>): IdentityKey[] {
  return filing.uniqueIdentityFields.flatMap((field) => {
    const value = keyValue(data[field]);
    return value === null ? [] : [{ field, value }];
  });
}

/** An identity field's value in the approved record (trimmed), or null: what the company is known by. */
export function approvedValue(approved: Readonly<Record<string, unknown>> | null, field: string): string | null {
  const value = approved?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

const same = (one: unknown, other: unknown) => JSON.stringify(one ?? null) === JSON.stringify(other ?? null);

/** The identity fields the draft changes against the approved record; null when it changes none or was never approved. */
export function identityChange(
  filing: FilingForm,
  approved: Readonly<Record<string, unknown>> | null,
  draft: Readonly<Record<string, unknown>>,
): IdentityChange | null {
  if (!approved) return null;
  const fields = filing.identityFields
    .filter((field) => !same(approved[field], draft[field]))
    .map((field) => ({ field, title: titleOf(filing, field), approved: approved[field] ?? null, draft: draft[field] ?? null }));
  if (fields.length === 0) return null;
  return { approved: Object.fromEntries(filing.identityFields.map((field) => [field, approved[field] ?? null])), fields };
}

/** The first unique identity value of `data` that is another company's approved identity (one primary-key read). */
export async function identityConflict(
  db: FilingDb,
  filing: FilingForm,
  companyId: number,
  data: Readonly<Record<string, unknown>>,
): Promise<IdentityConflict | null> {
  const keys = identityKeys(filing, data);
  if (keys.length === 0) return null;
  const held = await db
    .selectFrom('company_identity')
    .select(['field', 'value'])
    .where((eb) => eb.or(keys.map((key) => eb.and([eb('field', '=', key.field), eb('value', '=', key.value)]))))
    .where('company_id', '<>', companyId)
    .execute();
  const taken = keys.find((key) => held.some((row) => row.field === key.field && row.value === key.value));
  return taken ? { ...taken, title: titleOf(filing, taken.field) } : null;
}

/** The problem a save is refused with when its identity is another company's (shown at the field). */
export function identityProblem(conflict: IdentityConflict): FieldProblem {
  const message = msgIdentityTaken(conflict);
  return { path: conflict.field, field: conflict.field, title: conflict.title, message, text: message };
}

/**
 * Makes `data` the company's approved record (the reviewer approved it): the snapshot and its
 * unique keys. A key another company took meanwhile fails the transaction (the primary key), so
 * two companies are never both approved with one code.
 */
export async function storeApprovedRecord(
  db: FilingDb,
  filing: FilingForm,
  companyId: number,
  data: Readonly<Record<string, unknown>>,
  now: number,
): Promise<void> {
  await db
    .updateTable('company_filing')
    .set({ approved_data: JSON.stringify(data), approved_at: now })
    .where('company_id', '=', companyId)
    .execute();
  await db.deleteFrom('company_identity').where('company_id', '=', companyId).execute();
  const keys = identityKeys(filing, data);
  if (keys.length > 0)
    await db
      .insertInto('company_identity')
      .values(keys.map((key) => ({ ...key, company_id: companyId })))
      .execute();
}

/** The company's approved record; null when it was never approved. */
export async function approvedRecord(db: FilingDb, companyId: number): Promise<Record<string, unknown> | null> {
  const row = await db.selectFrom('company_filing').select('approved_data').where('company_id', '=', companyId).executeTakeFirst();
  return row?.approved_data ? parseFilingData(row.approved_data) : null;
}

/**
 * Builds company_identity from the approved records when the definition's unique identity fields
 * are not the ones it was built for (the first start after migration 0016, an analyst's change of
 * the list, a seed of approved filings). Where two companies' approved records already share a
 * value (data from before the rule), the one approved first keeps the key and the other is logged
 * for an operator; the reviewer refuses the value to anyone else from now on.
 */
export async function syncIdentityKeys(db: Kysely<PortalDatabase>, filing: FilingForm, log: FastifyBaseLogger): Promise<void> {
  const signature = JSON.stringify(filing.uniqueIdentityFields);
  if ((await readSetting(db, KEYS_SETTING)) === signature) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('company_identity').execute();
    const rows = await trx
      .selectFrom('company_filing')
      .select(['company_id', 'approved_data'])
      .where('approved_data', 'is not', null)
      .orderBy('approved_at')
      .orderBy('company_id')
      .execute();
    for (const row of rows) {
      for (const key of identityKeys(filing, parseFilingData(row.approved_data ?? '{}'))) {
        const inserted = await trx
          .insertInto('company_identity')
          .values({ ...key, company_id: row.company_id })
          .onConflict((conflict) => conflict.columns(['field', 'value']).doNothing())
          .returning('company_id')
          .executeTakeFirst();
        if (inserted) continue;
        const holder = await trx
          .selectFrom('company_identity')
          .select('company_id')
          .where('field', '=', key.field)
          .where('value', '=', key.value)
          .executeTakeFirst();
        if (holder && holder.company_id !== row.company_id) {
          log.warn({ field: key.field, value: key.value, kept: holder.company_id, also: row.company_id }, 'two approved filings share a unique identity value');
        }
      }
    }
    await trx
      .insertInto('server_setting')
      .values({ key: KEYS_SETTING, value: signature })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: signature }))
      .execute();
  });
}

/** Makes the next start rebuild company_identity (after approved records were written around the reviewer, e.g. by the seed). */
export async function forgetIdentityKeys(db: FilingDb): Promise<void> {
  await db.deleteFrom('server_setting').where('key', '=', KEYS_SETTING).execute();
}
