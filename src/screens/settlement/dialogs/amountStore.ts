// The write-off dialog's entered amounts, one text per application id, outside React state: an
// amount cell and its remainder cell subscribe to their own id only, so typing in one amount
// re-renders those two cells and not the table (the 500-row case, bench/writeoff-dialog.ts).
// Beside the text, a note per id says what leaving the input changed (a negative amount became 0).
import { useSyncExternalStore } from 'react';

export interface AmountStore {
  get(id: number): string;
  set(id: number, text: string): void;
  note(id: number): string | null;
  setNote(id: number, note: string | null): void;
  /** Every id with an entry, in the order first entered. */
  ids(): number[];
  subscribe(id: number, listener: () => void): () => void;
}

export function createAmountStore(): AmountStore {
  const amounts = new Map<number, string>();
  const notes = new Map<number, string>();
  const listeners = new Map<number, Set<() => void>>();
  const tell = (id: number) => {
    for (const listener of listeners.get(id) ?? []) listener();
  };
  return {
    get: (id) => amounts.get(id) ?? '',
    set(id, text) {
      if (amounts.get(id) === text) return;
      amounts.set(id, text);
      tell(id);
    },
    note: (id) => notes.get(id) ?? null,
    setNote(id, note) {
      if ((notes.get(id) ?? null) === note) return;
      if (note === null) notes.delete(id);
      else notes.set(id, note);
      tell(id);
    },
    ids: () => [...amounts.keys()],
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

/** The note of one application's amount (null: none). */
export function useAmountNote(store: AmountStore, id: number): string | null {
  return useSyncExternalStore(
    (listener) => store.subscribe(id, listener),
    () => store.note(id),
  );
}
