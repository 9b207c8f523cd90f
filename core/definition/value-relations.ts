// Value relations: numbers of a bill that add up, said on the data schema of the field that is
// the result (docs/kinds.md "Value relations"):
//   - `"x-sumOf": ["customsAmount", "vatAmount", "-discount"]`: the sum of fields of the same row
//     (the header, or one line); a name written with a leading "-" is subtracted and never more
//     than the first field (a discount never exceeds the goods it discounts);
//   - `"x-sumOfLines": "customsAmount"`: on a header field, the sum of that line field over the
//     bill's lines;
//   - `"x-productOf": ["taxPrice", "vatRate"]`: the product of fields of the same row, rounded half
//     up to the field's fraction digits (a tax is its taxed price times its rate).
// A field's own check never refuses a value for them; the bill as a whole is checked on save and
// on declaring, and the detail page computes them as the user types (relation-check.ts). The demo
// seed makes them true (server/bills/seed/generate-bills.ts), a generated spec checks every
// family's demo bills against them, and scripts/validate-schemas.ts refuses a reference to a field
// that does not exist or is not a number. The arithmetic is exact: decimals as scaled big
// integers, never binary floats.
import { decimalText } from './vocabulary.ts';
import type { FieldInfo } from './fields.ts';
import type { ValueKind } from './value-kinds.ts';

export const SUM_OF_KEYWORD = 'x-sumOf';
export const SUM_OF_LINES_KEYWORD = 'x-sumOfLines';
export const PRODUCT_OF_KEYWORD = 'x-productOf';
export const RELATION_KEYWORDS = [SUM_OF_KEYWORD, SUM_OF_LINES_KEYWORD, PRODUCT_OF_KEYWORD] as const;
export type RelationKeyword = (typeof RELATION_KEYWORDS)[number];

export interface RelationTerm {
  field: string;
  /** -1 for a subtracted term of x-sumOf. */
  sign: 1 | -1;
}

export type ValueRelation =
  | { keyword: typeof SUM_OF_KEYWORD; field: string; terms: RelationTerm[] }
  | { keyword: typeof SUM_OF_LINES_KEYWORD; field: string; lineField: string }
  | { keyword: typeof PRODUCT_OF_KEYWORD; field: string; factors: string[] };

/** The numeric value kinds: what a relation may add or multiply. */
export const NUMERIC_VALUE_KINDS: readonly ValueKind[] = ['quantity', 'price', 'lineTotal', 'linesTotal', 'weight', 'netWeight', 'amount', 'rate', 'count'];

/** Fraction digits of a number of the kind: money in fen, weights in grams, rates to 0.01 %. */
const FRACTION_DIGITS: Partial<Record<ValueKind, number>> = {
  price: 2,
  lineTotal: 2,
  linesTotal: 2,
  amount: 2,
  quantity: 3,
  weight: 3,
  netWeight: 3,
  rate: 4,
  count: 0,
};

export function fractionDigitsOf(kind: ValueKind): number {
  return FRACTION_DIGITS[kind] ?? 2;
}

/** Customs' decimals are decimal(19,5) (reference ceb-202205): no field keeps more fraction digits. */
const CUSTOMS_FRACTION_DIGITS = 5;

/**
 * Fraction digits a number of the field keeps: its kind's, within what the field allows — none
 * for an integer, `multipleOf`'s decimals where written, else customs' five.
 */
export function fieldFractionDigits(field: FieldInfo, kind: ValueKind): number {
  if (field.type === 'integer') return 0;
  const step = field.schema.multipleOf;
  const allowed = typeof step === 'number' && step > 0 ? fractionDigitsIn(step) : CUSTOMS_FRACTION_DIGITS;
  return Math.min(fractionDigitsOf(kind), allowed);
}

function termOf(written: string): RelationTerm {
  return written.startsWith('-') ? { field: written.slice(1), sign: -1 } : { field: written, sign: 1 };
}

/** The relation a field states, if any (the first of the keywords it writes). */
export function relationOf(name: string, schema: Readonly<Record<string, unknown>>): ValueRelation | undefined {
  const sum = schema[SUM_OF_KEYWORD];
  if (Array.isArray(sum)) return { keyword: SUM_OF_KEYWORD, field: name, terms: sum.map((term) => termOf(String(term))) };
  const lines = schema[SUM_OF_LINES_KEYWORD];
  if (typeof lines === 'string') return { keyword: SUM_OF_LINES_KEYWORD, field: name, lineField: lines };
  const product = schema[PRODUCT_OF_KEYWORD];
  if (Array.isArray(product)) return { keyword: PRODUCT_OF_KEYWORD, field: name, factors: product.map(String) };
  return undefined;
}

/** The fields of the same row a relation reads (a sum of lines reads none of its own row). */
export function rowInputs(relation: ValueRelation): string[] {
  if (relation.keyword === SUM_OF_KEYWORD) return relation.terms.map((term) => term.field);
  if (relation.keyword === PRODUCT_OF_KEYWORD) return relation.factors;
  return [];
}

