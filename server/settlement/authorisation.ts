// Authorisations between companies, table auth_commerce (migration 0009; docs/settlement.md): the
// queries the authorisation routes (server/routes/auth-commerce-routes.ts) and the settlement
// server share. A pair (agent, commerce company) has at most one live request (to_audit or
// approved) at a time; the latest request of the pair says whether the agent is authorised.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { AUTH_STATE, AUTH_STATE_MODE, AUTH_STATE_NAMES, AUTH_STATE_TYPE, type AuthState } from '#core/auth-commerce.ts';
import type { PortalDatabase } from '../db/schema.ts';

type Db = Kysely<PortalDatabase>;

/**
 * True when the latest request of `agentCode` to `commerceCode` is approved: the commerce company
 * agreed and has not taken it back (nor has a newer request replaced it). The settlement server
 * asks this before putting a commerce company's bills into an agent's application.
 */
export async function isCommerceAuthorised(db: Db, agentCode: string, commerceCode: string): Promise<boolean> {
  return (await authorisationOf(db, agentCode, commerceCode)) !== null;
}

export interface Authorisation {
  commerceCode: string;
  commerceName: string;
}

/** The commerce company of the pair's latest request when that request is approved; null otherwise. */
export async function authorisationOf(db: Db, agentCode: string, commerceCode: string): Promise<Authorisation | null> {
  const latest = await db
    .selectFrom('auth_commerce')
    .select(['commerce_code', 'commerce_name', 'state'])
    .where('agent_code', '=', agentCode)
    .where('commerce_code', '=', commerceCode)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.state === AUTH_STATE.approved ? { commerceCode: latest.commerce_code, commerceName: latest.commerce_name } : null;
}

/** The commerce companies that have authorised `agentCode` now (latest request approved). */
export async function authorisedCommerceCodes(db: Db, agentCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('auth_commerce as a')
    .select('a.commerce_code')
    .where('a.agent_code', '=', agentCode)
    .where('a.state', '=', AUTH_STATE.approved)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('auth_commerce as b')
            .select('b.id')
            .whereRef('b.agent_code', '=', 'a.agent_code')
            .whereRef('b.commerce_code', '=', 'a.commerce_code')
            .whereRef('b.id', '>', 'a.id'),
        ),
      ),
    )
    .execute();
  return [...new Set(rows.map((row) => row.commerce_code))];
}

/** The seeded names of the states (state list DECLARE/AuthCommerceState), else the built-in ones. */
export async function authStateNames(db: Db): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('state_option')
    .select(['state', 'state_name'])
    .where('mode', '=', AUTH_STATE_MODE)
    .where('bill_type', '=', AUTH_STATE_TYPE)
    .execute();
  return { ...AUTH_STATE_NAMES, ...Object.fromEntries(rows.map((row) => [row.state, row.state_name])) };
}

export const stateNameOf = (names: Record<string, string>, state: string) => names[state] ?? AUTH_STATE_NAMES[state as AuthState] ?? state;

/** Escapes LIKE wildcards so the text is matched literally (escape character: backslash). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const likeCondition = (column: string, text: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(text.toLowerCase())} escape '\\'`;
