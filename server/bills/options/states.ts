// The state list of a family (state_option for its stateType), in display order.
import { portalDb, type SomeDb } from '../db.ts';
import type { BillFamily } from '../family.ts';

export interface StateList {
  states: Array<{ state: string; name: string }>;
  name(state: string): string;
  has(state: string): boolean;
}

export async function loadStateList(someDb: SomeDb, family: BillFamily): Promise<StateList> {
  const db = portalDb(someDb);
  const { mode, billType } = family.definition.ui.stateType ?? { mode: '', billType: '' };
  // A family without a state type (e.g. knowledge documents) has an empty list.
  const rows = await db
    .selectFrom('state_option')
    .select(['state', 'state_name'])
    .where('mode', '=', mode)
    .where('bill_type', '=', billType)
    .orderBy('sort_no')
    .orderBy('id')
    .execute();
  const names = new Map(rows.map((row) => [row.state, row.state_name]));
  return {
    states: rows.map((row) => ({ state: row.state, name: row.state_name })),
    // A state missing from the list is still shown, by its code.
    name: (state) => names.get(state) ?? state,
    has: (state) => names.has(state),
  };
}
