// Demo bills of one family: header and lines filled with plausible values, created over the
// last year, spread over the family's states (most of them finished: 审结 or 放行), declared
// ones with their declaration time and receipt text, and one receipt each for the receipts
// dialog. Read-only fields (set by the server or customs) are filled too, except on drafts of a
// family users edit and declare; fields with x-refersTo take existing numbers (reference-links.ts), stored-
// file fields real files (demo-documents.ts), XML fields a small document (xml-document.ts).
// A family whose lifecycle has no actions (read-only lists such as sign records or knowledge
// documents) gets bills in the states of its list, or in the draft state without one, and no
// receipts: nothing of it is ever declared.
import {
  addDecimals,
  decimalOf,
  fieldFractionDigits,
  multiplyDecimals,
  numberOfDecimal,
  relationsOf,
  relationValue,
  roundDecimal,
  SUM_OF_KEYWORD,
  type Decimal,
  type FieldInfo,
  type Lifecycle,
  type ValueRelation,
  writtenLength,
} from '#core/definition/index.ts';
import { chinaDateTime, chinaStamp } from '../clock.ts';
import type { BillFamily } from '../family.ts';
import type { DbRow } from '../rows.ts';
import { messageTypeOf } from '../../simulator/apply-step.ts';
import { firstBrokenRule } from '../../simulator/customs-rules.ts';
import { STEP_INFO } from '../../simulator/official-statuses.ts';
import { PRODUCTS } from '#core/seed/demo-catalogue.ts';
import type { DocumentPicker } from './demo-documents.ts';
import type { Party } from '#core/seed/demo-parties.ts';
import { commonCurrencies as currenciesOfFields, kindOf, numberPrefix, type BillContext } from '#core/seed/bill-context.ts';
import { fillRow } from '#core/seed/fake-field.ts';
import { Random } from '#core/seed/random.ts';
import type { RowLinker } from './reference-links.ts';
import { isXmlField, xmlDocument } from './xml-document.ts';

const YEAR_MS = 365 * 86_400_000;

export interface SeedState {
  state: string;
  name: string;
}

export interface GeneratedBill {
  head: DbRow;
  lines: DbRow[];
  receipt: DbRow | null;
}

export interface FamilySeed {
  family: BillFamily;
  random: Random;
  company: Party;
  states: readonly SeedState[];
  dictionaries: ReadonlyMap<string, readonly string[]>;
  now: number;
  /** Fills the fields with x-refersTo; absent for a family that refers to none. */
  links?: RowLinker | null;
  /** Fills the stored-file fields; absent for a family without them. */
  documents?: DocumentPicker | null;
  /** Parties fixed for every bill, by field prefix (ebc for ebcCode/ebcName); the others are picked. */
  parties?: ReadonlyMap<string, Party>;
  /** How old the bills are, in ms [least, most]; default up to a year. */
  ageMs?: readonly [number, number];
  /** Every currency field of every bill takes this one (one of the family's common currencies). */
  currency?: string;
  /** Each line's quantities are multiplied by this (bulk lots, e.g. B2B exports); default 1. */
  quantityFactor?: number;
  /** Other families refer to this one's bills: the first bill written is not a draft (generateReferableBill). */
  referenced?: boolean;
}

/** The engine gives a list without one a stateless lifecycle; undefined is tolerated all the same. */
function lifecycleOf(family: BillFamily): Lifecycle | undefined {
  return family.definition.ui.lifecycle as Lifecycle | undefined;
}

/** Bills are declared through the portal only where the lifecycle has actions. */
function declaresBills(lifecycle: Lifecycle | undefined): lifecycle is Lifecycle {
  return lifecycle !== undefined && Object.keys(lifecycle.actions).length > 0;
}

function stateWeights(family: BillFamily, states: readonly SeedState[]): number[] {
  const { draft, declared } = lifecycleOf(family)?.states ?? {};
  return states.map(({ state }) => {
    if (state === '399' || state === '800') return 30;
    if (state === draft) return 15;
    if (state === '100') return 8;
    if (state === declared) return 3;
    return 4;
  });
}

