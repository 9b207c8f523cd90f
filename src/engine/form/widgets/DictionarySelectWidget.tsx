// A field whose values come from a dictionary (x-dictionary): a searchable select (by code or
// name). A stored value shows its name at once — from the dictionary when it has arrived, else
// from the name the server answered beside it — so a form never flashes bare codes.
import { useMemo } from 'react';
import { Select } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { useDictionary } from '../dictionaryStore.ts';
import { isBlankValue, storedName } from '../formContext.ts';
import { ReadText } from '../ReadText.tsx';
import { useRenderProbe } from '../renderProbe.tsx';

interface Option {
  value: string;
  label: string;
  code: string;
}

const SEARCH = { optionFilterProp: ['label', 'code'] };
const FULL_WIDTH = { width: '100%' };

export function DictionarySelectWidget({
  id,
  name,
  value,
  schema,
  readonly,
  disabled,
  rawErrors,
  registry,
  placeholder,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  useRenderProbe('field', name);
  const code = schema['x-dictionary'] as string;
  const dictionary = useDictionary(code);
  const stored = isBlankValue(value) ? undefined : String(value);
  const label = stored === undefined ? undefined : (dictionary.labels.get(stored) ?? storedName(registry, name) ?? stored);
  // A field may allow only some of its dictionary's values (enum: export-inventory fflag takes only
  // 3, which CEB603 fixes); the select offers just those, so no choice is refused after it is made.
  const allowedKey = Array.isArray(schema.enum) ? schema.enum.map(String).join('\u0000') : null;
  const options = useMemo<Option[]>(() => {
    const allowed = allowedKey === null ? null : new Set(allowedKey.split('\u0000'));
    const items: Option[] = dictionary.items
      .filter((item) => allowed === null || allowed.has(item.value))
      .map((item) => ({ value: item.value, label: item.name, code: item.value }));
    // Until the list arrives (or when a stored value left it), the current value still has its name.
    if (stored !== undefined && !dictionary.labels.has(stored)) items.unshift({ value: stored, label: label ?? stored, code: stored });
    return items;
  }, [dictionary, stored, label, allowedKey]);

  if (readonly || disabled) return <ReadText id={id} text={label} />;
  return (
    <Select<string, Option>
      id={id}
      value={stored}
      options={options}
      showSearch={SEARCH}
      allowClear
      loading={dictionary.status === 'loading'}
      placeholder={placeholder || '请选择'}
      style={FULL_WIDTH}
      status={rawErrors?.length ? 'error' : undefined}
      onChange={(next) => onChange(next ?? undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
