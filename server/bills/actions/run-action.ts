// A lifecycle action on a batch of bills, inside the caller's transaction: every bill must
// belong to the caller's company and be in a state the action accepts, or nothing changes and
// the refusal names each bill and why. Declaring hands the bills to the customs simulator.
import { lifecycleAction } from '#core/definition/index.ts';
import { businessError } from '../../http/envelope.ts';
import { chinaDateTime } from '../clock.ts';
import { dynamicDb, type EngineTrx } from '../db.ts';
import type { BillEngine } from '../engine.ts';
import type { BillFamily } from '../family.ts';
import { loadStateList } from '../options/states.ts';
import type { DbRow } from '../rows.ts';
import { BILL_NOT_FOUND } from '../find-bill.ts';
import { refusal, type RefusedBill } from './action-refusal.ts';
import { RESEND_ACTIONS, resendReceipts } from './resend-receipts.ts';
import { nextVersion } from '../save/bill-version.ts';

/** The action that removes bills (with their lines and receipts) instead of moving them. */
export const DELETE_ACTION = 'delete';
export const STATE_CHANGED = '单据状态已变化，请刷新后重试';

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

function linkName(family: BillFamily, row: DbRow): string {
  const value = row[family.link.column];
  return value === null || value === undefined || value === '' ? `#${row.id}` : String(value);
}

async function deleteBills(trx: EngineTrx, family: BillFamily, ids: number[]): Promise<void> {
  if (family.lineTable) await dynamicDb(trx).deleteFrom(family.lineTable).where('head_id', 'in', ids).execute();
  await dynamicDb(trx).deleteFrom(family.headTable).where('id', 'in', ids).execute();
  await trx.deleteFrom('receipt').where('family', '=', family.id).where('bill_id', 'in', ids).execute();
  await trx.deleteFrom('simulator_job').where('family', '=', family.id).where('bill_id', 'in', ids).execute();
}

async function moveBills(trx: EngineTrx, call: ActionCall, from: string[], to: string, now: number): Promise<void> {
  const declared = to === call.family.definition.ui.lifecycle.states.declared;
  const changes: Record<string, unknown> = { state: to, update_time: chinaDateTime(now), version: nextVersion() };
  if (declared) Object.assign(changes, { app_time: chinaDateTime(now), return_info: null });
  const result = await dynamicDb(trx)
    .updateTable(call.family.headTable)
    .set(changes)
    .where('company_code', '=', call.companyCode)
    .where('id', 'in', [...call.ids])
    .where('state', 'in', from)
    .executeTakeFirst();
  // Another request moved one of them since we read it: refuse rather than half-apply.
  if (Number(result.numUpdatedRows) !== call.ids.length) throw businessError(STATE_CHANGED);
}

export async function runAction(engine: BillEngine, trx: EngineTrx, call: ActionCall, now: number): Promise<void> {
  const { family } = call;
  const action = lifecycleAction(family.definition, call.action);
  if (!action) throw new Error(`family ${family.id} has no action ${call.action}`);
  const ids = [...new Set(call.ids)];
  const rows = (await dynamicDb(trx)
    .selectFrom(family.headTable)
    .selectAll()
    .where('company_code', '=', call.companyCode)
    .where('id', 'in', ids)
    .execute()) as DbRow[];
  const states = await loadStateList(trx, family);
  const found = new Map(rows.map((row) => [Number(row.id), row]));
  const refused: RefusedBill[] = [];
  for (const id of ids) {
    const row = found.get(id);
    if (!row) refused.push({ id, name: `#${id}`, reason: BILL_NOT_FOUND });
    else if (!action.from.includes(String(row.state))) {
      refused.push({ id, name: linkName(family, row), reason: `当前状态「${states.name(String(row.state))}」不允许${call.verb}` });
    }
  }
  if (refused.length > 0) throw refusal(refused);

  if (call.action === DELETE_ACTION) await deleteBills(trx, family, ids);
  else if (action.to !== undefined) await moveBills(trx, { ...call, ids }, action.from, action.to, now);
  if (RESEND_ACTIONS.has(call.action)) await resendReceipts(trx, family, rows, states, now);

  await trx
    .insertInto('bill_action')
    .values(
      rows.map((row) => ({
        family: family.id,
        bill_id: Number(row.id),
        company_code: call.companyCode,
        action: call.action,
        from_state: String(row.state),
        to_state: action.to ?? String(row.state),
        note: call.note,
        user_id: call.userId,
        acted_at: now,
      })),
    )
    .execute();

  if (action.to !== undefined && action.to === family.definition.ui.lifecycle.states.declared && call.action !== DELETE_ACTION) {
    const declared = ids.map((id) => ({ id, companyCode: call.companyCode, state: action.to as string }));
    await engine.simulator.declared(trx, family, declared, now);
  }
}