/** Every field but the engine's own (set at the end of generateBill). */
function seededFields(fields: readonly FieldInfo[]): FieldInfo[] {
  return fields.filter((field) => !field.system);
}

/** XML fields stay null here (their kind invents nothing): fillXml needs the bill's other values. */
function fill(fields: readonly FieldInfo[], context: BillContext): DbRow {
  return fillRow(fields, context, (field) => field.column);
}

function fieldsOfKind(fields: readonly FieldInfo[], kind: string): FieldInfo[] {
  return fields.filter((field) => kindOf(field, fields) === kind);
}

/** The currencies every currency field of the family accepts, so that header and lines agree. */
export function commonCurrencies(family: BillFamily, dictionaries: ReadonlyMap<string, readonly string[]>): string[] {
  return currenciesOfFields([family.headFields, family.lineFields], dictionaries);
}

const currenciesOfSeed = new WeakMap<FamilySeed, readonly string[]>();

function currenciesOf(seed: FamilySeed): readonly string[] {
  let currencies = currenciesOfSeed.get(seed);
  if (!currencies) {
    currencies = seed.currency ? [seed.currency] : commonCurrencies(seed.family, seed.dictionaries);
    currenciesOfSeed.set(seed, currencies);
  }
  return currencies;
}

/** The fields of a family that add up (balance), found once per family. */
interface Sums {
  totals: FieldInfo[];
  quantities: FieldInfo[];
  prices: FieldInfo[];
  headTotals: FieldInfo[];
}

const sumsOfFamily = new WeakMap<BillFamily, Sums>();

function sumsOf(family: BillFamily): Sums {
  let sums = sumsOfFamily.get(family);
  if (!sums) {
    const { headFields, lineFields } = family;
    sums = {
      totals: fieldsOfKind(lineFields, 'lineTotal'),
      quantities: fieldsOfKind(lineFields, 'quantity'),
      prices: fieldsOfKind(lineFields, 'price'),
      headTotals: fieldsOfKind(headFields, 'linesTotal'),
    };
    sumsOfFamily.set(family, sums);
  }
  return sums;
}

function fillXml(fields: readonly FieldInfo[], row: DbRow, random: Random): void {
  for (const field of fields) {
    if (!isXmlField(field)) continue;
    const guid = [8, 4, 4, 4, 12]
      .map((length) => Array.from({ length }, () => random.int(0, 15).toString(16)).join(''))
      .join('-')
      .toUpperCase();
    row[field.column] = xmlDocument(field, row, fields, guid);
  }
}

/**
 * A draft of a family users edit has not been declared: what the server or customs set later
 * (read-only fields) is still empty, except the number it is listed by and its references.
 */
function clearServerFields(family: BillFamily, fields: readonly FieldInfo[], row: DbRow): void {
  for (const field of fields) {
    if (field.readOnly && !field.system && field.name !== family.link.name && field.schema['x-refersTo'] === undefined) row[field.column] = null;
  }
}

/** Bulk lots: each line's quantities times `factor`, where the field's digits still hold them. */
function scaleQuantities(family: BillFamily, lines: DbRow[], factor: number): void {
  if (factor === 1) return;
  for (const line of lines) {
    for (const field of sumsOf(family).quantities) {
      const value = line[field.column];
      if (typeof value !== 'number') continue;
      const scaled = numberOfDecimal(multiplyDecimals([decimalOf(value), decimalOf(factor)]));
      if (field.digits === undefined || writtenLength(scaled) <= field.digits) line[field.column] = scaled;
    }
  }
}

function firstNumber(row: DbRow, fields: readonly FieldInfo[]): number | null {
  const value = fields.map((field) => row[field.column]).find((candidate) => typeof candidate === 'number');
  return typeof value === 'number' ? value : null;
}

/**
 * Value kinds that add up: a line's lineTotal is its quantity × price, a header's linesTotal the sum
 * of the lines' totals (exact decimals, rounded to the kind's fraction digits: no float error).
 */
