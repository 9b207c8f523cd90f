// Generated over every family of schemas/bills: its demo bills, as the seed makes them, hold values
// of each field's value kind (core/definition/value-kinds.ts) — resident ids with a valid check
// character, 18-character credit codes, person names that are not products, a product's own
// description and HS code, customs numbers of 18 digits, dictionary values of the dictionary, one
// currency for header and lines, totals that add up — and every field has a kind. Every relation a
// definition states (x-sumOf, x-sumOfLines, x-productOf: core/definition/value-relations.ts) holds
// on every demo bill, in exact decimals, and every number keeps its kind's fraction digits.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  decimalOf,
  derivedValueKind,
  fieldFractionDigits,
  fractionDigitsIn,
  multiplyDecimals,
  numberOfDecimal,
  relationsOf,
  relationValue,
  roundDecimal,
  SUM_OF_KEYWORD,
  isBillDate,
  isBillDateTime,
  isSystemField,
  isValidCreditCode,
  isValidResidentId,
  writtenLength,
  type FieldInfo,
  type ValueKind,
  type ValueRelation,
} from '#core/definition/index.ts';
import type { BillFamily } from '../family.ts';
import type { DbRow } from '../rows.ts';
import { AIR_MODE, CARRYING_MODES, PRODUCTS, RESIDENT_ID_TYPE, ROAD_MODE, SHIP_MODE, SHIPS, type Product } from '#core/seed/demo-catalogue.ts';
import { kindOf } from '#core/seed/bill-context.ts';
import { generateBill, type FamilySeed } from './generate-bills.ts';
import { Random } from '#core/seed/random.ts';
import { loadSeedableFamilies } from './seed-demo-bills.ts';

const SCHEMAS = fileURLToPath(new URL('../../../schemas', import.meta.url));
const families = loadSeedableFamilies(`${SCHEMAS}/bills`);
const demo = JSON.parse(readFileSync(`${SCHEMAS}/seed/demo.json`, 'utf8')) as { company: { code: string; name: string } };
const dictionaryFile = JSON.parse(readFileSync(`${SCHEMAS}/seed/dictionaries.json`, 'utf8')) as {
  dictionaries: { code: string; items: { value: string }[] }[];
};
const dictionaries = new Map(dictionaryFile.dictionaries.map((dictionary) => [dictionary.code, dictionary.items.map((item) => item.value)]));
const BILLS = 25;

const byName = new Map(PRODUCTS.map((product) => [product.name, product]));
const productNames = new Set(byName.keys());
const FLIGHT = /^[A-Z]{2}\d{3,4}$/;
const PLATE = /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5}$/;

interface Row {
  values: DbRow;
  fields: readonly FieldInfo[];
}

function valueOfKind(row: Row, kind: ValueKind): unknown {
  const field = row.fields.find((candidate) => kindOf(candidate, row.fields) === kind && row.values[candidate.column] != null);
  return field && row.values[field.column];
}

/** The product a row is about (its goods name), when it names one. */
function productOf(row: Row): Product | undefined {
  const name = valueOfKind(row, 'goodsName');
  return typeof name === 'string' ? byName.get(name) : undefined;
}

/** The id type beside an id number (buyerIdType beside buyerIdNumber). */
function idTypeOf(field: FieldInfo, row: Row): unknown {
  const prefix = field.name.replace(/IdNumber$/i, '').toLowerCase();
  const type = row.fields.find((candidate) => candidate.name.toLowerCase() === `${prefix}idtype`);
  return type && row.values[type.column];
}

function transportFits(name: string, mode: unknown): boolean {
  if (mode === AIR_MODE) return FLIGHT.test(name);
  if (mode === ROAD_MODE) return PLATE.test(name);
  if (mode === SHIP_MODE) return SHIPS.includes(name);
  return FLIGHT.test(name) || PLATE.test(name) || SHIPS.includes(name);
}

