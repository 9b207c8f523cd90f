// The callback log of the 接口密钥 screen (issue 27 point 5): a key's last tries with the state of
// their delivery, and 立即重试, conditional on the delivery not having been delivered meanwhile.
import type { CallbackAttemptView, DeliveryStatus } from '#core/open-api.ts';
import type { PortalDb } from '../../db/connect.ts';
import { ATTEMPTS_KEPT } from './deliver-callbacks.ts';

/** The key's last tries, newest first; `titleOf` names a family as its definition does. */
export async function listAttempts(db: PortalDb, keyId: string, titleOf: (family: string) => string): Promise<CallbackAttemptView[]> {
  const rows = await db
    .selectFrom('callback_attempt as a')
    .innerJoin('callback_delivery as d', 'd.id', 'a.delivery_id')
    .select([
      'a.id',
      'a.delivery_id',
      'a.at',
      'a.http_status',
      'a.error',
      'a.duration_ms',
      'd.event_id',
      'd.family',
      'd.business_key',
      'd.status',
      'd.attempts',
    ])
    .where('a.key_id', '=', keyId)
    .orderBy('a.id', 'desc')
    .limit(ATTEMPTS_KEPT)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    deliveryId: Number(row.delivery_id),
    eventId: row.event_id,
    family: row.family,
    familyTitle: titleOf(row.family),
    businessKey: row.business_key,
    at: Number(row.at),
    httpStatus: row.http_status === null ? null : Number(row.http_status),
    error: row.error,
    durationMs: Number(row.duration_ms),
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
  }));
}

/**
 * Sends a delivery of the company's keys at the next tick: pending now, or failed once more. One
 * being sent right now (claimed by a process) is left to that try, so it never goes out twice at once.
 */
export async function retryDelivery(db: PortalDb, companyCode: string, deliveryId: number, now: number): Promise<'retrying' | 'delivered' | 'notFound'> {
  const result = await db
    .updateTable('callback_delivery')
    .set({ status: 'pending', next_at: now })
    .where('id', '=', deliveryId)
    .where('company_code', '=', companyCode)
    .where('status', 'in', ['pending', 'failed'])
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'retrying';
  const found = await db
    .selectFrom('callback_delivery')
    .select('status')
    .where('id', '=', deliveryId)
    .where('company_code', '=', companyCode)
    .executeTakeFirst();
  if (!found) return 'notFound';
  return found.status === 'delivered' ? 'delivered' : 'retrying';
}
