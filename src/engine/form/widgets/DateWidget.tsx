// Dates (format date, yyyy-MM-dd, spec §9): a date picker that reads and writes the text form.
import { DatePicker } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { dayjs } from '../../dates/chinaDayjs.ts';
import { isBlankValue } from '../formContext.ts';
import { ReadText } from '../ReadText.tsx';
import { useRenderProbe } from '../renderProbe.tsx';

export const DATE_FORMAT = 'YYYY-MM-DD';
const FULL_WIDTH = { width: '100%' };

export function DateWidget({ id, name, value, readonly, disabled, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  useRenderProbe('field', name);
  if (readonly || disabled) return <ReadText id={id} text={isBlankValue(value) ? undefined : String(value)} />;
  const day = typeof value === 'string' && dayjs(value, DATE_FORMAT, true).isValid() ? dayjs(value, DATE_FORMAT) : null;
  return (
    <DatePicker
      id={id}
      value={day}
      format={DATE_FORMAT}
      style={FULL_WIDTH}
      status={rawErrors?.length ? 'error' : undefined}
      onChange={(next) => onChange(next ? next.format(DATE_FORMAT) : undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
