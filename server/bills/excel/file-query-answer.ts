// The answer of an Excel file query (spec §2.4; issue 23 point 5): the list page the files' key
// values find (with the body's state and page), plus what a clerk needs to trust it — the state
// counts of what the files found (not of the whole list), and the key values that matched no
// bill at all (NOSUCHORDER123), the first UNMATCHED_SHOWN of them and how many there are.
// The counts and the unmatched values ignore the body's state term, as the state counts of a
// search do: they describe the query, the state filter only picks rows from it.
import { dynamicDb } from '../db.ts';
import type { BillFamily } from '../family.ts';
import { listBills, type ListSources } from '../list/list-bills.ts';
import type { ApiRow } from '../rows.ts';
import { stateCounts, type StateCount } from '../list/state-counts.ts';
import { billQuery } from '../query/bill-query.ts';
import { parseTerms, type Condition } from '../query/terms.ts';
import type { ReceivedListRequest as ListRequest } from '#core/list/list-request.ts';

/** At most this many unmatched values travel in the answer; `unmatchedCount` says how many there are. */
export const UNMATCHED_SHOWN = 100;

export interface FileQueryAnswer {
  datas: ApiRow[];
  /** Absent for a simple-paging family (the client estimates, spec §7.2). */
  total?: number;
  stateCounts: StateCount[];
  /** The key values no bill of the caller's company matched, in the files' order (at most UNMATCHED_SHOWN). */
  unmatched: string[];
  unmatchedCount: number;
}

/** The key values among `keys` that no bill under `conditions` holds in the link column. */
async function unmatchedKeys(sources: ListSources, family: BillFamily, companyCode: string, conditions: readonly Condition[], keys: readonly string[]) {
  const column = family.link.column;
  const rows = (await billQuery(dynamicDb(sources.longReads), family, companyCode, conditions).select(column).distinct().execute()) as Array<
    Record<string, unknown>
  >;
  const found = new Set(rows.map((row) => String(row[column])));
  return keys.filter((key) => !found.has(key));
}

export async function fileQueryAnswer(
  sources: ListSources,
  family: BillFamily,
  companyCode: string,
  request: ListRequest,
  keys: readonly string[],
): Promise<FileQueryAnswer> {
  const byKeys: Condition = { field: family.link, op: 'in', values: [...keys] };
  const withoutState = (request.terms ?? []).filter((term) => term.column !== 'state');
  const [page, counts, unmatched] = await Promise.all([
    // A file query answers its page with its total and counts, whole (no part).
    listBills(sources, family, companyCode, { ...request, part: undefined }, [byKeys]),
    stateCounts(sources, family, companyCode, withoutState, [byKeys]),
    unmatchedKeys(sources, family, companyCode, [...parseTerms(family, withoutState), byKeys], keys),
  ]);
  const list = Array.isArray(page) ? { datas: page } : { datas: 'datas' in page ? page.datas : [], ...page };
  return { ...list, stateCounts: counts, unmatched: unmatched.slice(0, UNMATCHED_SHOWN), unmatchedCount: unmatched.length };
}
