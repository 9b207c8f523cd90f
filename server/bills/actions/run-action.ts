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
import { changeState, deleteInState, lockRows } from '../../db/state-change.ts';
import { insertInSlices } from '../../db/insert-in-slices.ts';
import { queueBillEvents } from '../../open-api/callbacks/bill-events.ts';
import { prepareDeclaredMessages, recordDeclaredMessages, type BuiltMessage } from '../../customs/declare/declared-messages.ts';

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
  /**
   * A declare checked before its transaction (declare-jobs.ts): the messages built from the bills
   * as they were then. The bills are locked and must still have the version each message was built
   * from, or the batch is refused naming the bills changed meanwhile.
   */
  checked?: readonly BuiltMessage[];
}

/** Why a bill changed since a background declare checked it is refused. */
export const CHANGED_SINCE_CHECKED = '单据在申报检查期间被修改，请重新申报';

/** The bills of `rows` whose version is no longer the one their message was built from. */
function changedSinceChecked(family: BillFamily, rows: readonly DbRow[], checked: readonly BuiltMessage[]): RefusedBill[] {
  const builtFrom = new Map(checked.map(({ row }) => [Number(row.id), String(row.version)]));
  return rows
    .filter((row) => builtFrom.get(Number(row.id)) !== String(row.version))
    .map((row) => ({ id: Number(row.id), name: billName(family, row), reason: CHANGED_SINCE_CHECKED }));
}

/** Each bill of `ids` that is gone or not in a state `from` accepts, and why. */
export function refusedBills(
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
  const ownBillsQuery = (of: readonly number[]) =>
    dynamicDb(trx)
      .selectFrom(family.headTable)
      .selectAll()
      .where('company_code', '=', call.companyCode)
      .where('id', 'in', [...of]);
  const ownBills = (of: readonly number[]) => ownBillsQuery(of).execute() as Promise<DbRow[]>;
  // A declare checked beforehand holds its bills while it compares their versions.
  const rows = call.checked ? ((await lockRows(trx, ownBillsQuery(ids))) as DbRow[]) : await ownBills(ids);
  const states = await loadStateList(trx, family);
  const refused = refusedBills(family, ids, rows, action.from, call.verb, (state) => states.name(state));
  if (refused.length > 0) throw refusal(refused);
  if (call.checked) {
    const changed = changedSinceChecked(family, rows, call.checked);
    if (changed.length > 0) throw refusal(changed);
  }

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
    if (declared && call.checked) {
      // Checked complete and valid before the transaction, and unchanged since (above).
      outcome.signRecords = await recordDeclaredMessages(engine.customs, trx, family, call.checked, `${family.title}${call.verb}`, now);
    } else if (declared) {
      // A bill is declared only complete: its lines where the family needs them, its numbers adding
      // up. Read after the state change, which holds the heads (a line change claims its head
      // first), so what is checked is what is declared; a refusal rolls the batch back.
      const order = new Map(ids.map((id, index) => [id, index]));
      const declaredRows = (await ownBills(ids)).sort((a, b) => (order.get(Number(a.id)) ?? 0) - (order.get(Number(b.id)) ?? 0));
      const incomplete = await undeclarableBills(trx, family, declaredRows, engine.families);
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
  await insertInSlices(trx, 'bill_action', acts);
  // A bill that moved is news for the keys that listen (a deleted one has nothing left to tell).
  if (action.to !== undefined && call.action !== DELETE_ACTION)
    await queueBillEvents(
      trx,
      family,
      ids.map((id) => ({ billId: id, companyCode: call.companyCode, cause: { kind: 'action', action: call.action } })),
      now,
    );

  if (action.to !== undefined && action.to === family.definition.ui.lifecycle.states.declared && call.action !== DELETE_ACTION) {
    const declared = ids.map((id) => ({ id, companyCode: call.companyCode, state: action.to as string }));
    await engine.simulator.declared(trx, family, declared, now);
  }
  return outcome;
}
