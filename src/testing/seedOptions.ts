// State lists and dictionaries as the seed puts them in the database, for fake servers.
import dictionaryFile from '../../schemas/seed/dictionaries.json';
import stateFile from '../../schemas/seed/states.json';
import type { DictionaryItem, StateOption } from '../http/index.ts';

export function seedStates(mode: string, billType: string): StateOption[] {
  return stateFile.stateLists.find((list) => list.mode === mode && list.billType === billType)?.states ?? [];
}

export function seedDictionary(code: string): DictionaryItem[] {
  return dictionaryFile.dictionaries.find((dictionary) => dictionary.code === code)?.items ?? [];
}
