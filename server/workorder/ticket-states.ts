// The work ticket states and their names (WORK/WorkTicketState in schemas/seed/states.json, the
// list definition's stateType), from the state options table, in their list order.
import type { Kysely } from 'kysely';
import type { PortalDatabase } from '../db/schema.ts';
import type { TicketFeature } from './ticket-forms.ts';

export async function stateNamesOf(db: Kysely<PortalDatabase>, feature: TicketFeature): Promise<Map<string, string>> {
  const type = feature.list.ui.stateType;
  if (!type) return new Map();
  const rows = await db
    .selectFrom('state_option')
    .select(['state', 'state_name'])
    .where('mode', '=', type.mode)
    .where('bill_type', '=', type.billType)
    .orderBy('sort_no')
    .execute();
  return new Map(rows.map((row) => [row.state, row.state_name]));
}
