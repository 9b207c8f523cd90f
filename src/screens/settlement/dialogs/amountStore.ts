// The write-off dialog's entered amounts, one text per application id, outside React state: an
// amount cell and its remainder cell subscribe to their own id only, so typing in one amount
// re-renders those two cells and not the table (the 500-row case, bench/writeoff-dialog.ts).
import { useSyncExternalStore } from 'react';

export interface AmountStore {
  get(id: number): string;
  set(id: number, text: string): void;
  subscribe(id: number, listener: () => void): () => void;
}

export function createAmountStore(): AmountStore {
  const amounts = new Map<number, string>();
  const listeners = new Map<number, Set<() => void>>();
  return {
    get: (id) => amounts.get(id) ?? '',
    set(id, text) {
      if (amounts.get(id) === text) return;
      amounts.set(id, text);
      for (const listener of listeners.get(id) ?? []) listener();
    },
    subscribe(id, listener) {
      if (!listeners.has(id)) listeners.set(id, new Set());
      listeners.get(id)!.add(listener);
      return () => listeners.get(id)?.delete(listener);
    },
  };
}

/** The entered amount of one application, for the cells that show it. */
export function useAmount(store: AmountStore, id: number): string {
  return useSyncExternalStore(
    (listener) => store.subscribe(id, listener),
    () => store.get(id),
  );
}
