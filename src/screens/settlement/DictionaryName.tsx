// A coded value of a bill shown by its dictionary's name (the dictionary the definition's
// x-dictionary names, loaded once through the engine's dictionary store): 台 for 001 in a table
// cell, 电子商务(9610) with `withCode`. Until the dictionary arrives, and for a code it lacks, the
// code shows.
import { useDictionary } from '../../engine/form/dictionaryStore.ts';
import { nameWithCode } from './codeNames.ts';

export interface DictionaryNameProps {
  /** The dictionary's code (x-dictionary). */
  dictionary: string;
  value: unknown;
  /** Name and code, 美元(502), for a field that stands alone. */
  withCode?: boolean;
}

export function DictionaryName({ dictionary, value, withCode = false }: DictionaryNameProps) {
  const entry = useDictionary(dictionary);
  const code = value === null || value === undefined ? '' : String(value);
  const name = entry.labels.get(code);
  return <>{withCode ? nameWithCode(name, code) : (name ?? code)}</>;
}
