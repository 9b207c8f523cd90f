// A field chosen from options that are not a dictionary (x-options): a state list or an API's
// answer. A cascading field (x-options.parent) asks for its options with its parent's value and
// clears itself when the parent changes (a city left from another province would be wrong).
import { useEffect, useMemo, useRef } from 'react';
import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import type { FieldOptions } from '#core/forms/index.ts';
import type { BillFormContext } from '../formContext.ts';
import { isBlankValue, storedName } from '../formContext.ts';
import { useFieldValue } from '../fieldValues.ts';
import { ReadText } from '../ReadText.tsx';
import { useRenderProbe } from '../renderProbe.tsx';
import { useChoiceOptions } from './choiceOptions.ts';

const SEARCH = { optionFilterProp: ['label', 'value'] };
const FULL_WIDTH = { width: '100%' };

export function ChoiceSelectWidget({ id, name, value, schema, readonly, disabled, rawErrors, registry, placeholder, onChange, onBlur, onFocus }: WidgetProps) {
  useRenderProbe('field', name);
  const options = schema['x-options'] as FieldOptions;
  const context = registry.formContext as Partial<BillFormContext> | undefined;
  const parentValue = useFieldValue(context?.values, options.parent);
  const choices = useChoiceOptions(options, parentValue);
  const stored = isBlankValue(value) ? undefined : String(value);

  // The parent changed under a chosen value: the value belonged to the old parent.
  const seenParent = useRef(parentValue);
  useEffect(() => {
    if (seenParent.current === parentValue) return;
    seenParent.current = parentValue;
    if (options.parent && stored !== undefined) onChange(undefined);
  }, [parentValue, options.parent, stored, onChange]);

  const label = stored === undefined ? undefined : (choices.items.find((item) => item.value === stored)?.label ?? storedName(registry, name) ?? stored);
  const items = useMemo(() => {
    if (stored === undefined || choices.items.some((item) => item.value === stored)) return choices.items;
    return [{ value: stored, label: label ?? stored }, ...choices.items];
  }, [choices.items, stored, label]);

  if (readonly || disabled) return <ReadText id={id} text={label} />;
  const waiting = options.parent !== undefined && isBlankValue(parentValue);
  return (
    <Select<string>
      id={id}
      value={stored}
      options={items}
      showSearch={SEARCH}
      allowClear
      disabled={waiting}
      loading={choices.status === 'loading'}
      notFoundContent={choices.status === 'failed' ? '选项加载失败' : undefined}
      placeholder={waiting ? '请先选择上一级' : placeholder || '请选择'}
      style={FULL_WIDTH}
      status={rawErrors?.length ? 'error' : undefined}
      onChange={(next) => onChange(next ?? undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
