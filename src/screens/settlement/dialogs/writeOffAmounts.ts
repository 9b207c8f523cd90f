// The write-off amount rules of platform-and-settlement.md §5.4 and §9, on decimal strings only
// (core/decimal-text.ts; never binary floats): what the amount input accepts while typing (at most
// 5 decimals), what an entry becomes on blur (negative or empty → 0) and the remainder shown
// (available − entered, exactly, written with 5 decimals). An amount above the available one is
// not checked here: the server refuses it and names the application.
import { decimalToText, isDecimalText, parseDecimal, subtractDecimals, type Decimal } from '#core/decimal-text.ts';
import { roundDecimal } from '#core/definition/value-relations.ts';

/** §9: verification amounts have 5 decimals. */
export const AMOUNT_DECIMALS = 5;

/** What may stand in the input while typing: digits, one point, at most 5 decimals, a leading minus. */
const TYPING = /^-?\d*(\.\d{0,5})?$/;

/** True when `text` may stand in the amount input (a partial entry such as "-", "1." included). */
export function isTypableAmount(text: string): boolean {
  return text.length <= 30 && TYPING.test(text);
}

/** The entry once the input is left: a negative, empty or unreadable entry becomes "0"; "1." becomes "1". */
export function settledAmount(text: string): string {
  const trimmed = text.trim().replace(/\.$/, '');
  const written = trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
  if (!isDecimalText(written)) return '0';
  const value = parseDecimal(written);
  return value.digits <= 0n ? '0' : decimalToText(value);
}

/** The entry as a decimal for arithmetic while typing (anything unreadable or negative counts 0). */
function enteredDecimal(text: string): Decimal {
  return parseDecimal(settledAmount(text));
}

/** A decimal written with exactly `fraction` decimals (rounded half away from zero): 0.2 → "0.20000". */
export function fixedText(value: Decimal, fraction = AMOUNT_DECIMALS): string {
  const rounded = roundDecimal(value, fraction);
  const padded: Decimal = { digits: rounded.digits * 10n ** BigInt(fraction - rounded.scale), scale: fraction };
  const negative = padded.digits < 0n;
  const text = (negative ? -padded.digits : padded.digits).toString().padStart(fraction + 1, '0');
  const written = fraction > 0 ? `${text.slice(0, -fraction)}.${text.slice(-fraction)}` : text;
  return `${negative ? '-' : ''}${written}`;
}

/** available − entered, exactly, with 5 decimals ("0.3" − "0.1" is "0.20000"); "" when available is not a decimal. */
export function remainderText(available: unknown, entered: string): string {
  const text = typeof available === 'number' ? String(available) : typeof available === 'string' ? available.trim() : '';
  if (!isDecimalText(text)) return '';
  return fixedText(subtractDecimals(parseDecimal(text), enteredDecimal(entered)));
}

/** A decimal cell shown with 5 decimals (available, totals); as given when it is not a decimal. */
export function amountCellText(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return isDecimalText(text) ? fixedText(parseDecimal(text)) : text;
}
