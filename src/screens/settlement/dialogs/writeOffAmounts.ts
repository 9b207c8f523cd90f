// The write-off amount rules of platform-and-settlement.md §5.4 and §9 and of issue 23 point 6, on
// decimal strings only (core/decimal-text.ts; never binary floats):
// - the input keeps whatever is typed or pasted; amountProblem says what is wrong with it (not a
//   number, more than 5 decimals, longer than 20 characters, negative), in the field's own words;
// - on leaving (settleAmount) an empty entry becomes 0 and a negative one 0 with a note saying so
//   (§5.4); a refused one stays as typed with its problem, and 提交 names it instead of sending;
// - the remainder is available − entered, exactly, in the one amount format (core/amount-text.ts);
//   none while the entry is refused.
// An amount above the available one is not checked here (§5.4): the server refuses it and names
// the application.
import { amountText } from '#core/amount-text.ts';
import { decimalToText, isDecimalText, parseDecimal, subtractDecimals } from '#core/decimal-text.ts';
import * as T from './dialogTexts.ts';

/** Digits with at most one point, and a leading minus: what could be a number. */
const NUMBER_LIKE = /^-?\d*\.?\d*$/;

/** Why `text` cannot be written off, or null when it can (or is empty). */
export function amountProblem(text: string): string | null {
  const entry = text.trim();
  if (entry === '') return null;
  if (!NUMBER_LIKE.test(entry)) return T.MSG_AMOUNT_NOT_NUMBER;
  if (entry.startsWith('-')) return T.MSG_AMOUNT_NEGATIVE;
  if ((entry.split('.')[1] ?? '').length > T.AMOUNT_DECIMALS) return T.MSG_AMOUNT_DECIMALS;
  if (entry.length > T.AMOUNT_MAX_LENGTH) return T.MSG_AMOUNT_TOO_LONG;
  return null;
}

/** An accepted entry as a plain decimal: "" and "." are 0, "1." is 1, ".5" is 0.5, "0.10000" is 0.1. */
function written(entry: string): string {
  const trimmed = entry.trim().replace(/\.$/, '');
  const whole = trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
  return isDecimalText(whole) ? decimalToText(parseDecimal(whole)) : '0';
}

export interface SettledAmount {
  /** What the input shows once left. */
  text: string;
  /** Said under the input when the entry was changed (a negative one became 0). */
  note: string | null;
}

/** The entry once the input is left: empty → 0; negative → 0 with a note; refused → as typed; else its plain decimal. */
export function settleAmount(text: string): SettledAmount {
  const problem = amountProblem(text);
  if (problem === T.MSG_AMOUNT_NEGATIVE) return { text: '0', note: T.MSG_AMOUNT_RESET };
  if (problem) return { text, note: null };
  return { text: written(text), note: null };
}

/** The decimal text sent for an accepted entry. */
export const amountToSend = (text: string): string => written(text);

/** available − entered, exactly, in the one amount format; "" when available is not a decimal or the entry is refused. */
export function remainderText(available: unknown, entered: string): string {
  const text = typeof available === 'number' ? String(available) : typeof available === 'string' ? available.trim() : '';
  if (!isDecimalText(text) || amountProblem(entered) !== null) return '';
  return amountText(decimalToText(subtractDecimals(parseDecimal(text), parseDecimal(written(entered)))));
}
