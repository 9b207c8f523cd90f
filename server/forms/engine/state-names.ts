// The names of a state list's states (state_option, schemas/seed/states.json), by state code.
import type { UntypedDb } from '../../db/untyped.ts';
import type { FormDb } from './form-store.ts';

export async function stateNames(db: FormDb | UntypedDb, stateType: { mode: string; billType: string }): Promise<Map<string, string>> {
  const rows = (await db
    .selectFrom('state_option')
    .select(['state', 'state_name'])
    .where('mode', '=', stateType.mode)
    .where('bill_type', '=', stateType.billType)
    .execute()) as Array<{ state: string; state_name: string }>;
  return new Map(rows.map((row) => [row.state, row.state_name]));
}
