// State counts (spec §2.4, §7.2): POST {api.stateCount} with the current search terms; the answer
// names each state with its count. The state filter matches counts to the state list by state
// code, or by name when a server answers names only.
import { post } from '../../http/index.ts';
import type { StateOption } from '../../http/index.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { type ListTerm } from '#core/list/list-request.ts';
import { billApiPath } from '#core/api-path.ts';
import { fixedTermsOf } from '#core/list/list-query.ts';

export interface StateCount {
  state?: string;
  name?: string;
  count: number;
}

export function fetchStateCounts(definition: BillDefinition, terms: readonly ListTerm[]): Promise<StateCount[]> | null {
  const path = definition.ui.api.stateCount;
  if (!path) return null;
  return post<StateCount[] | null>(billApiPath(definition, path), { terms: [...terms, ...fixedTermsOf(definition)] }).then((answer) =>
    Array.isArray(answer) ? answer : [],
  );
}

export function countOf(counts: readonly StateCount[], option: StateOption): number {
  const found = counts.find((count) => count.state === option.state) ?? counts.find((count) => count.state === undefined && count.name === option.stateName);
  return found ? Number(found.count) || 0 : 0;
}

export function totalOf(counts: readonly StateCount[]): number {
  return counts.reduce((sum, count) => sum + (Number(count.count) || 0), 0);
}

/** Whether two answers count the same (in the same order): a refresh reloads the rows only when they moved. */
export function sameCounts(a: readonly StateCount[] | null, b: readonly StateCount[] | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.length === b.length &&
    a.every((count, index) => count.state === b[index].state && count.name === b[index].name && Number(count.count) === Number(b[index].count))
  );
}
