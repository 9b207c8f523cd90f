// Settlement rows for the display tests of issue 23 (points 3, 4 and 6), written straight into the
// portal's SQLite file beside SettlementPortal's authorisation: released export inventories whose
// goods lines carry dictionary codes (币制 502 美元, 申报计量单位 001 台), an application waiting for
// its submit with two of them attached, and approved applications open for write-off, all in US
// dollars (502) with whole amounts (2000) so that a "2000.00000" or a bare "502" would show.
import { chinaDateTime } from '#core/china-time.ts';
import { AGENT, COMMERCE, type SettlementPortal } from './settlement-fixtures.ts';

export const DOLLAR = { code: '502', name: '美元' };
export const UNIT = { code: '001', name: '台' };
export const TRADE_MODE = { code: '9610', name: '电子商务' };
/** Each attached bill's amount (one line: 2 × 1000). */
export const BILL_AMOUNT = '2000';

export interface DisplayData {
  /** The application in to_declare with two bills attached (total 4000). */
  pendingId: number;
  /** The numbers of its bills. */
  invtNos: string[];
  /** Approved applications open for write-off, newest first. */
  approvedNos: string[];
}

export function writeDisplayData(portal: SettlementPortal, approved = 3): DisplayData {
  const db = portal.db;
  const time = chinaDateTime();
  const head = db.prepare(
    `insert into bill_export_inventory (company_code, state, create_time, update_time, cop_no, invt_no, order_no, logistics_no, ebc_code, ebc_name, trade_mode)
     values (?, '800', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const line = db.prepare(
    `insert into bill_export_inventory_line (head_id, gnum, item_no, gname, gcode, gmodel, qty, unit, price, total_price, currency)
     values (?, 1, ?, ?, '8471300000', '14英寸', 2, ?, 1000, ?, ?)`,
  );
  const declare = db.prepare(
    `insert into settlement_declare (company_code, agent_name, ebc_code, ebc_name, ie_type, bank_code, bank_name, declare_no, state, total_amount, total_count, already_amount, currency, app_time, create_time, update_time)
     values (?, ?, ?, ?, 'EXP', ?, ?, ?, ?, ?, ?, '0', ?, ?, ?, ?)`,
  );
  const attach = db.prepare(`insert into settlement_bill (declare_id, family, bill_id, amount, currency) values (?, 'export-inventory', ?, ?, ?)`);
  const data: DisplayData = { pendingId: 0, invtNos: [], approvedNos: [] };
  db.transaction(() => {
    const pending = declare.run(AGENT.code, AGENT.name, COMMERCE.code, COMMERCE.name, null, null, null, 'to_declare', '4000', 2, DOLLAR.code, null, time, time);
    data.pendingId = Number(pending.lastInsertRowid);
    for (const n of ['01', '02']) {
      const invtNo = `INVDISP${n}`;
      const id = Number(
        head.run(AGENT.code, time, time, `COPDISP${n}`, invtNo, `ORDDISP${n}`, `LPDISP${n}`, COMMERCE.code, COMMERCE.name, TRADE_MODE.code).lastInsertRowid,
      );
      line.run(id, `ITEM${n}`, `笔记本电脑${n}`, UNIT.code, BILL_AMOUNT, DOLLAR.code);
      attach.run(data.pendingId, id, BILL_AMOUNT, DOLLAR.code);
      data.invtNos.push(invtNo);
    }
    for (let i = approved; i >= 1; i -= 1) {
      const no = `JH2026112700000${String(i).padStart(3, '0')}`;
      declare.run(AGENT.code, AGENT.name, COMMERCE.code, COMMERCE.name, '104', '中国银行', no, 'approved', BILL_AMOUNT, 1, DOLLAR.code, time, time, time);
    }
    for (let i = 1; i <= approved; i += 1) data.approvedNos.push(`JH2026112700000${String(i).padStart(3, '0')}`);
  })();
  return data;
}
