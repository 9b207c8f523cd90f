// The api_key rows of one company: list, create, rename and rescope, revoke, and the lookups of a
// signed request. Every change names the company, so a key of another company is one that does not
// exist. A revoked key stays listed (when and by whom is worth knowing) and never comes back.
import type { KeyObject } from 'node:crypto';
import type { ApiKeyView, CreatedApiKey } from '#core/open-api.ts';
import type { PortalDb } from '../db/connect.ts';
import type { ApiKeyTable } from '../db/schema.ts';
import { newKeyId, newSecret, sealSecret, sha256Hex } from './key-vault.ts';

/** A key's row as a signed request needs it. */
export type ApiKeyRow = Omit<ApiKeyTable, 'id'> & { id: number };

export function scopesOf(row: Pick<ApiKeyTable, 'scopes'>): string[] {
  const parsed: unknown = JSON.parse(row.scopes);
  return Array.isArray(parsed) ? parsed.filter((scope): scope is string => typeof scope === 'string') : [];
}

function viewOf(row: ApiKeyRow, createdBy: string): ApiKeyView {
  return {
    keyId: row.key_id,
    name: row.name,
    scopes: scopesOf(row),
    fingerprint: row.secret_sha256.slice(0, 8),
    createdBy,
    createdAt: Number(row.created_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
    callbackUrl: row.callback_url ?? null,
  };
}

export async function listApiKeys(db: PortalDb, companyCode: string): Promise<ApiKeyView[]> {
  const rows = await db
    .selectFrom('api_key')
    .leftJoin('app_user', 'app_user.id', 'api_key.created_by')
    .selectAll('api_key')
    .select('app_user.login_name as creator')
    .where('api_key.company_code', '=', companyCode)
    .orderBy('api_key.created_at', 'desc')
    .orderBy('api_key.id', 'desc')
    .execute();
  return rows.map((row) => viewOf(row, row.creator ?? ''));
}

export interface NewApiKey {
  companyCode: string;
  name: string;
  scopes: readonly string[];
  createdBy: { id: number; loginName: string };
}

export async function createApiKey(db: PortalDb, kek: KeyObject, key: NewApiKey, now = Date.now()): Promise<CreatedApiKey> {
  const keyId = newKeyId();
  const secret = newSecret();
  const row = await db
    .insertInto('api_key')
    .values({
      key_id: keyId,
      company_code: key.companyCode,
      name: key.name,
      scopes: JSON.stringify([...key.scopes]),
      secret_sealed: sealSecret(kek, keyId, secret),
      secret_sha256: sha256Hex(secret),
      created_by: key.createdBy.id,
      created_at: now,
      revoked_at: null,
      last_used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...viewOf(row, key.createdBy.loginName), secret };
}

/** The company's key (revoked or not), or undefined. */
export async function findCompanyKey(db: PortalDb, companyCode: string, keyId: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_key').selectAll().where('company_code', '=', companyCode).where('key_id', '=', keyId).executeTakeFirst();
}

/** Renames or rescopes a live key; false when it was revoked meanwhile (nothing changed). */
export async function updateApiKey(
  db: PortalDb,
  companyCode: string,
  keyId: string,
  change: { name?: string; scopes?: readonly string[]; callbackUrl?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('api_key')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.scopes ? { scopes: JSON.stringify([...change.scopes]) } : {}),
      ...(change.callbackUrl !== undefined ? { callback_url: change.callbackUrl } : {}),
    })
    .where('company_code', '=', companyCode)
    .where('key_id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes a live key; false when another request revoked it first. */
export async function revokeApiKey(db: PortalDb, companyCode: string, keyId: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('api_key')
    .set({ revoked_at: now })
    .where('company_code', '=', companyCode)
    .where('key_id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A live key by its id, with its creator's state: what a signed request is checked against. */
export async function findLiveKey(db: PortalDb, keyId: string): Promise<(ApiKeyRow & { user_type: string; user_state: string }) | undefined> {
  return db
    .selectFrom('api_key')
    .innerJoin('app_user', 'app_user.id', 'api_key.created_by')
    .selectAll('api_key')
    .select(['app_user.user_type as user_type', 'app_user.state as user_state'])
    .where('api_key.key_id', '=', keyId)
    .where('api_key.revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Records the use at most once a minute per key: a busy key does not write on every call. */
export async function touchApiKey(db: PortalDb, keyId: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('api_key')
    .set({ last_used_at: now })
    .where('key_id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', now - 60_000)]))
    .execute();
}