/** What is wrong with a text value of the kind; null when it fits. */
function textProblem(kind: ValueKind, value: string, field: FieldInfo, row: Row, bill: Row): string | null {
  const product = productOf(row) ?? productOf(bill);
  const goodsKinds: ValueKind[] = ['goodsName', 'goodsDescription', 'goodsEnglishName', 'brand', 'hsCode'];
  if (!goodsKinds.includes(kind) && productNames.has(value)) return 'a product name';
  const inDictionary = () => field.dictionary === undefined || (dictionaries.get(field.dictionary) ?? []).includes(value);
  const checks: Partial<Record<ValueKind, () => boolean>> = {
    personName: () => /^[\u4e00-\u9fa5]{2,4}$/.test(value),
    idNumber: () => (idTypeOf(field, row) === RESIDENT_ID_TYPE || idTypeOf(field, row) === undefined ? isValidResidentId(value) : value !== ''),
    phone: () => /^1[3-9]\d{9}$/.test(value),
    address: () => /^[\u4e00-\u9fa5]+省?[\u4e00-\u9fa5]*市.*\d+号/.test(value),
    companyName: () => /公司$/.test(value),
    companyCode: () => isValidCreditCode(value),
    companyEnglishName: () => /^[A-Za-z][A-Za-z .,()-]+$/.test(value),
    goodsName: () => productNames.has(value),
    goodsDescription: () => (product ? value === product.description.slice(0, field.maxLength) : PRODUCTS.some((each) => each.description === value)),
    goodsEnglishName: () => (product ? value === product.englishName : PRODUCTS.some((each) => each.englishName === value)),
    brand: () => (product ? value === product.brand : PRODUCTS.some((each) => each.brand === value)),
    hsCode: () => /^\d{10}$/.test(value) && (product === undefined || value === product.hsCode),
    barcode: () => /^69\d{11}$/.test(value),
    transportName: () => transportFits(value, valueOfKind(bill, 'transportMode')),
    voyageNo: () => /^[A-Z0-9]+$/.test(value),
    customsNo: () => /^\d{18}$/.test(value),
    documentNo: () => /^[A-Z0-9]+$/.test(value),
    dxpId: () => /^DXPENT\d{10}$/.test(value),
    code: () => /^[A-Z0-9]+$/.test(value),
    currency: inDictionary,
    dictionary: inDictionary,
    idType: () => inDictionary() && value === RESIDENT_ID_TYPE,
    transportMode: () => inDictionary() && (CARRYING_MODES as readonly string[]).includes(value),
    choice: () => (field.schema.enum ?? []).includes(value),
    date: () => isBillDate(value),
    dateTime: () => isBillDateTime(value),
  };
  const check = checks[kind];
  return check && !check() ? `not a ${kind}` : null;
}

function numberProblem(kind: ValueKind, value: number, field: FieldInfo, row: Row): string | null {
  if (!Number.isFinite(value) || value < 0) return 'not a number of a bill';
  if (field.digits !== undefined && writtenLength(value) > field.digits) return 'longer than its digits';
  if (fractionDigitsIn(value) > fieldFractionDigits(field, kind)) return `more than ${fieldFractionDigits(field, kind)} fraction digits`;
  if (kind === 'netWeight') {
    const gross = valueOfKind(row, 'weight');
    if (typeof gross === 'number' && value > gross) return 'heavier than the gross weight';
  }
  if (kind === 'lineTotal') {
    const quantity = valueOfKind(row, 'quantity');
    const price = valueOfKind(row, 'price');
    const exact = typeof quantity === 'number' && typeof price === 'number' ? roundDecimal(multiplyDecimals([decimalOf(quantity), decimalOf(price)]), 2) : null;
    if (exact && numberOfDecimal(exact) !== value) {
      return `not quantity × price (${quantity} × ${price})`;
    }
  }
  return null;
}

function rowProblems(row: Row, bill: Row): string[] {
  const problems: string[] = [];
  for (const field of row.fields) {
    const value = row.values[field.column];
    if (field.system || value === null || value === undefined) continue;
    const kind = kindOf(field, row.fields);
    if (field.maxLength !== undefined && typeof value === 'string' && value.length > field.maxLength)
      problems.push(`${field.name}: longer than ${field.maxLength}`);
    const problem =
      typeof value === 'number' ? numberProblem(kind, value, field, row) : typeof value === 'string' ? textProblem(kind, value, field, row, bill) : null;
    if (problem) problems.push(`${field.name} (${field.title}, ${kind}) = ${JSON.stringify(value)}: ${problem}`);
  }
  return problems;
}

function currencies(row: Row): unknown[] {
  return row.fields.filter((field) => kindOf(field, row.fields) === 'currency').map((field) => row.values[field.column]);
}

function sumOfLines(lines: Row[]): number | null {
  const totals = lines.map((line) => valueOfKind(line, 'lineTotal'));
  if (totals.length === 0 || totals.some((total) => typeof total !== 'number')) return null;
  return numberOfDecimal(addDecimals((totals as number[]).map(decimalOf)));
}

function valueByName(row: Row, name: string): unknown {
  const field = row.fields.find((candidate) => candidate.name === name);
  return field && row.values[field.column];
}

