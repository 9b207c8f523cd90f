// Sample rows of a definition as the API answers them (property names, a dictionary value's name
// beside it, the state's name), made by the seed's own value kinds (fake-field.ts): what the
// definition playground lists and edits while an analyst types. The server's seed writes database
// rows instead (server/bills/seed/generate-bills.ts), with the same values.
import { chinaDateTime, chinaStamp } from '../china-time.ts';
import { headerFields, linkField, type BillDefinition, type FieldInfo } from '../definition/index.ts';
import { commonCurrencies, numberPrefix, type BillContext } from './bill-context.ts';
import { PRODUCTS } from './demo-catalogue.ts';
import { SELLERS } from './demo-parties.ts';
import { fillRow } from './fake-field.ts';
import { Random } from './random.ts';

export interface SampleItem {
  value: string;
  name: string;
}

export interface SampleSource {
  /** The items of a dictionary (value and display name), in display order; none when unknown. */
  dictionary(code: string): readonly SampleItem[];
  /** The states the rows cycle through, with their names; empty for a definition without states. */
  states: readonly { state: string; stateName: string }[];
  /** The newest row's creation time (ms); the others go back an hour each. */
  now: number;
  /** The random seed: the same seed gives the same rows. */
  seed?: number;
}

export type SampleRow = Record<string, unknown>;

/** The fields a sample fills: every field but the engine's own (a bill's state, times, id). */
function ownFields(fields: readonly FieldInfo[]): FieldInfo[] {
  return fields.filter((field) => !field.system);
}

function dictionariesOf(fields: readonly FieldInfo[], source: SampleSource): Map<string, readonly SampleItem[]> {
  const codes = new Set(fields.flatMap((field) => (field.dictionary ? [field.dictionary] : [])));
  return new Map([...codes].map((code) => [code, source.dictionary(code)]));
}

/**
 * `count` rows of `fields` (a family's header, a form's fields): a value for each by its value kind,
 * and `{name}Name` beside each dictionary value, as the API's answer carries it.
 */
export function sampleRows(family: string, fields: readonly FieldInfo[], link: string, count: number, source: SampleSource): SampleRow[] {
  const own = ownFields(fields);
  const items = dictionariesOf(own, source);
  const dictionaries = new Map([...items].map(([code, list]) => [code, list.map((item) => item.value)]));
  const currencies = commonCurrencies([own], dictionaries);
  const random = new Random(source.seed ?? 20250615);
  return Array.from({ length: count }, (_, index) => {
    const createdAt = source.now - index * 3_600_000;
    const context: BillContext = {
      random,
      dictionaries,
      company: SELLERS[0],
      parties: new Map(),
      numberPrefix: numberPrefix(family),
      serial: index + 1,
      createdAt,
      day: chinaStamp(createdAt).slice(0, 8),
      link,
      fields: own,
      product: random.pick(PRODUCTS),
      currencies,
      bill: new Map(),
      row: new Map(),
    };
    const row = fillRow(own, context, (field) => field.name);
    for (const field of own) {
      if (!field.dictionary || row[field.name] === null || row[field.name] === undefined) continue;
      row[`${field.name}Name`] = items.get(field.dictionary)?.find((item) => item.value === row[field.name])?.name ?? null;
    }
    return row;
  });
}

/** Sample bills of a family for its list: header values, then id, state and times as the server sets them. */
export function sampleBills(definition: BillDefinition, count: number, source: SampleSource): SampleRow[] {
  const fields = headerFields(definition.schema);
  const rows = sampleRows(definition.family, fields, linkField(definition).name, count, source);
  return rows.map((row, index) => {
    const created = chinaDateTime(source.now - index * 3_600_000);
    const state = source.states.length > 0 ? source.states[index % source.states.length] : null;
    return {
      ...row,
      id: index + 1,
      state: state?.state ?? '0',
      stateName: state?.stateName ?? null,
      createTime: created,
      updateTime: created,
      appTime: state && state.state !== '0' ? created : null,
      version: 0,
    };
  });
}
