// A plausible value for any field of any family, guessed from its kind, enum, dictionary, format
// and name (…No, …Code/…Name pairs, phones, weights, goods…) and kept within its limits. This is
// what lets the seed fill a family it has never seen.
import { writtenLength, type FieldInfo } from '#core/definition/index.ts';
import { chinaDate, chinaDateTime, chinaStamp } from '../clock.ts';
import { GOODS, NOTES, pickParty, type Party } from './demo-parties.ts';
import type { Random } from './random.ts';

export interface BillContext {
  random: Random;
  /** Values of each dictionary, in display order. */
  dictionaries: ReadonlyMap<string, readonly string[]>;
  company: Party;
  /** The party chosen for each …Code/…Name prefix of this bill. */
  parties: Map<string, Party>;
  /** Prefix of the bill's own number, e.g. EO for export-order. */
  numberPrefix: string;
  serial: number;
  createdAt: number;
  link: string;
}

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

function fakeNumber(field: FieldInfo, context: BillContext): number {
  const { random } = context;
  const name = field.name.toLowerCase();
  let value: number;
  if (field.kind === 'integer') value = /pack|piece|qty|count|num$/.test(name) ? random.int(1, 20) : random.int(1, 99);
  else if (name.includes('weight') || name.includes('wet') || name.includes('wt')) value = random.int(100, 50_000) / 1000;
  else if (name.includes('freight') || name.includes('fee')) value = random.int(500, 20_000) / 100;
  else if (name.includes('qty')) value = random.int(1, 10);
  else value = random.int(100, 500_000) / 100;
  if (field.schema.minimum !== undefined && value < field.schema.minimum) value = field.schema.minimum;
  return fitsDigits(value, field) ? value : 1;
}

function fakeText(field: FieldInfo, context: BillContext): string | null {
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

export function fakeValue(field: FieldInfo, context: BillContext): unknown {
  const { random } = context;
  const { enum: allowed } = field.schema;
  if (Array.isArray(allowed) && allowed.length > 0) {
    return field.schema.default !== undefined && random.chance(0.7) ? field.schema.default : random.pick(allowed);
  }
  if (field.dictionary) {
    const values = context.dictionaries.get(field.dictionary) ?? [];
    if (typeof field.schema.default === 'string' && (random.chance(0.7) || values.length === 0)) return field.schema.default;
    return values.length > 0 ? random.pick(values.slice(0, 8)) : null;
  }
  if (field.format === 'date-time') return chinaDateTime(context.createdAt - random.int(0, 72) * 3_600_000);
  if (field.format === 'date') return chinaDate(context.createdAt - random.int(0, 10) * 86_400_000);
  if (field.kind !== 'string') return fakeNumber(field, context);
  const text = fakeText(field, context);
  return text === null ? null : within(text, field);
}
