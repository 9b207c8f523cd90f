// Which bill a receipt answers (issue 24 point 6). The families that receive a message type are
// those whose ui.receipt.messageType names it (CEB304 and CEB304Message alike); the bill is the one
// whose ui.receipt.keys fields equal the receipt's values (export orders: orderNo, ebcCode, ebpCode;
// inventories: copNo, agentCode…), in any company of the portal. No bill, several bills, or no key
// value in the receipt is a QuarantineReason; so is a receipt naming only companies the portal does
// not have, told apart from an unknown bill by the receipt's company elements. The bills of a whole
// message are read at once (findReceiptBills: one query per answering family), then each receipt's
// match is judged in turn (receiptBill).
import { isNumericField } from '#core/fields/index.ts';
import type { FieldInfo } from '#core/definition/index.ts';
import { dynamicDb, engineDb, type EngineTrx } from '../../bills/db.ts';
import type { BillFamily } from '../../bills/family.ts';
import { lockRows } from '../../db/state-change.ts';
import { QuarantineReason } from './quarantine-reason.ts';
import type { ReadReceipt } from './receipt-read.ts';
import { messageNumber } from './transfer-definitions.ts';

export interface ReceiptBill {
  family: BillFamily;
  id: number;
  companyCode: string;
  state: string;
}

/** The families whose receipts are of this message type (ui.receipt.messageType, with or without "Message"). */
export function familiesAnswering(families: readonly BillFamily[], messageType: string): BillFamily[] {
  const number = messageNumber(messageType);
  return families.filter((family) => {
    const receipt = family.definition.ui.receipt;
    return receipt !== undefined && messageNumber(receipt.messageType) === number;
  });
}

export function headField(family: BillFamily, name: string): FieldInfo | undefined {
  return family.headFields.find((field) => field.name === name);
}

/** The family's receipt keys the receipt carries, as column conditions; empty when it carries none. */
function keyConditions(family: BillFamily, receipt: ReadReceipt): Array<{ field: FieldInfo; value: string | number }> {
  return (family.definition.ui.receipt?.keys ?? []).flatMap((name) => {
    const field = headField(family, name);
    const value = receipt.values[name] ?? '';
    if (!field || value === '') return [];
    return [{ field, value: isNumericField(field) ? Number(value) : value }];
  });
}

export function describeKeys(receipt: ReadReceipt, families: readonly BillFamily[]): string {
  const names = [...new Set(families.flatMap((family) => family.definition.ui.receipt?.keys ?? []))];
  return names.map((name) => `${name}=${receipt.values[name] || '（空）'}`).join('、');
}

/** Receipts per query: a few bound values each (a message carries at most 100). */
const RECEIPTS_PER_QUERY = 500;

type Conditions = Array<{ field: FieldInfo; value: string | number }>;

function matchesRow(row: Readonly<Record<string, unknown>>, conditions: Conditions): boolean {
  return conditions.every(({ field, value }) => (typeof value === 'number' ? Number(row[field.column]) === value : String(row[field.column]) === value));
}

/**
 * The bills each receipt's keys match in the answering families (null for a receipt carrying no
 * key of any of them), read in one query per family for the whole message: the receipts' key
 * conditions joined by OR (each term reads the receipt keys index), with the rows' locks held
 * until the transaction ends (PostgreSQL, in id order), so the state checked is the state written over.
 */
export async function findReceiptBills(
  trx: EngineTrx,
  families: readonly BillFamily[],
  receipts: readonly ReadReceipt[],
): Promise<Array<ReceiptBill[] | null>> {
  const found: Array<ReceiptBill[] | null> = receipts.map(() => null);
  for (const family of families) {
    const conditions = receipts.map((receipt) => keyConditions(family, receipt));
    const searched = receipts.flatMap((_, index) => (conditions[index]!.length > 0 ? [index] : []));
    for (const index of searched) found[index] ??= [];
    for (let start = 0; start < searched.length; start += RECEIPTS_PER_QUERY) {
      const slice = searched.slice(start, start + RECEIPTS_PER_QUERY);
      const terms = new Map(slice.map((index) => [JSON.stringify(conditions[index]!.map(({ field, value }) => [field.column, value])), conditions[index]!]));
      const keyColumns = [...new Set([...terms.values()].flatMap((each) => each.map(({ field }) => field.column)))];
      const query = dynamicDb(trx)
        .selectFrom(family.headTable)
        .select(['id', 'company_code', 'state', ...keyColumns])
        .where((eb) => eb.or([...terms.values()].map((each) => eb.and(each.map(({ field, value }) => eb(field.column, '=', value))))));
      const rows = await lockRows(trx, query);
      for (const index of slice) {
        const matching = rows.filter((row) => matchesRow(row, conditions[index]!));
        found[index]!.push(...matching.map((row) => ({ family, id: Number(row.id), companyCode: String(row.company_code), state: String(row.state) })));
      }
    }
  }
  return found;
}

async function knownCompanies(trx: EngineTrx, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await engineDb(trx)
    .selectFrom('company')
    .select('code')
    .where('code', 'in', [...codes])
    .execute();
  return rows.map((row) => row.code);
}

/**
 * The one bill a receipt answers, from what findReceiptBills found for it; throws the
 * QuarantineReason saying why there is none (no key, no bill, no portal company named) or several.
 */
export async function receiptBill(
  trx: EngineTrx,
  families: readonly BillFamily[],
  receipt: ReadReceipt,
  matches: readonly ReceiptBill[] | null,
): Promise<ReceiptBill> {
  if (matches === null) throw new QuarantineReason('unknownBill', `回执没有可用来找单据的字段（${describeKeys(receipt, families)}）`);
  if (matches.length === 1) return matches[0]!;
  const keys = describeKeys(receipt, families);
  if (matches.length > 1) throw new QuarantineReason('ambiguousBill', `回执对应多张单据（${keys}），无法确定是哪一张`);
  const named = Object.entries(receipt.companies);
  if (named.length > 0 && (await knownCompanies(trx, [...new Set(named.map(([, code]) => code))])).length === 0) {
    throw new QuarantineReason(
      'unknownCompany',
      `回执所列企业不是本系统的企业（${named.map(([name, code]) => `${name}=${code}`).join('、')}），未找到单据（${keys}）`,
    );
  }
  throw new QuarantineReason('unknownBill', `未找到回执对应的单据（${families.map((family) => family.title).join('、')}：${keys}）`);
}
