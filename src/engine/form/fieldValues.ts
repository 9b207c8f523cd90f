// The values of a form's fields as a small store a widget can subscribe to, field by field. A
// form keeps its own data (uncontrolled); a widget whose options depend on another field (a city
// on its province) reads that field here, and re-renders only when that one value changes.
import { useCallback, useSyncExternalStore } from 'react';

export class FieldValues {
  private values: Record<string, unknown>;
  private readonly listeners = new Map<string, Set<() => void>>();

  constructor(initial: Readonly<Record<string, unknown>> = {}) {
    this.values = { ...initial };
  }

  get(name: string): unknown {
    return this.values[name];
  }

  /** Takes a whole form's data; tells only the fields whose value changed. */
  update(data: Readonly<Record<string, unknown>>): void {
    const changed = Object.keys({ ...this.values, ...data }).filter((name) => this.values[name] !== data[name]);
    this.values = { ...data };
    for (const name of changed) for (const listener of this.listeners.get(name) ?? []) listener();
  }

  subscribe(name: string, listener: () => void): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener);
    this.listeners.set(name, set);
    return () => set.delete(listener);
  }
}

/** The current value of `name` (undefined without a store or a name). */
export function useFieldValue(store: FieldValues | undefined, name: string | undefined): unknown {
  const subscribe = useCallback((listener: () => void) => (store && name ? store.subscribe(name, listener) : () => undefined), [store, name]);
  return useSyncExternalStore(subscribe, () => (store && name ? store.get(name) : undefined));
}