/**
 * The relations of a row's fields, each after the relations whose result it reads; the relations
 * caught in a cycle (refused by validate-schemas) are left out.
 */
export function relationsOf(fields: readonly FieldInfo[]): ValueRelation[] {
  const pending = new Map<string, ValueRelation>();
  for (const field of fields) {
    const relation = relationOf(field.name, field.schema);
    if (relation) pending.set(field.name, relation);
  }
  const ordered: ValueRelation[] = [];
  let progressed = true;
  while (pending.size > 0 && progressed) {
    progressed = false;
    for (const [name, relation] of pending) {
      if (rowInputs(relation).some((input) => pending.has(input))) continue;
      ordered.push(relation);
      pending.delete(name);
      progressed = true;
    }
  }
  return ordered;
}

/** The fields of a cycle of relations, in order, when the row has one (a field reading itself is not one: validate-schemas says so apart). */
export function relationCycle(fields: readonly FieldInfo[]): string[] | undefined {
  const relations = new Map<string, ValueRelation>();
  for (const field of fields) {
    const relation = relationOf(field.name, field.schema);
    if (relation) relations.set(field.name, relation);
  }
  const visit = (name: string, path: string[]): string[] | undefined => {
    if (path.includes(name)) return [...path.slice(path.indexOf(name)), name];
    const relation = relations.get(name);
    if (!relation) return undefined;
    for (const input of rowInputs(relation)) {
      if (input === name) continue;
      const cycle = visit(input, [...path, name]);
      if (cycle) return cycle;
    }
    return undefined;
  };
  for (const name of relations.keys()) {
    const cycle = visit(name, []);
    if (cycle) return cycle;
  }
  return undefined;
}

/** An exact decimal: digits × 10^-scale. */
export interface Decimal {
  digits: bigint;
  scale: number;
}

/** The exact decimal a number is written as (decimalText: 0.1 is 1 × 10^-1, not its binary value). */
export function decimalOf(value: number): Decimal {
  const text = decimalText(value);
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const digits = BigInt(whole + fraction);
  return { digits: text.startsWith('-') ? -digits : digits, scale: fraction.length };
}

function rescale(value: Decimal, scale: number): bigint {
  return value.digits * 10n ** BigInt(scale - value.scale);
}

export function addDecimals(values: readonly Decimal[]): Decimal {
  const scale = Math.max(0, ...values.map((value) => value.scale));
  return { digits: values.reduce((sum, value) => sum + rescale(value, scale), 0n), scale };
}

export function multiplyDecimals(values: readonly Decimal[]): Decimal {
  return values.reduce((product, value) => ({ digits: product.digits * value.digits, scale: product.scale + value.scale }), { digits: 1n, scale: 0 });
}

/** Rounded half away from zero to `fraction` digits. */
export function roundDecimal(value: Decimal, fraction: number): Decimal {
  if (value.scale <= fraction) return value;
  const divisor = 10n ** BigInt(value.scale - fraction);
  const magnitude = value.digits < 0n ? -value.digits : value.digits;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return { digits: value.digits < 0n ? -rounded : rounded, scale: fraction };
}

/** The decimal as a JavaScript number (the nearest one to its decimal text, as JSON reads it). */
export function numberOfDecimal(value: Decimal): number {
  const negative = value.digits < 0n;
  const text = (negative ? -value.digits : value.digits).toString().padStart(value.scale + 1, '0');
  const written = value.scale > 0 ? `${text.slice(0, -value.scale)}.${text.slice(-value.scale)}` : text;
  return Number(`${negative ? '-' : ''}${written}`);
}

/** Digits after the point of a number as written (12.50 → 1, 0.125 → 3). */
export function fractionDigitsIn(value: number): number {
  return (decimalText(value).split('.')[1] ?? '').length;
}

/**
 * The value a relation gives, rounded to `fraction` digits; null when a value it reads is missing
 * (a sum of no lines is null too: a bill without lines says nothing about its header total).
 */
export function relationValue(
  relation: ValueRelation,
  valueOf: (field: string) => unknown,
  lineValues: (lineField: string) => readonly unknown[],
  fraction: number,
): number | null {
  const read = (values: readonly unknown[]): Decimal[] | null =>
    values.every((value) => typeof value === 'number' && Number.isFinite(value)) ? (values as number[]).map(decimalOf) : null;
  let exact: Decimal | null;
  if (relation.keyword === SUM_OF_LINES_KEYWORD) {
    const values = lineValues(relation.lineField);
    const decimals = values.length > 0 ? read(values) : null;
    exact = decimals && addDecimals(decimals);
  } else if (relation.keyword === SUM_OF_KEYWORD) {
    const decimals = read(relation.terms.map((term) => valueOf(term.field)));
    exact = decimals && addDecimals(decimals.map((value, index) => (relation.terms[index].sign < 0 ? { ...value, digits: -value.digits } : value)));
  } else {
    const decimals = read(relation.factors.map(valueOf));
    exact = decimals && multiplyDecimals(decimals);
  }
  return exact && numberOfDecimal(roundDecimal(exact, fraction));
}
