// What the seed invents for each kind of field (core/fields/kinds, `fakeValue`), by the field's value kind
// (core/definition/value-kinds.ts) and within its limits: people and their resident ids, companies
// and their credit codes, one product per row, one currency and one transport mode per bill, and
// numbers a row can hold together (its total is quantity × price: generate-bills.ts).
import { residentIdCheck, writtenLength, type FieldInfo, type ValueKind } from '../definition/index.ts';
import { chinaDate, chinaDateTime } from '../china-time.ts';
import {
  AIR_MODE,
  AIRLINES,
  CARRYING_MODES,
  CUSTOMS_DISTRICTS,
  ENGLISH_COMPANIES,
  GIVEN_NAMES,
  NOTES,
  PLACES,
  PLAIN_TEXTS,
  PLATE_AREAS,
  PLATE_CHARACTERS,
  REASONS,
  RESIDENT_ID_TYPE,
  RESIDENT_AREAS,
  ROAD_MODE,
  SHIPS,
  SURNAMES,
} from './demo-catalogue.ts';
import { pickParty, type Party } from './demo-parties.ts';
import { kindOf, type BillContext } from './bill-context.ts';
import type { Random } from './random.ts';

function within(text: string, field: FieldInfo): string {
  return field.maxLength !== undefined ? text.slice(0, field.maxLength) : text;
}

/** The prefix a party field shares with its pair: ebcCode → ebc, agentCodeScc → agent, tradeCoScc → trade. */
function partyPrefix(name: string): string {
  return name.replace(/(CodeScc|CoScc|Code|RegName|Cname|Ename|Cnm|Name)$/, '');
}

function partyOf(field: FieldInfo, context: BillContext): Party {
  const prefix = partyPrefix(field.name);
  if (prefix === 'cop' || prefix === 'agent' || prefix === '') return context.company;
  let party = context.parties.get(prefix);
  if (!party) {
    party = pickParty(context.random, prefix);
    context.parties.set(prefix, party);
  }
  return party;
}

/** A value chosen once for the bill (or the row) and shared by every field of its kind. */
function once<T>(map: Map<ValueKind, T>, kind: ValueKind, make: () => T): T {
  let value = map.get(kind);
  if (value === undefined) {
    value = make();
    map.set(kind, value);
  }
  return value;
}

function fitsDigits(value: number, field: FieldInfo): boolean {
  return field.digits === undefined || writtenLength(value) <= field.digits;
}

function personName(random: Random): string {
  return random.pick(SURNAMES) + random.pick(GIVEN_NAMES);
}

function residentId(context: BillContext): string {
  const { random } = context;
  const year = random.int(1965, 2004);
  const born = chinaDate(Date.UTC(year, 0, 1) + random.int(0, 364) * 86_400_000).replaceAll('-', '');
  const first17 = `${random.pick(RESIDENT_AREAS).code}${born}${random.digits(3)}`;
  return first17 + residentIdCheck(first17);
}

function address(random: Random): string {
  return `${random.pick(RESIDENT_AREAS).address}${random.int(1, 399)}号${random.chance(0.6) ? `${random.int(1, 30)}栋${random.int(1, 32)}0${random.int(1, 8)}室` : ''}`;
}

function transportMode(context: BillContext): string {
  return once(context.bill, 'transportMode', () => context.random.pick(CARRYING_MODES));
}

function transportName(context: BillContext): string {
  const { random } = context;
  return once(context.bill, 'transportName', () => {
    const mode = transportMode(context);
    if (mode === AIR_MODE) return `${random.pick(AIRLINES)}${random.int(101, 9899)}`;
    if (mode === ROAD_MODE) return `${random.pick(PLATE_AREAS)}${Array.from({ length: 5 }, () => random.pick([...PLATE_CHARACTERS])).join('')}`;
    return random.pick(SHIPS);
  });
}

function voyageNo(context: BillContext): string {
  const mode = transportMode(context);
  if (mode === AIR_MODE) return transportName(context);
  if (mode === ROAD_MODE) return context.day;
  return once(context.bill, 'voyageNo', () => `${context.random.digits(3)}${context.random.pick(['E', 'W', 'N', 'S'])}`);
}

/** 18 digits: district, year, import/export flag, sequence (the bill's serial for its own number). */
function customsNo(field: FieldInfo, context: BillContext): string {
  const { random } = context;
  const sequence = field.name === context.link ? String(context.serial).padStart(9, '0') : random.digits(9);
  return `${random.pick(CUSTOMS_DISTRICTS)}${context.day.slice(0, 4)}${random.int(0, 1)}${sequence}`;
}

function documentNo(field: FieldInfo, context: BillContext): string {
  const { random } = context;
  const limit = field.maxLength ?? 20;
  if (field.name === context.link) return `${context.numberPrefix}${context.day}${String(context.serial).padStart(7, '0')}`;
  if (limit < 12) return random.digits(limit);
  return `${context.numberPrefix}${context.day}${random.digits(Math.min(limit, 18) - 8 - context.numberPrefix.length)}`;
}

