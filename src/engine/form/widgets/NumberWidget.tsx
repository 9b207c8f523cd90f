// Numbers (weights, amounts, counts): typed as numbers, so the schema's type and digit limits
// apply as they will on the server. No rounding here: 1.5 pieces is refused by validation
// (件数必须是整数), not silently changed. The input keeps its own text (defaultValue): a
// controlled InputNumber re-renders itself once more after every keystroke; the form is
// remounted whenever its data is replaced, so the text never goes stale. Like text, the number
// reaches the form when typing pauses or the field is left (typingDrafts.ts).
import { useRef } from 'react';
import { InputNumber } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { isBlankValue } from '../formContext.ts';
import { ReadText } from '../ReadText.tsx';
import { useRenderProbe } from '../renderProbe.tsx';
import { settleDraft, useTypedChange } from '../typingDrafts.ts';

const FULL_WIDTH = { width: '100%' };

export function NumberWidget({ id, name, value, readonly, disabled, rawErrors, registry, onChange, onBlur, onFocus }: WidgetProps) {
  useRenderProbe('field', name);
  const { change, flush } = useTypedChange(registry, name, onChange);
  // What the field holds now (the form may not have heard of it yet), for the blur check.
  const typed = useRef<unknown>(value);
  settleDraft(registry, name, value);
  if (readonly || disabled) return <ReadText id={id} text={isBlankValue(value) ? undefined : String(value)} />;
  return (
    <InputNumber
      id={id}
      defaultValue={typeof value === 'number' ? value : undefined}
      controls={false}
      style={FULL_WIDTH}
      status={rawErrors?.length ? 'error' : undefined}
      onChange={(next) => {
        typed.current = typeof next === 'number' ? next : undefined;
        change(typed.current);
      }}
      onBlur={() => {
        flush();
        onBlur(id, typed.current);
      }}
      onFocus={() => onFocus(id, typed.current)}
    />
  );
}
