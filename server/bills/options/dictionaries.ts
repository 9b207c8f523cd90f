// Dictionary items of a family's fields, loaded per request (they are few, and every API
// process must see the same values): validation checks a value exists, lists show its name,
// imports accept either the value or the name a user typed. The rows travel to worker threads
// as they are (dictionaryValuesOf rebuilds the lookups there).
import { portalDb, type SomeDb } from '../db.ts';

export interface DictionaryValues {
  has(code: string, value: string): boolean;
  name(code: string, value: string): string | undefined;
  /** The value of an item named `text`, or `text` itself when it already is a value. */
  valueOf(code: string, text: string): string;
}

export interface DictionaryRow {
  dic_code: string;
  value: string;
  name: string;
}

export async function loadDictionaryRows(someDb: SomeDb, codes: readonly string[]): Promise<DictionaryRow[]> {
  if (codes.length === 0) return [];
  return portalDb(someDb)
    .selectFrom('dictionary_item')
    .select(['dic_code', 'value', 'name'])
    .where('dic_code', 'in', [...codes])
    .execute();
}

export function dictionaryValuesOf(rows: readonly DictionaryRow[]): DictionaryValues {
  const names = new Map<string, Map<string, string>>();
  const values = new Map<string, Map<string, string>>();
  for (const row of rows) {
    if (!names.has(row.dic_code)) {
      names.set(row.dic_code, new Map());
      values.set(row.dic_code, new Map());
    }
    names.get(row.dic_code)!.set(row.value, row.name);
    if (!values.get(row.dic_code)!.has(row.name)) values.get(row.dic_code)!.set(row.name, row.value);
  }
  return {
    has: (code, value) => names.get(code)?.has(value) ?? false,
    name: (code, value) => names.get(code)?.get(value),
    valueOf: (code, text) => (names.get(code)?.has(text) ? text : (values.get(code)?.get(text) ?? text)),
  };
}

export async function loadDictionaries(someDb: SomeDb, codes: readonly string[]): Promise<DictionaryValues> {
  return dictionaryValuesOf(await loadDictionaryRows(someDb, codes));
}
