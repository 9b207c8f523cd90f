// How a search term's value becomes the typed value of a field's column, per field kind, or is
// refused with a Chinese 400. Date-time columns accept a full yyyy-MM-dd HH:mm:ss, a bare date (a
// lower bound starts at 00:00:00, an upper bound ends at 23:59:59) or epoch milliseconds of years
// 1970–9999. A value no bill can hold is refused the same way (查询条件「…」的值不正确), never passed
// to the database: a number longer than the field's x-maxLength, an integer beyond the safe range,
// a text longer than the field's maxLength.
import { isBillDate, isBillDateTime, writtenLength, type FieldInfo } from '#core/definition/index.ts';
import { chinaDateTime } from '../bills/clock.ts';
import { ApiError } from '../http/envelope.ts';

export type Bound = 'lower' | 'upper' | 'exact';
export type ColumnValue = string | number;

export function badRequest(message: string): ApiError {
  return new ApiError(message, { httpStatus: 400 });
}

export function badValue(field: FieldInfo): ApiError {
  return badRequest(`查询条件「${field.title}」的值不正确`);
}

/** The last millisecond of 9999-12-31 (UTC): later moments have no yyyy-MM-dd form. */
const LAST_MOMENT = 253_402_300_799_999;
/** Texts compared with a field that declares no length. */
const MAX_TERM_TEXT = 1000;

/** integer and decimal kinds. */
export function numberTerm(field: FieldInfo, value: unknown): ColumnValue {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number) || (field.type === 'integer' && !Number.isSafeInteger(number))) throw badValue(field);
  if (field.digits !== undefined && writtenLength(number) > field.digits) throw badValue(field);
  return number;
}

/** The dateTime kind. */
export function dateTimeTerm(field: FieldInfo, value: unknown, bound: Bound): ColumnValue {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > LAST_MOMENT) throw badValue(field);
    return chinaDateTime(value);
  }
  if (typeof value !== 'string') throw badValue(field);
  const text = value.trim();
  if (isBillDateTime(text)) return text;
  if (isBillDate(text)) return bound === 'upper' ? `${text} 23:59:59` : `${text} 00:00:00`;
  throw badValue(field);
}

/** Every kind stored as text (dates compare as their yyyy-MM-dd text). */
export function textTerm(field: FieldInfo, value: unknown): ColumnValue {
  const text = typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
  if (text === null || text.length > (field.maxLength ?? MAX_TERM_TEXT)) throw badValue(field);
  return text;
}
