// What every widget of a bill form shares, given once through RJSF's formContext and never
// replaced while the form lives (RJSF compares it deeply on every render): the display names
// the server answered beside the values (currencyName, stateName…), so a stored value shows
// its label before its dictionary has loaded; and, for the header, the drafts of what is being
// typed (typingDrafts.ts).
import type { Registry } from '@rjsf/utils';
import type { FieldValues } from './fieldValues.ts';
import type { TypingDrafts } from './typingDrafts.ts';

export interface BillFormContext {
  names: { current: Readonly<Record<string, unknown>> };
  /** Typed values the form has not been told yet (typingDrafts.ts); absent: every keystroke is told at once. */
  drafts?: TypingDrafts;
  /** The form's values by field, for widgets that depend on another field (cascading selects). */
  values?: FieldValues;
  /**
   * A field is being typed in: the problems shown under it (from a save, or when it was left) are
   * stale from now on, and are checked again when it is left.
   */
  onTyped?(name: string): void;
}

export interface FormContextOptions {
  /** Fields keep what is typed until typing pauses or they are left (the bill header). */
  draftTyping?: boolean;
  /** Told when a field is typed in (BillFormContext.onTyped). */
  onTyped?(name: string): void;
}

export function createFormContext(names: Readonly<Record<string, unknown>> = {}, options: FormContextOptions = {}): BillFormContext {
  const context: BillFormContext = options.draftTyping ? { names: { current: names }, drafts: new Map() } : { names: { current: names } };
  if (options.onTyped) context.onTyped = options.onTyped;
  return context;
}

/** `{name}Name` of the loaded bill (stateName for state), as text. */
export function storedName(registry: Registry, name: string): string | undefined {
  const names = (registry.formContext as Partial<BillFormContext> | undefined)?.names?.current;
  const value = names?.[`${name}Name`];
  return value === null || value === undefined || value === '' ? undefined : String(value);
}

export function isBlankValue(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
