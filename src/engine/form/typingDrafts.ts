// What is being typed into a header field, before the form hears of it. Every change RJSF hears
// of costs the whole form a pass (it copies the data, recomputes defaults, compares its schema
// and registry, re-renders the object of ~80 fields): some 1–2 ms a keystroke on the 78-field
// declaration, more than the input itself. A form whose context carries drafts (the bill header)
// lets its text and number fields keep the typed value themselves and tell the form when typing
// pauses (TYPING_PAUSE_MS) or the field is left, so a keystroke re-renders that field only.
// formData() (BillForm) reads the drafts over the form's data, so a save sees every key typed.
// A form without drafts (the line form, whose keystrokes update the grid row) is told at once.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Registry } from '@rjsf/utils';
import type { BillFormContext } from './formContext.ts';

/** How long typing must pause before the form is told. */
export const TYPING_PAUSE_MS = 300;

/** Field name → the value typed and not yet handed to the form. */
export type TypingDrafts = Map<string, unknown>;

export function draftsOf(registry: Registry): TypingDrafts | undefined {
  return (registry.formContext as Partial<BillFormContext> | undefined)?.drafts;
}

/** Tells the form that `name` is being typed in (its shown problems are stale: formContext.onTyped). */
export function typedIn(registry: Registry, name: string): void {
  (registry.formContext as Partial<BillFormContext> | undefined)?.onTyped?.(name);
}

/**
 * The change handler of a typed field: with drafts, the value is kept as a draft and handed to
 * `onChange` when typing pauses or `flush()` is called (on blur); without, at once.
 */
export function useTypedChange(registry: Registry, name: string, onChange: (value: unknown) => void) {
  const drafts = draftsOf(registry);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!drafts?.has(name)) return;
    const value = drafts.get(name);
    // The draft stays readable until the form's data holds the value (see settled).
    latest.current(value);
  }, [drafts, name]);

  const change = useCallback(
    (value: unknown) => {
      typedIn(registry, name);
      if (!drafts) return latest.current(value);
      drafts.set(name, value);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, TYPING_PAUSE_MS);
    },
    [registry, drafts, name, flush],
  );

  // A field that goes away takes its timer along (a reload replaces the form and its drafts).
  useEffect(() => () => clearTimeout(timer.current), []);

  return { change, flush };
}

/** The form's data now holds `value` for `name`: the draft, if it is that value, is done. */
export function settleDraft(registry: Registry, name: string, value: unknown): void {
  const drafts = draftsOf(registry);
  if (drafts?.has(name) && Object.is(drafts.get(name), value)) drafts.delete(name);
}

function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The text of a typed field (text input, text area): shown from its own state, so a keystroke
 * re-renders the field alone; taken anew from the form's value when that changes otherwise
 * (a reload, a value set by the page) unless newer typing is still a draft.
 */
export function useTypedText(registry: Registry, name: string, value: unknown, onChange: (value: unknown) => void) {
  const { change, flush } = useTypedChange(registry, name, onChange);
  const [text, setText] = useState(() => textOf(value));
  // The form's value the text last agreed with: a new one that is not what was typed replaces it.
  const [known, setKnown] = useState(value);
  if (!Object.is(value, known)) {
    setKnown(value);
    settleDraft(registry, name, value);
    if (!draftsOf(registry)?.has(name) && textOf(value) !== text) setText(textOf(value));
  }
  const type = (next: string) => {
    const typed = next === '' ? undefined : next;
    setText(next);
    if (!draftsOf(registry)) setKnown(typed);
    change(typed);
  };
  return { text, type, flush };
}
