// The one written form of an amount on the settlement screens (issue 23 point 4): exact, rounded
// half away from zero to 5 decimals (platform-and-settlement.md §9), without trailing zeros —
// "2000", "0.3", "1250000.5", "0.00001". It is the form the server writes every decimal text in
// (decimal-text.ts decimalToText), so a list cell, an application's header and a dialog show one
// amount alike, and a clerk can copy it into an amount input as it stands. What is not a decimal
// is shown as given; null and undefined show nothing.
import { decimalOf, decimalToText, isDecimalText, parseDecimal } from './decimal-text.ts';
import { roundDecimal } from './definition/value-relations.ts';

/** §9: amounts and write-offs have 5 decimals. */
export const AMOUNT_FRACTION_DIGITS = 5;

export function amountText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? decimalToText(roundDecimal(decimalOf(value), AMOUNT_FRACTION_DIGITS)) : String(value);
  const text = String(value).trim();
  return isDecimalText(text) ? decimalToText(roundDecimal(parseDecimal(text), AMOUNT_FRACTION_DIGITS)) : text;
}
