// Any text field: an input in edit mode, the text (or its stored display name) in view mode.
// A plain <input> in antd's look (billForm.css, antd's CSS variables): antd's Input keeps a
// copy of its value in state and re-renders itself after each change, a second React commit
// per keystroke that a 70-field form does not need. The text typed is the field's own state
// and reaches the form when typing pauses or the field is left, where the form keeps drafts
// (typingDrafts.ts): a keystroke re-renders this field and nothing else. The input stops at the
// field's maxLength, with a counter where the limit matters (inputLimits.ts).
import type { WidgetProps } from '@rjsf/utils';
import { isBlankValue, storedName } from '../formContext.ts';
import { textLimit } from '../inputLimits.ts';
import { ReadText } from '../ReadText.tsx';
import { useRenderProbe } from '../renderProbe.tsx';
import { useTypedText } from '../typingDrafts.ts';

export function inputClass(rawErrors: readonly string[] | undefined): string {
  return rawErrors?.length ? 'bill-input bill-input-error' : 'bill-input';
}

/** The counter under a limited input: characters typed / the limit. */
export function InputCount({ text, maxLength }: { text: string; maxLength: number }) {
  return (
    <span className="bill-input-count" aria-hidden>
      {[...text].length} / {maxLength}
    </span>
  );
}

export function TextWidget({
  id,
  name,
  value,
  schema,
  readonly,
  disabled,
  rawErrors,
  registry,
  placeholder,
  autofocus,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  useRenderProbe('field', name);
  const { text, type, flush } = useTypedText(registry, name, value, onChange);
  if (readonly || disabled) return <ReadText id={id} text={storedName(registry, name) ?? (isBlankValue(value) ? undefined : String(value))} />;
  const { maxLength, showCount } = textLimit(schema);
  const input = (
    <input
      id={id}
      type="text"
      className={inputClass(rawErrors)}
      value={text}
      placeholder={placeholder}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      autoComplete="off"
      maxLength={maxLength}
      onChange={(event) => type(event.target.value)}
      onBlur={(event) => {
        flush();
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
  if (!showCount || maxLength === undefined) return input;
  return (
    <div className="bill-input-counted">
      {input}
      <InputCount text={text} maxLength={maxLength} />
    </div>
  );
}
