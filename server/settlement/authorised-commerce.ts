// Whether a commerce company has authorised an agent (issue 13; table auth_commerce, filled by the
// authorisation screens): the latest request between the two (highest id) must be approved; a
// request taken back, declined or still waiting does not count.
import type { Kysely } from 'kysely';
import type { PortalDatabase } from '../db/schema.ts';

export const AUTHORISED_STATE = 'approved';

export interface Authorisation {
  commerceCode: string;
  commerceName: string;
}

/** The latest authorisation row of (agent, commerce) when it is approved; null otherwise. */
export async function authorisationOf(db: Kysely<PortalDatabase>, agentCode: string, commerceCode: string): Promise<Authorisation | null> {
  const row = await db
    .selectFrom('auth_commerce')
    .select(['commerce_code', 'commerce_name', 'state'])
    .where('agent_code', '=', agentCode)
    .where('commerce_code', '=', commerceCode)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.state !== AUTHORISED_STATE) return null;
  return { commerceCode: row.commerce_code, commerceName: row.commerce_name };
}

export async function isCommerceAuthorised(db: Kysely<PortalDatabase>, agentCode: string, commerceCode: string): Promise<boolean> {
  return (await authorisationOf(db, agentCode, commerceCode)) !== null;
}

/** Every commerce company whose latest authorisation of the agent is approved. */
export async function authorisedCommerceCodes(db: Kysely<PortalDatabase>, agentCode: string): Promise<string[]> {
  const rows = await db.selectFrom('auth_commerce').select(['id', 'commerce_code', 'state']).where('agent_code', '=', agentCode).orderBy('id', 'asc').execute();
  const latest = new Map<string, string>();
  for (const row of rows) latest.set(row.commerce_code, row.state);
  return [...latest].filter(([, state]) => state === AUTHORISED_STATE).map(([code]) => code);
}
