// Lines change only while their bill may still be edited (lifecycle.editableIn). The head is
// claimed with a conditional update (state still editable → update_time moves on): on
// PostgreSQL the row stays locked until the transaction ends, so a concurrent declare waits for
// the line change instead of declaring a bill whose lines are half written.
import { businessError } from '../../http/envelope.ts';
import { chinaDateTime } from '../clock.ts';
import { dynamicDb, type EngineTrx } from '../db.ts';
import { BILL_NOT_FOUND, findHead } from '../find-bill.ts';
import type { BillFamily } from '../family.ts';
import { loadStateList } from '../options/states.ts';
import { nextVersion } from '../save/bill-version.ts';

export async function claimEditableHead(trx: EngineTrx, family: BillFamily, companyCode: string, headId: number, now: number): Promise<void> {
  const editable = family.definition.ui.lifecycle.editableIn;
  if (editable.length > 0) {
    const result = await dynamicDb(trx)
      .updateTable(family.headTable)
      .set({ update_time: chinaDateTime(now), version: nextVersion() })
      .where('id', '=', headId)
      .where('company_code', '=', companyCode)
      .where('state', 'in', editable)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return;
  }
  const head = await findHead(trx, family, companyCode, headId);
  if (!head) throw businessError(BILL_NOT_FOUND);
  const states = await loadStateList(trx, family);
  throw businessError(`当前状态「${states.name(String(head.state))}」不允许修改`);
}
