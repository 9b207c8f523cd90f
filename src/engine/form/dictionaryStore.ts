// Dictionary items for every select of the detail page (form widgets, grid editors, view text),
// loaded once per code and shared: a widget subscribes to its own code only, so the arrival of
// one dictionary re-renders the fields that use it and nothing else. The HTTP layer already
// caches answers per tab (sessionStorage); this keeps the parsed lists in memory.
import { useSyncExternalStore } from 'react';
import { queryDictionary, type DictionaryItem } from '../../http/index.ts';

export interface DictionaryEntry {
  status: 'loading' | 'ready' | 'failed';
  items: readonly DictionaryItem[];
  /** value → name */
  labels: ReadonlyMap<string, string>;
}

const LOADING: DictionaryEntry = { status: 'loading', items: [], labels: new Map() };
const entries = new Map<string, DictionaryEntry>();
const listeners = new Map<string, Set<() => void>>();

function publish(code: string, entry: DictionaryEntry): void {
  entries.set(code, entry);
  for (const listener of listeners.get(code) ?? []) listener();
}

/** Starts loading `code` unless it is loaded or loading; a failed load is tried again. */
export function requestDictionary(code: string): void {
  const known = entries.get(code);
  if (known && known.status !== 'failed') return;
  entries.set(code, LOADING);
  queryDictionary(code).then(
    (items) => publish(code, { status: 'ready', items, labels: new Map(items.map((item) => [item.value, item.name])) }),
    () => publish(code, { status: 'failed', items: [], labels: new Map() }),
  );
}

/** Resolves when every code has answered (or failed). */
export function loadDictionaries(codes: readonly string[]): Promise<void> {
  for (const code of codes) requestDictionary(code);
  const pending = codes.filter((code) => entries.get(code)?.status === 'loading');
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (pending.every((code) => entries.get(code)?.status !== 'loading')) {
        for (const code of pending) listeners.get(code)?.delete(check);
        resolve();
      }
    };
    for (const code of pending) subscribe(code, check);
  });
}

function subscribe(code: string, listener: () => void): () => void {
  if (!listeners.has(code)) listeners.set(code, new Set());
  listeners.get(code)!.add(listener);
  return () => listeners.get(code)?.delete(listener);
}

export function dictionaryEntry(code: string): DictionaryEntry {
  return entries.get(code) ?? LOADING;
}

/** The items of `code` for a component; loading starts on first use. */
export function useDictionary(code: string | undefined): DictionaryEntry {
  return useSyncExternalStore(
    (listener) => {
      if (!code) return () => {};
      requestDictionary(code);
      return subscribe(code, listener);
    },
    () => (code ? dictionaryEntry(code) : LOADING),
  );
}

/** The name of a value, when its dictionary has arrived. */
export function dictionaryLabel(code: string, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return entries.get(code)?.labels.get(String(value));
}

/** Forgets the loaded dictionaries (specs; a session change). */
export function forgetDictionaries(): void {
  entries.clear();
}
