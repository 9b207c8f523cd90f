// What happened to a bill, queued for the keys that listen (issue 27 point 5, docs/open-api.md
// "Callbacks"): called inside the transaction that changed the bill — a receipt recorded, an action
// (申报, 撤回…) taken —, it writes one callback_delivery per event and per live key of the bill's
// company that has a callback address and may read the family. The payload is fixed now, as the
// bill stands after the change, so a later delivery still tells what this event was. A company with
// no such key costs one indexed read.
import { randomBytes } from 'node:crypto';
import { familyScope } from '#core/open-api.ts';
import { chinaDateTime } from '../../bills/clock.ts';
import { dynamicDb, portalDb, type EngineTrx } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import { loadStateList } from '../../bills/options/states.ts';
import { insertInSlices } from '../../db/insert-in-slices.ts';
import { scopesOf } from '../api-key-store.ts';

export const CALLBACK_EVENT_TYPE = 'bill.changed';

/** One event: a receipt (with its own status) or an action on the bill. */
export interface BillEvent {
  billId: number;
  companyCode: string;
  cause: { kind: 'receipt'; status: string; statusName: string; info: string | null; at: number } | { kind: 'action'; action: string };
}

/** Why the bill changed: a receipt (its own status, text and time) or an action of the company. */
export type CallbackCause = { kind: 'receipt'; status: string; statusName: string; info: string | null; time: string } | { kind: 'action'; action: string };

/** The body a receiver gets (docs/open-api.md "Callbacks" shows one). */
export interface CallbackPayload {
  eventId: string;
  type: typeof CALLBACK_EVENT_TYPE;
  family: string;
  familyTitle: string;
  id: number;
  businessKey: string | null;
  state: string;
  stateName: string;
  returnInfo: string | null;
  updateTime: string;
  version: number;
  cause: CallbackCause;
  occurredAt: string;
}

export const newEventId = (): string => `ev_${randomBytes(16).toString('hex')}`;

/** Bills read per query (a background declare may move thousands in one transaction). */
const BILLS_PER_READ = 500;

interface BillRow {
  id: number;
  company_code: string;
  business_key: unknown;
  state: string;
  return_info: string | null;
  update_time: string;
  version: unknown;
}

interface ListeningKey {
  key_id: string;
  company_code: string;
}

async function listeningKeys(trx: EngineTrx, family: BillFamily, companies: readonly string[]): Promise<ListeningKey[]> {
  const rows = await portalDb(trx)
    .selectFrom('api_key')
    .select(['key_id', 'company_code', 'scopes'])
    .where('company_code', 'in', [...companies])
    .where('revoked_at', 'is', null)
    .where('callback_url', 'is not', null)
    .execute();
  const scope = familyScope(family.id, 'read');
  return rows.filter((row) => scopesOf(row).includes(scope));
}

/** Queues the events' callbacks; answers how many deliveries it wrote. */
export async function queueBillEvents(trx: EngineTrx, family: BillFamily, events: readonly BillEvent[], now: number): Promise<number> {
  if (events.length === 0) return 0;
  const keys = await listeningKeys(trx, family, [...new Set(events.map((event) => event.companyCode))]);
  if (keys.length === 0) return 0;
  const ids = [...new Set(events.map((event) => event.billId))];
  const rows: BillRow[] = [];
  for (let start = 0; start < ids.length; start += BILLS_PER_READ) {
    rows.push(
      ...((await dynamicDb(trx)
        .selectFrom(family.headTable)
        .select(['id', 'company_code', `${family.link.column} as business_key`, 'state', 'return_info', 'update_time', 'version'])
        .where('id', 'in', ids.slice(start, start + BILLS_PER_READ))
        .execute()) as BillRow[]),
    );
  }
  const bills = new Map(rows.map((row) => [Number(row.id), row]));
  const states = await loadStateList(trx, family);
  const deliveries = [];
  for (const event of events) {
    const bill = bills.get(event.billId);
    if (!bill || bill.company_code !== event.companyCode) continue;
    const eventId = newEventId();
    const businessKey = bill.business_key === null || bill.business_key === undefined ? null : String(bill.business_key);
    const cause: CallbackCause =
      event.cause.kind === 'receipt'
        ? { kind: 'receipt', status: event.cause.status, statusName: event.cause.statusName, info: event.cause.info, time: chinaDateTime(event.cause.at) }
        : event.cause;
    const payload: CallbackPayload = {
      eventId,
      type: CALLBACK_EVENT_TYPE,
      family: family.id,
      familyTitle: family.title,
      id: event.billId,
      businessKey,
      state: String(bill.state),
      stateName: states.name(String(bill.state)),
      returnInfo: bill.return_info ?? null,
      updateTime: bill.update_time,
      version: Number(bill.version ?? 0),
      cause,
      occurredAt: chinaDateTime(now),
    };
    const body = JSON.stringify(payload);
    for (const key of keys) {
      if (key.company_code !== event.companyCode) continue;
      deliveries.push({
        event_id: eventId,
        key_id: key.key_id,
        company_code: event.companyCode,
        family: family.id,
        bill_id: event.billId,
        business_key: businessKey?.slice(0, 200) ?? null,
        payload: body,
        status: 'pending',
        attempts: 0,
        next_at: now,
        locked_until: null,
        created_at: now,
        delivered_at: null,
        last_status: null,
        last_error: null,
      });
    }
  }
  await insertInSlices(trx, 'callback_delivery', deliveries);
  return deliveries.length;
}
