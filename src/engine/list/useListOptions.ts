// Option lists a list page needs: the family's state list (names for the state filter and the
// grid) and the dictionaries of its filters and columns. Both come through the HTTP layer's
// per-tab cache; a failed call leaves the list empty (the layer has said why).
import { useEffect, useMemo, useState } from 'react';
import { queryDictionary, queryStates, type DictionaryItem, type StateOption } from '../../http/index.ts';
import type { BillDefinition } from '#core/definition/index.ts';

export type Dictionaries = Readonly<Record<string, readonly DictionaryItem[]>>;

export function useStateOptions(definition: BillDefinition): readonly StateOption[] {
  // A list without states (e.g. knowledge documents) has no state filter.
  const { mode, billType } = definition.ui.stateType ?? { mode: '', billType: '' };
  const [states, setStates] = useState<readonly StateOption[]>([]);
  useEffect(() => {
    let current = true;
    if (mode === '') return undefined;
    queryStates(mode, billType).then(
      (list) => current && setStates(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [mode, billType]);
  return states;
}

export function useDictionaries(codes: readonly string[]): Dictionaries {
  const key = [...new Set(codes)].sort().join(',');
  const [dictionaries, setDictionaries] = useState<Dictionaries>({});
  useEffect(() => {
    let current = true;
    for (const code of key ? key.split(',') : []) {
      queryDictionary(code).then(
        (items) => current && setDictionaries((known) => ({ ...known, [code]: items })),
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [key]);
  return dictionaries;
}

/** state → stateName, from the state list. */
export function useStateNames(states: readonly StateOption[]): (state: string) => string {
  return useMemo(() => {
    const names = new Map(states.map((option) => [option.state, option.stateName]));
    return (state: string) => names.get(state) ?? state;
  }, [states]);
}