function balance(family: BillFamily, head: DbRow, lines: DbRow[]): void {
  const { totals, quantities, prices, headTotals } = sumsOf(family);
  if (totals.length === 0 || lines.length === 0) return;
  const lineTotals: Decimal[] = [];
  for (const line of lines) {
    const quantity = firstNumber(line, quantities);
    const price = firstNumber(line, prices);
    if (quantity === null || price === null) continue;
    const exact = multiplyDecimals([decimalOf(quantity), decimalOf(price)]);
    for (const field of totals) line[field.column] = numberOfDecimal(roundDecimal(exact, fieldFractionDigits(field, 'lineTotal')));
    lineTotals.push(roundDecimal(exact, fieldFractionDigits(totals[0], 'lineTotal')));
  }
  const sum = addDecimals(lineTotals);
  for (const field of headTotals) head[field.column] = numberOfDecimal(roundDecimal(sum, fieldFractionDigits(field, 'linesTotal')));
}

/** The relations a family's definition states (x-sumOf, x-sumOfLines, x-productOf), found once. */
interface Relations {
  head: ValueRelation[];
  line: ValueRelation[];
  headFields: Map<string, FieldInfo>;
  lineFields: Map<string, FieldInfo>;
}

const relationsOfFamily = new WeakMap<BillFamily, Relations>();

function familyRelations(family: BillFamily): Relations {
  let relations = relationsOfFamily.get(family);
  if (!relations) {
    relations = {
      head: relationsOf(family.headFields),
      line: relationsOf(family.lineFields),
      headFields: new Map(family.headFields.map((field) => [field.name, field])),
      lineFields: new Map(family.lineFields.map((field) => [field.name, field])),
    };
    relationsOfFamily.set(family, relations);
  }
  return relations;
}

/**
 * A subtracted field of a sum (a discount) is redrawn as a share of the first field (the goods it
 * discounts), up to 30 % for all of them together, so the sum never goes below zero.
 */
function keepSubtractedWithinFirst(relation: ValueRelation, fields: Map<string, FieldInfo>, siblings: readonly FieldInfo[], row: DbRow, random: Random): void {
  if (relation.keyword !== SUM_OF_KEYWORD) return;
  const [first, ...rest] = relation.terms;
  const base = row[fields.get(first.field)?.column ?? ''];
  const subtracted = rest.filter((term) => term.sign < 0);
  if (typeof base !== 'number' || first.sign < 0 || subtracted.length === 0) return;
  for (const term of subtracted) {
    const field = fields.get(term.field);
    if (!field || typeof row[field.column] !== 'number') continue;
    const share: Decimal = { digits: BigInt(random.int(0, Math.floor(30 / subtracted.length))), scale: 2 };
    const value = roundDecimal(multiplyDecimals([decimalOf(base), share]), fieldFractionDigits(field, kindOf(field, siblings)));
    row[field.column] = numberOfDecimal(value);
  }
}

function relateRow(
  relations: readonly ValueRelation[],
  fields: Map<string, FieldInfo>,
  siblings: readonly FieldInfo[],
  row: DbRow,
  lines: readonly DbRow[],
  lineFields: Map<string, FieldInfo>,
  random: Random,
): void {
  const valueOf = (name: string) => row[fields.get(name)?.column ?? ''];
  const lineValues = (name: string) => lines.map((line) => line[lineFields.get(name)?.column ?? '']);
  for (const relation of relations) {
    const field = fields.get(relation.field);
    if (!field) continue;
    keepSubtractedWithinFirst(relation, fields, siblings, row, random);
    const value = relationValue(relation, valueOf, lineValues, fieldFractionDigits(field, kindOf(field, siblings)));
    if (value !== null) row[field.column] = value;
  }
}

/** Makes the stated relations true: each line's first, then the header (which may sum the lines). */
function relate(family: BillFamily, head: DbRow, lines: DbRow[], random: Random): void {
  const relations = familyRelations(family);
  if (relations.head.length === 0 && relations.line.length === 0) return;
  for (const line of lines) relateRow(relations.line, relations.lineFields, family.lineFields, line, [], relations.lineFields, random);
  relateRow(relations.head, relations.headFields, family.headFields, head, lines, relations.lineFields, random);
}

