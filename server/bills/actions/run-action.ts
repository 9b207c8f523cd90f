// A lifecycle action on a batch of bills, inside the caller's transaction: every bill must
// belong to the caller's company and be in a state the action accepts, or nothing changes and
// the refusal names each bill and why. Declaring needs complete bills (declare-check.ts) whose
// customs messages validate (customs/declare/declared-messages.ts: recorded as 签名记录, signed and
// written to the outbox once the caller's transaction commits, by afterCommit) and hands them to
// the customs simulator.
import { lifecycleAction } from '#core/definition/index.ts';
import { chinaDateTime } from '../clock.ts';
import { dynamicDb, type EngineTrx } from '../db.ts';
import type { BillEngine } from '../engine.ts';
import type { BillFamily } from '../family.ts';
import { loadStateList } from '../options/states.ts';
import type { DbRow } from '../rows.ts';
import { BILL_NOT_FOUND } from '../find-bill.ts';
import { billName, refusal, type RefusedBill } from './action-refusal.ts';
import { undeclarableBills } from './declare-check.ts';
import { RESEND_ACTIONS, resendReceipts } from './resend-receipts.ts';
import { nextVersion } from '../save/bill-version.ts';
import { changeState, deleteInState } from '../../db/state-change.ts';
import { prepareDeclaredMessages } from '../../customs/declare/declared-messages.ts';

/** Rows per INSERT of a batch (each row binds about ten values). */
const INSERT_ROWS = 500;

/** The action that removes bills (with their lines and receipts) instead of moving them. */
export const DELETE_ACTION = 'delete';

export interface ActionCall {
  family: BillFamily;
  action: string;
  /** The button text, used in refusals: 当前状态「海关审结」不允许{verb}. */
  verb: string;
  ids: readonly number[];
  note: string | null;
  userId: number;
  companyCode: string;
}

/** Each bill of `ids` that is gone or not in a state `from` accepts, and why. */
function refusedBills(
  family: BillFamily,
  ids: readonly number[],
  rows: readonly DbRow[],
  from: readonly string[],
  verb: string,
  stateName: (state: string) => string,
) {
  const found = new Map(rows.map((row) => [Number(row.id), row]));
  const refused: RefusedBill[] = [];
  for (const id of ids) {
    const row = found.get(id);
    if (!row) refused.push({ id, name: `#${id}`, reason: BILL_NOT_FOUND });
    else if (!from.includes(String(row.state)))
      refused.push({ id, name: billName(family, row), reason: `当前状态「${stateName(String(row.state))}」不允许${verb}` });
  }
  return refused;
}

/** What the caller does once its transaction commits: sign and send these 签名记录 (engine.customs.afterCommit). */
export interface ActionOutcome {
  signRecords: number[];
}

export async function runAction(engine: BillEngine, trx: EngineTrx, call: ActionCall, now: number): Promise<ActionOutcome> {
  const outcome: ActionOutcome = { signRecords: [] };
  const { family } = call;
  const action = lifecycleAction(family.definition, call.action);
  if (!action) throw new Error(`family ${family.id} has no action ${call.action}`);
  const ids = [...new Set(call.ids)];
  const ownBills = (of: readonly number[]) =>
    dynamicDb(trx)
      .selectFrom(family.headTable)
      .selectAll()
      .where('company_code', '=', call.companyCode)
      .where('id', 'in', [...of])
      .execute() as Promise<DbRow[]>;
  const rows = await ownBills(ids);
  const states = await loadStateList(trx, family);
  const refused = refusedBills(family, ids, rows, action.from, call.verb, (state) => states.name(state));
  if (refused.length > 0) throw refusal(refused);

  // The write re-checks the state it was read in: a bill another request moved or deleted since is
  // refused by name, and the whole batch rolls back.
  const change = {
    table: family.headTable,
    ids,
    scope: { company_code: call.companyCode },
    from: action.from,
    lost: async (lost: number[]) => refusal(refusedBills(family, lost, await ownBills(lost), action.from, call.verb, (state) => states.name(state))),
  };
  if (call.action === DELETE_ACTION) {
    // Lines go with their header (ON DELETE CASCADE); receipts and simulator jobs name the bill only.
    await deleteInState(trx, change);
    await trx.deleteFrom('receipt').where('family', '=', family.id).where('bill_id', 'in', ids).execute();
    await trx.deleteFrom('simulator_job').where('family', '=', family.id).where('bill_id', 'in', ids).execute();
  } else if (action.to !== undefined) {
    const declared = action.to === family.definition.ui.lifecycle.states.declared;
    const set: Record<string, unknown> = { state: action.to, update_time: chinaDateTime(now), version: nextVersion() };
    if (declared) Object.assign(set, { app_time: chinaDateTime(now), return_info: null });
    await changeState(trx, { ...change, set });
    if (declared) {
      // A bill is declared only complete: its lines where the family needs them, its numbers adding
      // up. Read after the state change, which holds the heads (a line change claims its head
      // first), so what is checked is what is declared; a refusal rolls the batch back.
      const order = new Map(ids.map((id, index) => [id, index]));
      const declaredRows = (await ownBills(ids)).sort((a, b) => (order.get(Number(a.id)) ?? 0) - (order.get(Number(b.id)) ?? 0));
      const incomplete = await undeclarableBills(trx, family, declaredRows);
      if (incomplete.length > 0) throw refusal(incomplete);
      // Its customs message must validate before anything is recorded to leave.
      const messages = await prepareDeclaredMessages(engine.customs, trx, family, declaredRows, `${family.title}${call.verb}`, now);
      if (messages.refused.length > 0) throw refusal(messages.refused);
      outcome.signRecords = messages.signRecords;
    }
  }
  if (RESEND_ACTIONS.has(call.action)) await resendReceipts(trx, family, rows, states, now);

  const acts = rows.map((row) => ({
    family: family.id,
    bill_id: Number(row.id),
    company_code: call.companyCode,
    action: call.action,
    from_state: String(row.state),
    to_state: action.to ?? String(row.state),
    note: call.note,
    user_id: call.userId,
    acted_at: now,
  }));
  // In slices: SQLite allows 32,766 bound values in a statement, a 5,000-bill batch has 50,000.
  for (let start = 0; start < acts.length; start += INSERT_ROWS) {
    await trx
      .insertInto('bill_action')
      .values(acts.slice(start, start + INSERT_ROWS))
      .execute();
  }

  if (action.to !== undefined && action.to === family.definition.ui.lifecycle.states.declared && call.action !== DELETE_ACTION) {
    const declared = ids.map((id) => ({ id, companyCode: call.companyCode, state: action.to as string }));
    await engine.simulator.declared(trx, family, declared, now);
  }
  return outcome;
}
