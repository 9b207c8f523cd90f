// What a server that serves a list definition itself (`servedBy`: settlement, subsidy, …) reads
// from it: the shown fields, the term and sort whitelists (its filters and sortable fields, as the
// client sends them: snake_case), its default sort and page size. A column name is never taken
// from a request; `columnOf` maps a whitelisted name to the query's column (a joined table's alias).
import { toSnakeCase, type BillDefinition } from '#core/definition/index.ts';

/** How one paged list is filtered, sorted and cut into pages. */
export interface PagedList {
  /** Term column (snake_case) → database column. */
  terms: ReadonlyMap<string, string>;
  /** Sort name (snake_case) → database column. */
  sorts: ReadonlyMap<string, string>;
  defaultSort: { column: string; order: 'asc' | 'desc' };
  /** The last sort, so that a page never depends on the database's whim; in the default sort's direction. */
  idColumn: string;
  pageSize: number;
}

/** A list definition's `PagedList`, with what else its server reads from it. */
export interface ListShape extends PagedList {
  definition: BillDefinition;
  /** Shown fields (camelCase), in order. */
  fields: string[];
  title: string;
}

export interface ShapeOptions {
  /** Term columns the list's own controls send besides its filters (the state tabs' `state`). */
  extraTerms?: readonly string[];
  /** The query's column for a whitelisted name; the name itself when not given. */
  columnOf?: (column: string) => string;
}

export function listShapeOf(definition: BillDefinition, options: ShapeOptions = {}): ListShape {
  const { list } = definition.ui;
  const columnOf = options.columnOf ?? ((column: string) => column);
  const fields = list.columns.map((column) => column.field);
  const terms = new Map<string, string>();
  for (const filter of list.filters ?? []) terms.set(toSnakeCase(filter.field), columnOf(toSnakeCase(filter.field)));
  for (const column of options.extraTerms ?? []) terms.set(column, columnOf(column));
  const sorts = new Map<string, string>();
  for (const field of list.sortable) sorts.set(toSnakeCase(field), columnOf(toSnakeCase(field)));
  const sort = list.defaultSort;
  return {
    definition,
    fields,
    terms,
    sorts,
    defaultSort: { column: columnOf(toSnakeCase(sort?.field ?? fields[0])), order: sort?.order ?? 'desc' },
    idColumn: columnOf('id'),
    pageSize: list.pageSize ?? 50,
    title: String(definition.schema.title ?? definition.family),
  };
}

/** The definition of `family` among the feature lists a server serves; throws when it is missing (a broken checkout). */
export function featureList(featureLists: readonly BillDefinition[], servedBy: string, family: string): BillDefinition {
  const found = featureLists.find((definition) => definition.ui.servedBy === servedBy && definition.family === family);
  if (!found) throw new Error(`${servedBy}: the definition ${family} is missing`);
  return found;
}