export function generateBill(seed: FamilySeed, serial: number, id: number): GeneratedBill {
  const { family, random, now } = seed;
  const lifecycle = lifecycleOf(family);
  const [youngest, oldest] = seed.ageMs ?? [0, YEAR_MS];
  const createdAt = now - random.int(youngest, oldest);
  const lineCount = family.lineTable ? random.int(1, 3) : 0;
  const products = Array.from({ length: Math.max(lineCount, 1) }, () => random.pick(PRODUCTS));
  const context: BillContext = {
    random,
    company: seed.company,
    parties: new Map(seed.parties ?? []),
    numberPrefix: numberPrefix(family.id),
    serial,
    createdAt,
    day: chinaStamp(createdAt).slice(0, 8),
    dictionaries: seed.dictionaries,
    link: family.link.name,
    fields: [],
    product: products[0],
    currencies: currenciesOf(seed),
    bill: new Map(),
    row: new Map(),
  };
  const headFields = seededFields(family.headFields);
  const head = fill(headFields, context);
  const numbered = family.lineFields.some((field) => field.column === 'gnum');
  const lines = Array.from({ length: lineCount }, (_unused, index) => {
    context.product = products[index];
    const line = fill(family.lineFields, context);
    if (numbered) line.gnum = index + 1;
    return line;
  });
  seed.links?.linkRow('head', head);
  for (const line of lines) seed.links?.linkRow('line', line);
  seed.documents?.fill('head', head);
  for (const line of lines) seed.documents?.fill('line', line);
  scaleQuantities(family, lines, seed.quantityFactor ?? 1);
  balance(family, head, lines);
  relate(family, head, lines, random);

  const draft = lifecycle?.states.draft ?? '0';
  const { state, name } = seed.states.length > 0 ? random.weighted(seed.states, stateWeights(family, seed.states)) : { state: draft, name: '' };
  const declares = declaresBills(lifecycle);
  const isDraft = state === draft;
  if (isDraft && declares && family.definition.ui.api.save !== undefined) {
    clearServerFields(family, headFields, head);
    for (const line of lines) clearServerFields(family, family.lineFields, line);
  }
  fillXml(headFields, head, random);
  for (const line of lines) fillXml(family.lineFields, line, random);

  const declaredAt = Math.min(now, createdAt + random.int(1, 72) * 3_600_000);
  const broken = declares && state === '100' ? firstBrokenRule(family, head) : null;
  const returnInfo = !declares || isDraft ? null : state === '100' ? (broken?.reason ?? '海关退单：申报要素不全') : (STEP_INFO[state] ?? name);
  Object.assign(head, {
    id,
    company_code: seed.company.code,
    state,
    create_time: chinaDateTime(createdAt),
    update_time: chinaDateTime(isDraft ? createdAt : declaredAt),
    app_time: isDraft ? null : chinaDateTime(declaredAt),
    return_info: returnInfo,
  });
  const receipt =
    !declares || isDraft || state === lifecycle.states.declared
      ? null
      : {
          family: family.id,
          bill_id: id,
          company_code: seed.company.code,
          message_type: messageTypeOf(family),
          return_status: state,
          return_status_name: name,
          return_info: returnInfo,
          return_time: chinaDateTime(declaredAt),
          return_at: declaredAt,
        };
  return { head, lines: lines.map((line) => ({ ...line, head_id: id })), receipt };
}

/**
 * The first bill written for a family other families refer to. A draft has no read-only numbers
 * yet (清单编号 comes from customs), so a family seeded with one bill that came out a draft left
 * its referrers nothing to name, and the first start failed (PORTAL_DEMO_BILLS=1). When the pick is
 * a draft the bill is made again, from a random stream of its own, among the other states: the
 * bills after it stay as they were.
 */
export function generateReferableBill(seed: FamilySeed, serial: number, id: number): GeneratedBill {
  const bill = generateBill(seed, serial, id);
  const draft = lifecycleOf(seed.family)?.states.draft ?? '0';
  const others = seed.states.filter((option) => option.state !== draft);
  if (bill.head.state !== draft || others.length === 0) return bill;
  return generateBill({ ...seed, states: others, random: new Random(serial) }, serial, id);
}
