// A string of 0/1 flags, one checkbox per character (spec §3.9 specDeclFlag: 国际赛事, 特殊进出
// 军工物资, …, 转关 in that order). The labels come from the UI file (ui:options.flags), so
// any such field of any family uses this widget.
import { Checkbox } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { ReadText } from '../ReadText.tsx';
import { useRenderProbe } from '../renderProbe.tsx';
import { uiOptionsOf } from '../testers.ts';

/** The flags as booleans; characters missing from a short value count as 0. */
export function readFlags(value: unknown, count: number): boolean[] {
  const text = typeof value === 'string' ? value : '';
  return Array.from({ length: count }, (_, index) => text[index] === '1');
}

export function writeFlags(flags: readonly boolean[]): string {
  return flags.map((flag) => (flag ? '1' : '0')).join('');
}

export function FlagStringWidget({ id, name, value, uiSchema, readonly, disabled, onChange, onBlur }: WidgetProps) {
  useRenderProbe('field', name);
  const labels = (uiOptionsOf(uiSchema).flags as string[] | undefined) ?? [];
  const flags = readFlags(value, labels.length);
  if (readonly || disabled) {
    const chosen = labels.filter((_, index) => flags[index]);
    return <ReadText id={id} text={chosen.length > 0 ? chosen.join('、') : undefined} />;
  }
  return (
    <div id={id} role="group" className="bill-flag-string" onBlur={() => onBlur(id, value)}>
      {labels.map((label, index) => (
        <Checkbox
          key={label}
          checked={flags[index]}
          onChange={(event) => onChange(writeFlags(flags.map((flag, at) => (at === index ? event.target.checked : flag))))}
        >
          {label}
        </Checkbox>
      ))}
    </div>
  );
}
