// Long text (notes, marks, addresses of 400 characters and more): a text area that grows with
// its content (CSS field-sizing), plain like the text widget for the same reason, and like it
// keeping what is typed until typing pauses or the field is left (typingDrafts.ts). It stops at
// the field's maxLength and counts the characters (inputLimits.ts).
import type { WidgetProps } from '@rjsf/utils';
import { isBlankValue } from '../formContext.ts';
import { textLimit } from '../inputLimits.ts';
import { ReadText } from '../ReadText.tsx';
import { useRenderProbe } from '../renderProbe.tsx';
import { useTypedText } from '../typingDrafts.ts';
import { InputCount } from './TextWidget.tsx';

export function TextareaWidget({ id, name, value, schema, options, readonly, disabled, rawErrors, registry, onChange, onBlur, onFocus }: WidgetProps) {
  useRenderProbe('field', name);
  const { text, type, flush } = useTypedText(registry, name, value, onChange);
  if (readonly || disabled) return <ReadText id={id} text={isBlankValue(value) ? undefined : String(value)} multiline />;
  const { maxLength } = textLimit(schema);
  const input = (
    <textarea
      id={id}
      rows={1}
      // A form's UI file may ask for more lines at least (ui:options.rows, e.g. 反馈内容).
      style={typeof options.rows === 'number' ? { minHeight: `calc(${options.rows}lh + 10px)` } : undefined}
      className={rawErrors?.length ? 'bill-input bill-textarea bill-input-error' : 'bill-input bill-textarea'}
      value={text}
      aria-invalid={rawErrors?.length ? true : undefined}
      maxLength={maxLength}
      onChange={(event) => type(event.target.value)}
      onBlur={(event) => {
        flush();
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
  if (maxLength === undefined) return input;
  return (
    <div className="bill-input-counted">
      {input}
      <InputCount text={text} maxLength={maxLength} />
    </div>
  );
}
