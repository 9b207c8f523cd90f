// The search conditions of a list, derived from `list.filters` and the data schema: which
// control each filter gets, its default value (the definition's date window, spec §9) and the
// terms (spec §7.2) the entered values become. Pure, so the rules are tested without a form.
import {
  calendarDateOf,
  defaultDateWindow,
  headerFields,
  type BillDefinition,
  type CalendarDate,
  type FieldInfo,
  type ListFilter,
} from '../definition/index.ts';
import { fieldKindData, fieldKindOf, type FilterControl } from '../fields/index.ts';
import { listTerm, type ListTerm } from './list-request.ts';
import { isBlank } from '../values.ts';

export type { FilterControl };

export interface SearchFilter {
  /** Form name: one per field and operator (a field may be filtered twice, e.g. gte and lte). */
  key: string;
  filter: ListFilter;
  field: FieldInfo;
  label: string;
  control: FilterControl;
  /** Dictionary feeding a select: the filter's own, else the field's x-dictionary. */
  dictionary?: string;
}

/** Entered values in wire form: text, numbers, `yyyy-MM-dd[ HH:mm:ss]` dates, or [from, to]. */
export type FilterValue = string | number | null | undefined | ReadonlyArray<string | number | null>;
export type FilterValues = Readonly<Record<string, FilterValue>>;

export function isDateField(field: FieldInfo): boolean {
  return field.format === 'date' || field.format === 'date-time';
}

function controlOf(filter: ListFilter, field: FieldInfo, dictionary: string | undefined): FilterControl {
  return fieldKindData(fieldKindOf(field)).searchControl(filter.op, dictionary);
}

export function describeFilters(definition: BillDefinition): SearchFilter[] {
  const fields = headerFields(definition.schema);
  return definition.ui.list.filters.flatMap((filter) => {
    const field = fields.find((candidate) => candidate.name === filter.field);
    if (!field) return [];
    // docs/definitions.md: a filter's `dictionary` overrides the field's.
    const dictionary = (filter as ListFilter & { dictionary?: string }).dictionary ?? field.dictionary;
    return [
      {
        key: `${filter.field}__${filter.op}`,
        filter,
        field,
        label: filter.title ?? field.title,
        control: controlOf(filter, field, dictionary),
        dictionary,
      },
    ];
  });
}

/** The date window of a date-range filter in its field's format (date fields drop the time). */
function windowValue(search: SearchFilter, today: CalendarDate): FilterValue {
  const window = search.filter.defaultWindow;
  if (search.control !== 'dateRange' || !window) return undefined;
  const range = defaultDateWindow(window, today);
  if (!range) return undefined;
  return search.field.format === 'date' ? [range.begin.slice(0, 10), range.end.slice(0, 10)] : [range.begin, range.end];
}

/** What the form shows on arrival and after 重置: each date range's default window, else empty. */
export function defaultFilterValues(filters: readonly SearchFilter[], now: Date = new Date()): FilterValues {
  const today = calendarDateOf(now);
  const values: Record<string, FilterValue> = {};
  for (const search of filters) {
    const value = windowValue(search, today);
    if (value !== undefined) values[search.key] = value;
  }
  return values;
}

function termOf(search: SearchFilter, value: FilterValue): ListTerm | null {
  const { filter } = search;
  if (Array.isArray(value)) {
    const items = value.filter((item) => !isBlank(item)).map((item) => (typeof item === 'string' ? item.trim() : item));
    if (items.length === 0) return null;
    // A range keeps its two ends (an open end stays null); a list of values is just the values.
    return listTerm(filter.field, filter.op, filter.op === 'btw' ? value.map((item) => (isBlank(item) ? null : item)) : items);
  }
  if (isBlank(value)) return null;
  return listTerm(filter.field, filter.op, typeof value === 'string' ? value.trim() : value);
}

/** The terms of the entered values, in filter order; blank conditions add no term. */
export function termsFromValues(filters: readonly SearchFilter[], values: FilterValues): ListTerm[] {
  return filters.flatMap((search) => {
    const term = termOf(search, values[search.key]);
    return term ? [term] : [];
  });
}