function code(field: FieldInfo, context: BillContext): string {
  if (typeof field.schema.default === 'string') return field.schema.default;
  return context.random.digits(Math.min(field.maxLength ?? 6, 6));
}

function textOfKind(kind: ValueKind, field: FieldInfo, context: BillContext): string | null {
  const { random, product } = context;
  switch (kind) {
    case 'personName':
      return personName(random);
    case 'idNumber':
      return residentId(context);
    case 'phone':
      return `1${random.pick(['3', '5', '7', '8'])}${random.digits(9)}`;
    case 'address':
      return address(random);
    case 'companyName':
      return partyOf(field, context).name;
    case 'companyCode':
      return partyOf(field, context).code;
    case 'companyEnglishName':
      return random.pick(ENGLISH_COMPANIES);
    case 'goodsName':
      return product.name;
    case 'goodsEnglishName':
      return product.englishName;
    case 'goodsDescription':
      return product.description;
    case 'brand':
      return product.brand;
    case 'hsCode':
      return product.hsCode;
    case 'barcode':
      return `69${random.digits(11)}`;
    case 'transportName':
      return transportName(context);
    case 'voyageNo':
      return voyageNo(context);
    case 'customsNo':
      return customsNo(field, context);
    case 'dxpId':
      return `DXPENT${context.random.digits(10)}`;
    case 'note':
      return random.chance(0.2) ? random.pick(NOTES) : null;
    case 'reason':
      return random.pick(REASONS);
    case 'place':
      return random.pick(PLACES);
    case 'url':
      return `https://api.demo-ebp.cn/ceb/${random.digits(4)}`;
    case 'fileName':
      return `${documentNo(field, context)}.pdf`;
    case 'text':
      return random.pick(PLAIN_TEXTS);
    case 'code':
      return code(field, context);
    default:
      return documentNo(field, context);
  }
}

export function fakeText(field: FieldInfo, context: BillContext): string | null {
  const kind = kindOf(field, context.fields);
  const ownNumber = field.name === context.link && (kind === 'documentNo' || kind === 'reference');
  const text = ownNumber ? documentNo(field, context) : textOfKind(kind, field, context);
  return text === null ? null : within(text, field);
}

function numberOfKind(kind: ValueKind, field: FieldInfo, context: BillContext): number {
  const { random } = context;
  switch (kind) {
    case 'quantity':
      return once(context.row, 'quantity', () => random.int(1, 10));
    case 'price':
    case 'lineTotal':
      return once(context.row, 'price', () => random.int(500, 50_000) / 100);
    case 'weight':
      return once(context.row, 'weight', () => random.int(100, 50_000) / 1000);
    case 'netWeight': {
      const gross = numberOfKind('weight', field, context);
      return Math.max(0.001, Math.round(gross * random.int(80, 95) * 10) / 1000);
    }
    case 'rate':
      return random.pick([0, 0.05, 0.09, 0.13]);
    case 'count':
      return random.int(1, 20);
    default:
      return random.int(100, 500_000) / 100;
  }
}

export function fakeNumber(field: FieldInfo, context: BillContext): number {
  let value = numberOfKind(kindOf(field, context.fields), field, context);
  if (field.type === 'integer') value = Math.max(1, Math.round(value));
  if (field.schema.minimum !== undefined && value < field.schema.minimum) value = field.schema.minimum;
  return fitsDigits(value, field) ? value : 1;
}

/**
 * A dictionary value: the bill's currency, a carrying transport mode, the resident-id type; else
 * the field's default most of the time, else one of the dictionary's first values.
 */
export function fakeDictionaryValue(field: FieldInfo, context: BillContext): unknown {
  const { random } = context;
  const values = context.dictionaries.get(field.dictionary ?? '') ?? [];
  const kind = kindOf(field, context.fields);
  if (kind === 'currency' && context.currencies.length > 0) return once(context.bill, 'currency', () => random.pick(context.currencies));
  if (kind === 'transportMode' && values.includes(transportMode(context))) return transportMode(context);
  if (kind === 'idType' && values.length > 0) return values.includes(RESIDENT_ID_TYPE) ? RESIDENT_ID_TYPE : values[0];
  if (typeof field.schema.default === 'string' && (random.chance(0.7) || values.length === 0)) return field.schema.default;
  return values.length > 0 ? random.pick(values.slice(0, 8)) : null;
}

/** A day of the ten before the bill was made. */
export function fakeDate(_field: FieldInfo, context: BillContext): string {
  return chinaDate(context.createdAt - context.random.int(0, 10) * 86_400_000);
}

/** A moment of the three days before the bill was made. */
export function fakeDateTime(_field: FieldInfo, context: BillContext): string {
  return chinaDateTime(context.createdAt - context.random.int(0, 72) * 3_600_000);
}
