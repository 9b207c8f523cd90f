// Customs played by a test: a far-side simulator on the test server's folders, with the delay and
// clock the test chooses (the server's own is off: PORTAL_CUSTOMS_SIMULATOR=0).
import { loadStateList } from '../../../server/bills/options/states.ts';
import { CustomsCounterpart } from '../../../server/simulator/counterpart/customs-counterpart.ts';
import { customsRecordsIn } from '../../../server/simulator/counterpart/customs-references.ts';
import type { BillServer } from './bill-harness.ts';

export function testCounterpart(server: BillServer, delayMs: number, now?: () => number): CustomsCounterpart {
  const { customs, families, db } = server.app.bills;
  return new CustomsCounterpart({
    transfer: customs.folders,
    messages: customs.messages,
    families,
    delayMs,
    now,
    statesOf: async (family) => new Set((await loadStateList(db, family)).states.map((item) => item.state)),
    records: customsRecordsIn(db),
  });
}
