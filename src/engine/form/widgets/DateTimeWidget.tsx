// Date-times (format date-time, yyyy-MM-dd HH:mm:ss, spec §9): a picker with the time.
import { DatePicker } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { dayjs } from '../../dates/chinaDayjs.ts';
import { isBlankValue } from '../formContext.ts';
import { ReadText } from '../ReadText.tsx';
import { useRenderProbe } from '../renderProbe.tsx';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const FULL_WIDTH = { width: '100%' };

export function DateTimeWidget({ id, name, value, readonly, disabled, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  useRenderProbe('field', name);
  if (readonly || disabled) return <ReadText id={id} text={isBlankValue(value) ? undefined : String(value)} />;
  const time = typeof value === 'string' && dayjs(value, DATE_TIME_FORMAT, true).isValid() ? dayjs(value, DATE_TIME_FORMAT) : null;
  return (
    <DatePicker
      id={id}
      showTime
      value={time}
      format={DATE_TIME_FORMAT}
      style={FULL_WIDTH}
      status={rawErrors?.length ? 'error' : undefined}
      onChange={(next) => onChange(next ? next.format(DATE_TIME_FORMAT) : undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
