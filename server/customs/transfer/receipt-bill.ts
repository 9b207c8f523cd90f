// Which bill a receipt answers (issue 24 point 6). The families that receive a message type are
// those whose ui.receipt.messageType names it (CEB304 and CEB304Message alike); the bill is the one
// whose ui.receipt.keys fields equal the receipt's values (export orders: orderNo, ebcCode, ebpCode;
// inventories: copNo, agentCode…), in any company of the portal. No bill, several bills, or no key
// value in the receipt is a QuarantineReason; so is a receipt naming only companies the portal does
// not have, told apart from an unknown bill by the receipt's company elements.
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

/**
 * The bills the receipt's keys match in the answering families, read with their locks held until
 * the transaction ends (PostgreSQL), so the state checked below is the state written over.
 */
async function findBills(trx: EngineTrx, families: readonly BillFamily[], receipt: ReadReceipt): Promise<ReceiptBill[]> {
  const matches: ReceiptBill[] = [];
  let searched = false;
  for (const family of families) {
    const conditions = keyConditions(family, receipt);
    if (conditions.length === 0) continue;
    searched = true;
    let query = dynamicDb(trx).selectFrom(family.headTable).select(['id', 'company_code', 'state']);
    for (const { field, value } of conditions) query = query.where(field.column, '=', value);
    const rows = await lockRows(trx, query.limit(2));
    matches.push(...rows.map((row) => ({ family, id: Number(row.id), companyCode: String(row.company_code), state: String(row.state) })));
  }
  if (!searched) throw new QuarantineReason('unknownBill', `回执没有可用来找单据的字段（${describeKeys(receipt, families)}）`);
  return matches;
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

export async function receiptBill(trx: EngineTrx, families: readonly BillFamily[], receipt: ReadReceipt): Promise<ReceiptBill> {
  const matches = await findBills(trx, families, receipt);
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