/**
 * What is wrong with a row against a relation its definition states; null when it holds or when a
 * value it reads is missing (a draft's cleared fields). `checked` counts the relations that held.
 */
function relationProblem(relation: ValueRelation, row: Row, lines: Row[], checked: { count: number }): string | null {
  const field = row.fields.find((candidate) => candidate.name === relation.field)!;
  const value = row.values[field.column];
  const expected = relationValue(
    relation,
    (name) => valueByName(row, name),
    (name) => lines.map((line) => valueByName(line, name)),
    fieldFractionDigits(field, kindOf(field, row.fields)),
  );
  if (typeof value !== 'number' || expected === null) return null;
  if (value !== expected) return `${relation.field} = ${value}, but its ${relation.keyword} gives ${expected}`;
  if (relation.keyword === SUM_OF_KEYWORD) {
    const first = valueByName(row, relation.terms[0].field) as number;
    const over = relation.terms.filter((term) => term.sign < 0 && (valueByName(row, term.field) as number) > first);
    if (over.length > 0) return `${over.map((term) => term.field).join(', ')} subtracted from ${relation.field} exceed ${relation.terms[0].field}`;
  }
  checked.count += 1;
  return null;
}

function demoBills(family: BillFamily): { head: Row; lines: Row[] }[] {
  const seed: FamilySeed = {
    family,
    random: new Random(20240615),
    company: demo.company,
    states: [{ state: '800', name: '放行' }],
    dictionaries,
    now: Date.UTC(2026, 10, 24),
  };
  const headFields = family.headFields.filter((field) => !field.system);
  return Array.from({ length: BILLS }, (_unused, index) => {
    const bill = generateBill(seed, index + 1, index + 1);
    return { head: { values: bill.head, fields: headFields }, lines: bill.lines.map((line) => ({ values: line, fields: family.lineFields })) };
  });
}

describe('demo bills hold values of each field’s value kind', () => {
  it('covers every family', () => {
    expect(families.length).toBeGreaterThan(20);
  });

  it.each(families.map((family) => [family.id, family] as const))('%s: every field has a kind, every value fits it', (_id, family) => {
    const headFields = family.headFields.filter((field) => !isSystemField(field.name));
    const unkinded = [
      ...headFields.filter((field) => derivedValueKind(field, headFields) === undefined),
      ...family.lineFields.filter((field) => derivedValueKind(field, family.lineFields) === undefined),
    ].map((field) => field.name);
    expect(unkinded).toEqual([]);

    const problems = new Set<string>();
    const headRelations = relationsOf(headFields);
    const lineRelations = relationsOf(family.lineFields);
    const checked = { count: 0 };
    for (const { head, lines } of demoBills(family)) {
      for (const problem of rowProblems(head, head)) problems.add(`head ${problem}`);
      for (const line of lines) for (const problem of rowProblems(line, head)) problems.add(`line ${problem}`);
      const billCurrencies = new Set([...currencies(head), ...lines.flatMap(currencies)].filter((value) => value != null));
      if (billCurrencies.size > 1) problems.add(`currencies differ between header and lines: ${[...billCurrencies].join(', ')}`);
      const sum = sumOfLines(lines);
      const headTotal = valueOfKind(head, 'linesTotal');
      if (sum !== null && typeof headTotal === 'number' && headTotal !== sum) problems.add(`linesTotal ${headTotal} is not the sum of the lines ${sum}`);
      for (const relation of headRelations) {
        const problem = relationProblem(relation, head, lines, checked);
        if (problem) problems.add(`head ${problem}`);
      }
      for (const line of lines) {
        for (const relation of lineRelations) {
          const problem = relationProblem(relation, line, [], checked);
          if (problem) problems.add(`line ${problem}`);
        }
      }
    }
    expect([...problems]).toEqual([]);
    if (headRelations.length + lineRelations.length > 0) expect(checked.count, 'relations checked on the demo bills').toBeGreaterThanOrEqual(BILLS);
  });

  it('the definitions state relations of numbers that the bills above are checked against', () => {
    const stating = families.filter((family) => relationsOf(family.headFields).length + relationsOf(family.lineFields).length > 0);
    expect(stating.length).toBeGreaterThanOrEqual(2);
  });

  it('the credit codes and resident ids the checks rely on are checked for real', () => {
    expect(isValidCreditCode(demo.company.code)).toBe(true);
    expect(isValidCreditCode('91440101MA5CKT9G3G')).toBe(false);
    expect(isValidResidentId('11010519491231002X')).toBe(true);
    expect(isValidResidentId('110105194912310021')).toBe(false);
  });
});
