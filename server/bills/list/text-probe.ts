// A list's text probe (query/text-search.ts) off the request thread and once per question. The
// probe reads the trigram index synchronously wherever it runs: on the request thread it held up
// every other request for 2-3 ms a question on 1,000,000 bills (19 ms median, up to 358 ms, on
// 10,000,000), three times per question (rows, total, state counts). Now the rows' probe runs in
// their lane and the counts' in the long reads, and its answer is kept like a list's
// (list-memo.ts: while the company's bills are unchanged), so the total and the state counts that
// follow the rows reuse it. Bills of other companies that hold the text do not change the answer
// for this company: the ids are read with the company's condition beside them.
import type { ReadTogether } from '../../db/worker-reads.ts';
import type { BillFamily } from '../family.ts';
import { probedIds, textProbeQuery, type TextProbe } from '../query/text-search.ts';
import type { ListSources } from './list-bills.ts';
import { remembered } from './list-memo.ts';

export function listTextProbe(sources: ListSources, companyCode: string, lane: ReadTogether): TextProbe {
  return (family: BillFamily, column: string, text: string, limit: number) =>
    remembered(sources.reader, family, companyCode, 'textProbe', [column, text, limit], async () => {
      const [rows] = await lane([textProbeQuery(sources.reader, family, column, text, limit)]);
      return probedIds(rows ?? [], limit);
    });
}
