// A yes/no field (type boolean): a check box labelled with the field's title in edit mode, 是/否 in view mode.
import { Checkbox } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { ReadText } from '../ReadText.tsx';
import { useRenderProbe } from '../renderProbe.tsx';

export function yesNo(value: unknown): string | undefined {
  return value === true ? '是' : value === false ? '否' : undefined;
}

export function CheckWidget({ id, name, value, readonly, disabled, onChange, onBlur }: WidgetProps) {
  useRenderProbe('field', name);
  if (readonly || disabled) return <ReadText id={id} text={yesNo(value) ?? '否'} />;
  return (
    <Checkbox id={id} checked={value === true} onChange={(event) => onChange(event.target.checked)} onBlur={() => onBlur(id, value)}>
      是
    </Checkbox>
  );
}
