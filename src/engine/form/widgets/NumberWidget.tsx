// Numbers (weights, amounts, counts): a plain input in antd's look, like the text widget (a
// controlled antd InputNumber re-renders itself once more after every keystroke). What the field
// cannot hold is never dropped without a word (inputLimits.ts, issue 23 point 6): a keystroke or
// a paste beyond its digits or fraction digits is refused and the field says why under the input
// (商品价格最多5位小数); text that is not a number the field may hold ("abc", "-5" where the
// minimum is 0) stays as typed, marked with the message a save gives it (商品价格必须是数字,
// 商品价格不能小于0), and reaches the form as typed so that the save refuses it. No rounding: what
// is typed is what is saved. The value reaches the form when typing pauses or the field is left
// (typingDrafts.ts); the text follows the form's value when that changes otherwise.
import { useMemo, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { decimalText } from '#core/definition/index.ts';
import { isBlankValue } from '../formContext.ts';
import { numberLimit, numberTextProblem, valueOfNumberText } from '../inputLimits.ts';
import { ReadText } from '../ReadText.tsx';
import { useRenderProbe } from '../renderProbe.tsx';
import { draftsOf, settleDraft, typedIn, useTypedChange } from '../typingDrafts.ts';
import { inputClass } from './TextWidget.tsx';

function textOf(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? decimalText(value) : '';
  // Text the field refused stays what was typed (a save refuses it with the field's message).
  return typeof value === 'string' ? value : '';
}

/** Why the last keystroke was refused, or what is wrong with the text kept. */
type Note = { kind: 'limit' | 'value'; text: string } | null;

export function NumberWidget({ id, name, label, value, schema, readonly, disabled, rawErrors, registry, onChange, onBlur, onFocus }: WidgetProps) {
  useRenderProbe('field', name);
  const { change, flush } = useTypedChange(registry, name, onChange);
  const limit = useMemo(() => numberLimit(schema), [schema]);
  const title = schema.title ?? label ?? name;
  const [text, setText] = useState(() => textOf(value));
  const [note, setNote] = useState<Note>(null);
  // The form's value the text last agreed with: a new one that is not what was typed replaces it.
  const [known, setKnown] = useState(value);
  if (!Object.is(value, known)) {
    setKnown(value);
    if (!draftsOf(registry)?.has(name) && !Object.is(valueOfNumberText(text), value)) {
      setText(textOf(value));
      setNote(null);
    }
  }
  settleDraft(registry, name, value);
  if (readonly || disabled) return <ReadText id={id} text={isBlankValue(value) ? undefined : String(value)} />;
  // The form's problems (blur, save, server) come first; the note says what typing ran into.
  const shown = rawErrors?.length ? null : note;
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode={limit.integer ? 'numeric' : 'decimal'}
        className={inputClass(rawErrors?.length ? rawErrors : shown ? [shown.text] : undefined)}
        value={text}
        aria-invalid={rawErrors?.length || shown ? true : undefined}
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value.trim();
          const problem = numberTextProblem(next, limit, title);
          setNote(problem);
          if (problem?.kind === 'limit') return typedIn(registry, name);
          const typed = valueOfNumberText(next);
          setText(next);
          if (!draftsOf(registry)) setKnown(typed);
          change(typed);
        }}
        onBlur={() => {
          flush();
          // A refused keystroke is explained while typing; what was kept is still marked.
          if (note?.kind === 'limit') setNote(null);
          onBlur(id, valueOfNumberText(text));
        }}
        onFocus={() => onFocus(id, valueOfNumberText(text))}
      />
      {shown && (
        <div className="bill-field-error bill-field-note" role="alert">
          {shown.text}
        </div>
      )}
    </>
  );
}
