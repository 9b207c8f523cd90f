// Long text (notes, marks, addresses of 400 characters and more): a text area that grows with
// its content (CSS field-sizing), plain like the text widget for the same reason.
import type { WidgetProps } from '@rjsf/utils';
import { isBlankValue } from '../formContext.ts';
import { ReadText } from '../ReadText.tsx';
import { useRenderProbe } from '../renderProbe.tsx';
import { isLongText, rankWith, type WidgetTester } from '../testers.ts';

export const textareaTester: WidgetTester = rankWith(2, isLongText);

export function TextareaWidget({ id, name, value, readonly, disabled, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  useRenderProbe('field', name);
  if (readonly || disabled) return <ReadText id={id} text={isBlankValue(value) ? undefined : String(value)} multiline />;
  return (
    <textarea
      id={id}
      rows={1}
      className={rawErrors?.length ? 'bill-input bill-textarea bill-input-error' : 'bill-input bill-textarea'}
      value={value ?? ''}
      aria-invalid={rawErrors?.length ? true : undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
