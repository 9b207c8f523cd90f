// Sorting of a list: the caller's sorts (whitelisted like terms), else the family's default
// sort; the id always comes last so that pages never overlap or skip a row.
import type { BillFamily } from '../family.ts';
import type { ReceivedSort as ListSort } from '#core/list/list-request.ts';
import { queryField } from './terms.ts';

export interface SortSpec {
  column: string;
  order: 'asc' | 'desc';
}

export function parseSorts(family: BillFamily, sorts: readonly ListSort[] = []): SortSpec[] {
  const specs: SortSpec[] = sorts.map((sort) => ({
    column: queryField(family, sort.name, 'sort').column,
    order: sort.order?.toLowerCase() === 'asc' ? 'asc' : 'desc',
  }));
  if (specs.length === 0) {
    const { field, order } = family.definition.ui.list.defaultSort;
    const column = family.headFields.find((candidate) => candidate.name === field)?.column ?? 'create_time';
    specs.push({ column, order });
  }
  if (!specs.some((spec) => spec.column === 'id')) specs.push({ column: 'id', order: specs[specs.length - 1].order });
  return specs;
}
