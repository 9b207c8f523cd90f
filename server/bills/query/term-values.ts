// Turns a term's value into the typed value of its column, or refuses it with a Chinese 400.
// Date-time columns accept a full yyyy-MM-dd HH:mm:ss, a bare date (a lower bound starts at
// 00:00:00, an upper bound ends at 23:59:59) or epoch milliseconds.
import { isBillDate, isBillDateTime, type FieldInfo } from '../../../src/engine/definition/index.ts';
import { chinaDateTime } from '../clock.ts';
import { ApiError } from '../../http/envelope.ts';

export type Bound = 'lower' | 'upper' | 'exact';
export type ColumnValue = string | number;

export function badRequest(message: string): ApiError {
  return new ApiError(message, { httpStatus: 400 });
}

export function badValue(field: FieldInfo): ApiError {
  return badRequest(`查询条件「${field.title}」的值不正确`);
}

/** Empty values make a term a no-op: a search field the user left blank. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function dateTimeValue(field: FieldInfo, value: unknown, bound: Bound): string {
  if (typeof value === 'number' && Number.isFinite(value)) return chinaDateTime(value);
  if (typeof value !== 'string') throw badValue(field);
  const text = value.trim();
  if (isBillDateTime(text)) return text;
  if (isBillDate(text)) return bound === 'upper' ? `${text} 23:59:59` : `${text} 00:00:00`;
  throw badValue(field);
}

export function columnValue(field: FieldInfo, value: unknown, bound: Bound = 'exact'): ColumnValue {
  if (field.kind === 'number' || field.kind === 'integer') {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isFinite(number) || (field.kind === 'integer' && !Number.isInteger(number))) throw badValue(field);
    return number;
  }
  if (field.format === 'date-time') return dateTimeValue(field, value, bound);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw badValue(field);
}
