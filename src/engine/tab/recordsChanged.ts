// "The records of a page changed": a new-record form (a work ticket) tells the list of its menu
// node, which the shell may keep alive in another tab, to read its page again. A window event,
// so the two screens need not know each other; the module is the menu uri they share.
import { useEffect, useLayoutEffect, useRef } from 'react';

const EVENT = 'portal:records-changed';

export function announceRecordsChanged(module: string): void {
  window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: module }));
}

/** Calls `onChange` whenever the records of `module` are announced changed. */
export function useRecordsChanged(module: string, onChange: () => void): void {
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<string>).detail === module) latest.current();
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [module]);
}
