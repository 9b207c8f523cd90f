// Numbers (weights, amounts, counts): a plain input in antd's look, like the text widget (a
// controlled antd InputNumber re-renders itself once more after every keystroke), that takes
// only what the field can hold (inputLimits.ts): a keystroke or a paste that would exceed the
// field's digits, its fraction digits, or add a sign it may not have is not accepted (the
// input keeps its text). No rounding: 1.5 pieces cannot be typed into an integer, and what is
// typed is what is saved. The number reaches the form when typing pauses or the field is left
// (typingDrafts.ts); the text follows the form's value when that changes otherwise.
import { useMemo, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { decimalText } from '#core/definition/index.ts';
import { isBlankValue } from '../formContext.ts';
import { acceptsNumberText, numberLimit, numberOfText } from '../inputLimits.ts';
import { ReadText } from '../ReadText.tsx';
import { useRenderProbe } from '../renderProbe.tsx';
import { draftsOf, settleDraft, useTypedChange } from '../typingDrafts.ts';
import { inputClass } from './TextWidget.tsx';

function textOf(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? decimalText(value) : '';
}

export function NumberWidget({ id, name, value, schema, readonly, disabled, rawErrors, registry, onChange, onBlur, onFocus }: WidgetProps) {
  useRenderProbe('field', name);
  const { change, flush } = useTypedChange(registry, name, onChange);
  const limit = useMemo(() => numberLimit(schema), [schema]);
  const [text, setText] = useState(() => textOf(value));
  // The form's value the text last agreed with: a new one that is not what was typed replaces it.
  const [known, setKnown] = useState(value);
  if (!Object.is(value, known)) {
    setKnown(value);
    if (!draftsOf(registry)?.has(name) && numberOfText(text) !== value) setText(textOf(value));
  }
  settleDraft(registry, name, value);
  if (readonly || disabled) return <ReadText id={id} text={isBlankValue(value) ? undefined : String(value)} />;
  return (
    <input
      id={id}
      type="text"
      inputMode={limit.integer ? 'numeric' : 'decimal'}
      className={inputClass(rawErrors)}
      value={text}
      aria-invalid={rawErrors?.length ? true : undefined}
      autoComplete="off"
      onChange={(event) => {
        const next = event.target.value.trim();
        if (!acceptsNumberText(next, limit)) return;
        const number = numberOfText(next);
        setText(next);
        if (!draftsOf(registry)) setKnown(number);
        change(number);
      }}
      onBlur={() => {
        flush();
        onBlur(id, numberOfText(text));
      }}
      onFocus={() => onFocus(id, numberOfText(text))}
    />
  );
}
