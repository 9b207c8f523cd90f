// State counts of a list (spec §7.2): the same terms without the state term, one count per
// state of the family's state list (zeros included, in list order), then any state found in
// the data but missing from the list, so that the counts always add up to the list's total.
// Read from the family's tally where it can answer (tally-counts.ts). Reused while the company's
// bills of the family are unchanged (list-memo.ts).
import type { ListSources } from './list-bills.ts';
import { dynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { loadStateList } from '../options/states.ts';
import { billQuery } from '../query/bill-query.ts';
import type { ReceivedTerm as ListTerm } from '#core/list/list-request.ts';
import { parseTerms, type Condition } from '../query/terms.ts';
import { conditionsKey, remembered } from './list-memo.ts';
import { withTextIndex } from '../query/text-search.ts';
import { listTextProbe } from './text-probe.ts';
import { billsPerState, tallyByState, tallyPlan } from './tally-counts.ts';

export interface StateCount {
  state: string;
  name: string;
  count: number;
}

/** `extra`: conditions besides the terms (an Excel file query's key values). */
export async function stateCounts(
  sources: ListSources,
  family: BillFamily,
  companyCode: string,
  terms: readonly ListTerm[] = [],
  extra: readonly Condition[] = [],
): Promise<StateCount[]> {
  const conditions = [
    ...parseTerms(
      family,
      terms.filter((term) => term.column !== 'state'),
    ),
    ...extra,
  ];
  return remembered(sources.reader, family, companyCode, 'stateCounts', conditionsKey(conditions), () =>
    countByState(sources, family, companyCode, conditions),
  );
}

/** Bills per state matching `conditions`: from the tally where it can answer, else bill by bill. */
async function billsByState(sources: ListSources, family: BillFamily, companyCode: string, conditions: readonly Condition[]): Promise<Map<string, number>> {
  const plan = tallyPlan(family, conditions);
  if (plan) return tallyByState(sources, family, companyCode, plan);
  const rows = await billsPerState(
    billQuery(
      dynamicDb(sources.longReads),
      family,
      companyCode,
      await withTextIndex(sources.reader, family, conditions, undefined, listTextProbe(sources, companyCode, sources.readTogether)),
    ),
  ).execute();
  return new Map(rows.map((row) => [String(row.state), Number(row.count)]));
}

async function countByState(sources: ListSources, family: BillFamily, companyCode: string, conditions: Condition[]): Promise<StateCount[]> {
  const [counts, states] = await Promise.all([billsByState(sources, family, companyCode, conditions), loadStateList(sources.reader, family)]);
  const answer: StateCount[] = states.states.map(({ state, name }) => ({ state, name, count: counts.get(state) ?? 0 }));
  for (const [state, count] of counts) {
    if (!states.has(state)) answer.push({ state, name: states.name(state), count });
  }
  return answer;
}
