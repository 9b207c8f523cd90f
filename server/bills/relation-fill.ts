// The value relations of a bill (x-sumOf, x-sumOfLines, x-productOf: core/definition/
// value-relations.ts) worked out exactly on decimal text, for a bill the server makes itself rather
// than one a user typed: a customs document read from the inbox (its 应征税款合计 is the sum of the
// three taxes, which the message does not carry), or the tax bill the simulated customs issues
// (完税价格 = 数量 × 单价, 应征增值税 = 完税价格 × 税率…). Only a result left empty is filled: a value
// the document gives is customs' word and stays. Numbers come and go as decimal text ("9.1"), never
// binary floats; each result is rounded half away from zero to the field's fraction digits.
import { decimalOfCell, decimalToText, type Decimal } from '#core/decimal-text.ts';
import { valueKindOf } from '#core/definition/value-kinds.ts';
import {
  addDecimals,
  fieldFractionDigits,
  multiplyDecimals,
  relationsOf,
  roundDecimal,
  PRODUCT_OF_KEYWORD,
  SUM_OF_KEYWORD,
  type ValueRelation,
} from '#core/definition/value-relations.ts';
import type { FieldInfo } from '#core/definition/index.ts';

export type Row = Record<string, unknown>;

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function decimalIn(value: unknown): Decimal | null {
  if (isEmptyValue(value)) return null;
  try {
    return decimalOfCell(value);
  } catch {
    return null;
  }
}

function exact(relation: ValueRelation, row: Row, lines: readonly Row[]): Decimal | null {
  if (relation.keyword === SUM_OF_KEYWORD) {
    const terms = relation.terms.map((term) => decimalIn(row[term.field]));
    if (terms.some((term) => term === null)) return null;
    return addDecimals(terms.map((term, index) => (relation.terms[index]!.sign < 0 ? { ...term!, digits: -term!.digits } : term!)));
  }
  if (relation.keyword === PRODUCT_OF_KEYWORD) {
    const factors = relation.factors.map((factor) => decimalIn(row[factor]));
    return factors.some((factor) => factor === null) ? null : multiplyDecimals(factors as Decimal[]);
  }
  if (lines.length === 0) return null;
  const values = lines.map((line) => decimalIn(line[relation.lineField]));
  return values.some((value) => value === null) ? null : addDecimals(values as Decimal[]);
}

function fillRow(fields: readonly FieldInfo[], row: Row, lines: readonly Row[]): void {
  for (const relation of relationsOf(fields)) {
    if (!isEmptyValue(row[relation.field])) continue;
    const field = fields.find((candidate) => candidate.name === relation.field);
    const value = field && exact(relation, row, lines);
    if (!field || !value) continue;
    row[relation.field] = decimalToText(roundDecimal(value, fieldFractionDigits(field, valueKindOf(field, fields))));
  }
}

/** Fills every empty relation result of the lines, then of the head (a head sum reads the lines). */
export function fillRelations(headFields: readonly FieldInfo[], lineFields: readonly FieldInfo[], head: Row, lines: readonly Row[]): void {
  for (const line of lines) fillRow(lineFields, line, []);
  fillRow(headFields, head, lines);
}
