// What the seed invents for each kind of field (server/fields/kinds), from the field's name and
// within its limits.
import { writtenLength, type FieldInfo } from '#core/definition/index.ts';
import { chinaDate, chinaDateTime, chinaStamp } from '../bills/clock.ts';
import { GOODS, NOTES, pickParty, type Party } from '../bills/seed/demo-parties.ts';
import type { BillContext } from '../bills/seed/fake-field.ts';

function within(text: string, field: FieldInfo): string {
  return field.maxLength !== undefined ? text.slice(0, field.maxLength) : text;
}

function partyOf(field: FieldInfo, context: BillContext): Party | null {
  const match = /^(.*)(Code|Name)$/.exec(field.name);
  if (!match || match[1] === '') return null;
  const prefix = match[1];
  if (prefix === 'cop' || prefix === 'agent') return context.company;
  let party = context.parties.get(prefix);
  if (!party) {
    party = pickParty(context.random, prefix);
    context.parties.set(prefix, party);
  }
  return party;
}

function fitsDigits(value: number, field: FieldInfo): boolean {
  return field.digits === undefined || writtenLength(value) <= field.digits;
}

export function fakeNumber(field: FieldInfo, context: BillContext): number {
  const { random } = context;
  const name = field.name.toLowerCase();
  let value: number;
  if (field.type === 'integer') value = /pack|piece|qty|count|num$/.test(name) ? random.int(1, 20) : random.int(1, 99);
  else if (name.includes('weight') || name.includes('wet') || name.includes('wt')) value = random.int(100, 50_000) / 1000;
  else if (name.includes('freight') || name.includes('fee')) value = random.int(500, 20_000) / 100;
  else if (name.includes('qty')) value = random.int(1, 10);
  else value = random.int(100, 500_000) / 100;
  if (field.schema.minimum !== undefined && value < field.schema.minimum) value = field.schema.minimum;
  return fitsDigits(value, field) ? value : 1;
}

function textGuess(field: FieldInfo, context: BillContext): string | null {
  const { random } = context;
  const name = field.name;
  const lower = name.toLowerCase();
  if (name === context.link) return `${context.numberPrefix}${chinaStamp(context.createdAt).slice(0, 8)}${String(context.serial).padStart(7, '0')}`;
  if (field.schema['x-mobile'] === true || lower.includes('phone') || lower.includes('tel')) return `1${random.pick(['3', '5', '7', '8'])}${random.digits(9)}`;
  if (lower === 'dxpid') return `DXPENT${random.digits(10)}`;
  if (lower.includes('barcode')) return `69${random.digits(11)}`;
  if (lower.startsWith('item') && lower.endsWith('no')) return `SKU-${random.digits(6)}`;
  if (lower.includes('note') || lower.includes('remark')) return random.chance(0.2) ? random.pick(NOTES) : null;
  if (/goods|item|gname|describe|product/.test(lower)) return random.pick(GOODS);
  const party = partyOf(field, context);
  if (party) return name.endsWith('Code') ? party.code : party.name;
  if (lower.endsWith('no')) return random.digits(Math.min(field.maxLength ?? 12, 12));
  return random.pick(GOODS);
}

export function fakeText(field: FieldInfo, context: BillContext): string | null {
  const text = textGuess(field, context);
  return text === null ? null : within(text, field);
}

/** The field's default most of the time, else one of the dictionary's first values. */
export function fakeDictionaryValue(field: FieldInfo, context: BillContext): unknown {
  const { random } = context;
  const values = context.dictionaries.get(field.dictionary ?? '') ?? [];
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
