// Demo applications for a fresh portal (docs/subsidy.md), so /rewardApplication is not empty on
// demo data: one cross-border e-commerce application (E9) verified with its results, and one
// international-mail application (I7) held in 核验中 (its step is not scheduled: it shows the
// "being processed" notice). Each has its own import of realistic master waybills.
import { chinaDate, chinaDateTime, parseChinaDateTime } from '#core/china-time.ts';
import { SUBSIDY_STATES } from '#core/subsidy/subsidy.ts';
import type { PortalDb } from '../db/connect.ts';
import { receivingCatalogue } from './companies.ts';
import { makeResults } from './verifier.ts';

const FLIGHTS = ['CZ3101', 'CZ6903', 'MU5301', 'CA1301', 'HU7801', 'O36703', 'CK251', 'CF221'];
const PREFIXES = ['784', '781', '999', '880', '112'];

function masterBill(prefix: string, n: number): string {
  const serial = String(n % 10_000_000).padStart(7, '0');
  return `${prefix}-${serial}${Number(serial) % 7}`;
}

interface DemoApplication {
  applyType: string;
  companyType: string;
  note: string;
  state: string;
  rows: number;
  seed: number;
}

const DEMO: readonly DemoApplication[] = [
  { applyType: 'E9', companyType: '2', note: '上月跨境电商零售出口运单核验', state: SUBSIDY_STATES.approved, rows: 24, seed: 3_201_117 },
  { applyType: 'I7', companyType: '1', note: '国际邮件运单核验', state: SUBSIDY_STATES.audit, rows: 12, seed: 5_604_221 },
];

/** Writes the demo applications of `company` (a fresh database only: the caller checks). */
export async function seedDemoSubsidies(db: PortalDb, company: { code: string; name: string }, now = Date.now()): Promise<void> {
  const receivers = receivingCatalogue().slice(0, 3);
  const today = parseChinaDateTime(chinaDate(now));
  const start = chinaDate(today - 40 * 86_400_000);
  const end = chinaDate(today - 10 * 86_400_000);
  await db.transaction().execute(async (trx) => {
    for (const [index, demo] of DEMO.entries()) {
      const time = chinaDateTime(now - (DEMO.length - index) * 3_600_000);
      const importNo = `YD${time.replace(/[-: ]/g, '')}00000${index}`;
      const bills = Array.from({ length: demo.rows }, (_unused, i) => {
        const day = today - (12 + ((i * 7) % 27)) * 86_400_000;
        const takeTime = chinaDateTime(day + (8 + (i % 10)) * 3_600_000 + ((i * 13) % 60) * 60_000);
        return {
          company_code: company.code,
          import_no: importNo,
          row_no: i + 2,
          pay_company_name: company.name,
          rec_company_name: receivers[i % receivers.length].recCompanyName,
          bill_no: masterBill(PREFIXES[i % PREFIXES.length], demo.seed + i * 37),
          take_time: takeTime,
          flight_no: FLIGHTS[(i + index) % FLIGHTS.length],
          flight_date: chinaDate(day - 86_400_000),
          gross_weight: `${15 + ((i * 37) % 480)}.${String((i * 73) % 1000).padStart(3, '0')}`.replace(/\.?0+$/, ''),
        };
      });
      const imported = await trx
        .insertInto('subsidy_import')
        .values({
          import_no: importNo,
          company_code: company.code,
          user_id: 0,
          file_name: '运单导入.xlsx',
          state: 'done',
          rows_read: bills.length,
          total: bills.length,
          error_count: 0,
          errors: null,
          message: '导入成功',
          used_by: null,
          create_time: time,
          update_time: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('subsidy_bill').values(bills).execute();
      const application = await trx
        .insertInto('subsidy_apply')
        .values({
          company_code: company.code,
          company_name: company.name,
          apply_type: demo.applyType,
          company_type: demo.companyType,
          ck_start_time: start,
          ck_end_time: end,
          note: demo.note,
          import_no: importNo,
          bill_count: bills.length,
          state: demo.state,
          due_at: null,
          apply_time: time,
          update_time: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('subsidy_apply_company')
        .values(
          receivers.map((receiver) => ({ subsidy_id: application.id, rec_company_code: receiver.recCompanyCode, rec_company_name: receiver.recCompanyName })),
        )
        .execute();
      await trx.updateTable('subsidy_import').set({ used_by: application.id }).where('id', '=', imported.id).execute();
      if (demo.state === SUBSIDY_STATES.approved) await makeResults(trx, application.id);
    }
  });
}
