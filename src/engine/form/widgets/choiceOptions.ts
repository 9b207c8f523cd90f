// The options of a choice field (x-options): a state list, or an API's answer — with the parent
// field's value as `id` when the options cascade (province → city → district). No parent value,
// no options. Answers are cached per tab by the http layer.
import { useEffect, useState } from 'react';
import type { FieldOptions } from '#core/forms/index.ts';
import { queryOptions, queryStates } from '../../../http/index.ts';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceOptions {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  items: ChoiceOption[];
}

export async function loadChoiceOptions(options: FieldOptions, parentValue: unknown): Promise<ChoiceOption[]> {
  if (options.stateList) {
    const states = await queryStates(options.stateList.mode, options.stateList.billType);
    return states.map((state) => ({ value: state.state, label: state.stateName }));
  }
  if (!options.path) return [];
  if (options.parent && (parentValue === undefined || parentValue === null || parentValue === '')) return [];
  const rows = await queryOptions(options.path, options.parent ? { id: String(parentValue) } : {});
  const valueKey = options.value ?? 'value';
  const labelKey = options.label ?? 'name';
  return rows.map((row) => ({ value: String(row[valueKey] ?? ''), label: String(row[labelKey] ?? row[valueKey] ?? '') }));
}

/** The options for the current parent value; while new ones load, the last ones stay (status loading). */
export function useChoiceOptions(options: FieldOptions, parentValue: unknown): ChoiceOptions {
  const key = `${JSON.stringify(options)}|${String(parentValue ?? '')}`;
  const [answer, setAnswer] = useState<{ key: string; status: 'ready' | 'failed'; items: ChoiceOption[] } | null>(null);
  useEffect(() => {
    let live = true;
    loadChoiceOptions(options, parentValue).then(
      (items) => live && setAnswer({ key, status: 'ready', items }),
      () => live && setAnswer({ key, status: 'failed', items: [] }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says everything the options depend on
  }, [key]);
  if (answer === null) return { status: 'loading', items: [] };
  return answer.key === key ? answer : { status: 'loading', items: answer.items };
}
