// One receipt arriving for one bill, whoever brings it (the customs simulator's steps, the inbox
// reader's official receipt messages): the bill takes the receipt's state and text only if it is
// still in the state the receipt was checked against, and the receipt is stored for the receipts
// dialog. Both callers go through here, so a simulated and a real receipt leave the same trace.
// `recordReceipts` does the same for many bills at once (a receipt message carries up to 100
// receipts): one conditional UPDATE per group of bills read in the same state, the values that
// differ between bills (the numbers customs assigned) as CASE over the id, then the receipt rows
// in multi-row INSERTs, so the statements do not grow with the receipts.
import { sql, type RawBuilder } from 'kysely';
import { chinaDateTime } from '../clock.ts';
import type { EngineTrx } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { nextVersion } from '../save/bill-version.ts';
import { moveWhereStill } from '../../db/state-change.ts';
import { insertReceipts, type NewReceipt } from './receipt-store.ts';
import { queueBillEvents } from '../../open-api/callbacks/bill-events.ts';

export interface ArrivingReceipt {
  messageType: string;
  /** The bill's new state; the state it is in when the receipt moves nothing. */
  state: string;
  /** The receipt's own status code and its name (returnStatus, returnStatusName). */
  status: string;
  statusName: string;
  info: string | null;
  /** When customs issued it (epoch ms): the receipt's time in the dialog. */
  at: number;
  /** The receipt message's guid, when it came as a message. */
  messageGuid?: string;
  /** Further columns of the bill the receipt fills (numbers customs assigns), by column. */
  columns?: Readonly<Record<string, unknown>>;
}

/**
 * Moves the bill to the receipt's state only if it is still in one of `expect` (a bill a user moved
 * or deleted meanwhile is left alone), then stores the receipt. Answers whether it applied.
 */
export async function recordReceipt(
  trx: EngineTrx,
  family: BillFamily,
  bill: { id: number; companyCode: string },
  expect: readonly string[],
  receipt: ArrivingReceipt,
  /** When it is recorded: the bill's update time. */
  now: number,
): Promise<boolean> {
  const moved = await moveWhereStill(trx, {
    table: family.headTable,
    ids: [bill.id],
    scope: { company_code: bill.companyCode },
    from: expect,
    set: { ...receipt.columns, state: receipt.state, return_info: receipt.info, update_time: chinaDateTime(now), version: nextVersion() },
  });
  if (moved.length === 0) return false;
  await insertReceipts(trx, [
    {
      family: family.id,
      billId: bill.id,
      companyCode: bill.companyCode,
      messageType: receipt.messageType,
      status: receipt.status,
      statusName: receipt.statusName,
      info: receipt.info,
      at: receipt.at,
      messageGuid: receipt.messageGuid,
    },
  ]);
  await queueBillEvents(trx, family, [{ billId: bill.id, companyCode: bill.companyCode, cause: receiptCause(receipt) }], now);
  return true;
}

const receiptCause = (receipt: { status: string; statusName: string; info: string | null; at: number }) => ({
  kind: 'receipt' as const,
  status: receipt.status,
  statusName: receipt.statusName,
  info: receipt.info,
  at: receipt.at,
});

/** One bill's part of a receipt message, its receipts taken in time order. */
export interface BillReceipts {
  family: BillFamily;
  bill: { id: number; companyCode: string };
  /** The state the bill was read in (the update is conditional on it). */
  from: string;
  /** The bill's state after its last receipt. */
  state: string;
  /** The last receipt's text (回执信息). */
  info: string | null;
  /** Bill columns the receipts fill (numbers customs assigns), later receipts winning. */
  columns: Readonly<Record<string, unknown>>;
  /** The receipt rows, in time order. */
  receipts: ReadonlyArray<Omit<NewReceipt, 'family' | 'billId' | 'companyCode'>>;
}

/** Bills per UPDATE: with a CASE entry (2 bound values) per bill and differing column, far below either database's limit. */
const BILLS_PER_UPDATE = 200;

function groupedBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return [...groups.values()];
}

/** The value of `column` for each bill: one value when they agree, else CASE id WHEN … (a bill without one keeps its own). */
function columnValue(column: string, bills: readonly BillReceipts[], values: ReadonlyArray<Readonly<Record<string, unknown>>>): unknown {
  const first = values[0]![column];
  if (values.every((value) => Object.hasOwn(value, column) && value[column] === first)) return first;
  const cases: RawBuilder<unknown>[] = [];
  values.forEach((value, index) => {
    if (Object.hasOwn(value, column)) cases.push(sql`when ${bills[index]!.bill.id} then ${value[column]}`);
  });
  return sql`case ${sql.ref('id')} ${sql.join(cases, sql` `)} else ${sql.ref(column)} end`;
}

/**
 * Moves each bill to its receipts' state only if it is still in the state it was read in (and in
 * its company), then stores the receipts of the bills that moved. Answers the bills that did not
 * move (a user moved or deleted them meanwhile); their receipts are not stored.
 */
export async function recordReceipts(trx: EngineTrx, bills: readonly BillReceipts[], now: number): Promise<BillReceipts[]> {
  const lost: BillReceipts[] = [];
  const stored: NewReceipt[] = [];
  const moved: BillReceipts[] = [];
  const groups = groupedBy(bills, (bill) => JSON.stringify([bill.family.id, bill.from, bill.bill.companyCode]));
  for (const group of groups) {
    for (let start = 0; start < group.length; start += BILLS_PER_UPDATE) {
      const slice = group.slice(start, start + BILLS_PER_UPDATE);
      const { family, from, bill } = slice[0]!;
      const values = slice.map((each) => ({ ...each.columns, state: each.state, return_info: each.info }));
      const set: Record<string, unknown> = { update_time: chinaDateTime(now), version: nextVersion() };
      for (const column of new Set(values.flatMap((value) => Object.keys(value)))) set[column] = columnValue(column, slice, values);
      const movedIds = new Set(
        await moveWhereStill(trx, {
          table: family.headTable,
          ids: slice.map((each) => each.bill.id),
          scope: { company_code: bill.companyCode },
          from: [from],
          set,
        }),
      );
      for (const each of slice) {
        if (!movedIds.has(each.bill.id)) lost.push(each);
        else {
          moved.push(each);
          for (const receipt of each.receipts) stored.push({ ...receipt, family: each.family.id, billId: each.bill.id, companyCode: each.bill.companyCode });
        }
      }
    }
  }
  // In time order across bills too (a stable sort keeps each bill's own order).
  await insertReceipts(
    trx,
    stored.sort((a, b) => a.at - b.at),
  );
  // Each receipt of a bill that moved is an event for the keys that listen, in the bill's own order.
  for (const group of groupedBy(moved, (each) => each.family.id)) {
    const events = group.flatMap((each) =>
      each.receipts.map((receipt) => ({ billId: each.bill.id, companyCode: each.bill.companyCode, cause: receiptCause(receipt) })),
    );
    await queueBillEvents(trx, group[0]!.family, events, now);
  }
  return lost;
}
