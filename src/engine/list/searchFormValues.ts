// Between the search form's values (dayjs for pickers) and the wire values of the filters
// (spec §9 formats: a date range covers whole days, 00:00:00 to 23:59:59).
import dayjs, { type Dayjs } from 'dayjs';
import type { FilterValue, FilterValues, SearchFilter } from '#core/list/search-filters.ts';

export type FormValue = unknown;
export type FormValues = Record<string, FormValue>;

const DAY = 'YYYY-MM-DD';

function toDay(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const day = dayjs(value.slice(0, 10), DAY, true);
  return day.isValid() ? day : null;
}

function fromDay(search: SearchFilter, value: unknown, bound: 'begin' | 'end' | 'day'): string | null {
  if (!dayjs.isDayjs(value) || !value.isValid()) return null;
  const day = value.format(DAY);
  if (search.field.format !== 'date-time' || bound === 'day') return day;
  return bound === 'begin' ? `${day} 00:00:00` : `${day} 23:59:59`;
}

export function toFormValues(filters: readonly SearchFilter[], values: FilterValues): FormValues {
  const form: FormValues = {};
  for (const search of filters) {
    const value = values[search.key];
    if (search.control === 'dateRange') form[search.key] = Array.isArray(value) ? [toDay(value[0]), toDay(value[1])] : undefined;
    else if (search.control === 'date') form[search.key] = toDay(value) ?? undefined;
    else form[search.key] = value ?? undefined;
  }
  return form;
}

function singleDayBound(search: SearchFilter): 'begin' | 'end' | 'day' {
  if (search.filter.op === 'gte') return 'begin';
  if (search.filter.op === 'lte') return 'end';
  return 'day';
}

export function fromFormValues(filters: readonly SearchFilter[], form: FormValues): FilterValues {
  const values: Record<string, FilterValue> = {};
  for (const search of filters) {
    const value = form[search.key];
    if (search.control === 'dateRange') {
      const [begin, end] = Array.isArray(value) ? value : [];
      const range = [fromDay(search, begin, 'begin'), fromDay(search, end, 'end')];
      values[search.key] = range.some((item) => item !== null) ? range : undefined;
    } else if (search.control === 'date') {
      values[search.key] = fromDay(search, value, singleDayBound(search)) ?? undefined;
    } else if (typeof value === 'string' || typeof value === 'number' || Array.isArray(value)) {
      values[search.key] = value as FilterValue;
    }
  }
  return values;
}
