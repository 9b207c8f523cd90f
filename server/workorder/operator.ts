// The other side of a ticket (docs/work-orders.md): the operator moves it to 处理中 and closes it
// with a result, which the user then reads on the detail page. Used by `npm run workorder`
// (scripts/workorder.ts) against the configured database; no HTTP route offers it.
import { chinaDateTime } from '#core/china-time.ts';
import type { Kysely } from 'kysely';
import type { PortalDatabase } from '../db/schema.ts';
import { TICKET_STATES } from './tickets.ts';
import { changeState } from '../db/state-change.ts';

/** The result's length limit: the list definition's reason field (255). */
export const MAX_RESULT_LENGTH = 255;

export type OperatorMove = { kind: 'progress' } | { kind: 'close'; result: string };

export class OperatorError extends Error {}

/** Moves the ticket numbered `ticketNum`; answers its new state. */
export async function moveTicket(db: Kysely<PortalDatabase>, ticketNum: string, move: OperatorMove, now: number = Date.now()): Promise<string> {
  const ticket = await db.selectFrom('work_ticket').select(['id', 'state']).where('ticket_num', '=', ticketNum).executeTakeFirst();
  if (!ticket) throw new OperatorError(`没有编号为 ${ticketNum} 的工单`);
  if (ticket.state === TICKET_STATES.stop) throw new OperatorError(`工单 ${ticketNum} 已关闭`);
  const time = chinaDateTime(now);
  const open = [TICKET_STATES.pending, TICKET_STATES.process];
  // Only from an open state: a ticket closed meanwhile (another operator) stays closed.
  const lost = () => new OperatorError(`工单 ${ticketNum} 已关闭`);
  if (move.kind === 'progress') {
    await changeState(db, { table: 'work_ticket', ids: [ticket.id], from: open, set: { state: TICKET_STATES.process, update_time: time }, lost });
    return TICKET_STATES.process;
  }
  const result = move.result.trim();
  if (!result) throw new OperatorError('请填写处理结果（--result "…"）');
  if ([...result].length > MAX_RESULT_LENGTH) throw new OperatorError(`处理结果不能超过${MAX_RESULT_LENGTH}个字符`);
  await changeState(db, { table: 'work_ticket', ids: [ticket.id], from: open, set: { state: TICKET_STATES.stop, reason: result, update_time: time }, lost });
  return TICKET_STATES.stop;
}
