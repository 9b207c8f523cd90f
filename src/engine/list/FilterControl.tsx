// One search condition's input, chosen by the filter's control kind (a registry of small
// renderers, like JSON Forms' testers, kept as one switch while there are eight of them).
import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
// Its pickers name China's day in Chinese.
import '../dates/chinaDayjs.ts';
import type { DictionaryItem } from '../../http/index.ts';
import { LABEL_RANGE_FROM, LABEL_RANGE_TO } from './listMessages.ts';
import type { SearchFilter } from '#core/list/search-filters.ts';

export interface FilterControlProps {
  search: SearchFilter;
  options: readonly DictionaryItem[];
  /** Set by antd's Form.Item. */
  value?: unknown;
  onChange?(value: unknown): void;
  id?: string;
}

const WIDTH = 200;
const RANGE_WIDTH = 260;

type NumberPair = [number | null, number | null];

function NumberRange({ value, onChange, id, label }: { value?: unknown; onChange?(value: NumberPair): void; id?: string; label: string }) {
  const [from, to] = (Array.isArray(value) ? value : [null, null]) as NumberPair;
  return (
    <Space.Compact style={{ width: RANGE_WIDTH }}>
      <InputNumber
        id={id}
        aria-label={`${label}${LABEL_RANGE_FROM}`}
        placeholder={LABEL_RANGE_FROM}
        value={from}
        onChange={(next) => onChange?.([next, to])}
        style={{ width: '50%' }}
      />
      <InputNumber
        aria-label={`${label}${LABEL_RANGE_TO}`}
        placeholder={LABEL_RANGE_TO}
        value={to}
        onChange={(next) => onChange?.([from, next])}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}

export function FilterControl({ search, options, value, onChange, id }: FilterControlProps) {
  const { control, label } = search;
  const selectOptions = options.map((item) => ({ value: item.value, label: item.name }));
  const common = { id, value, onChange: (next: unknown) => onChange?.(next), 'aria-label': label };
  switch (control) {
    case 'text':
      return (
        <Input
          {...common}
          value={typeof value === 'string' ? value : undefined}
          onChange={(event) => onChange?.(event.target.value)}
          placeholder={`请输入${label}`}
          allowClear
          maxLength={search.field.maxLength}
          style={{ width: WIDTH }}
        />
      );
    case 'select':
    case 'multiSelect':
    case 'tags':
      return (
        <Select
          {...common}
          mode={control === 'select' ? undefined : control === 'multiSelect' ? 'multiple' : 'tags'}
          options={selectOptions}
          placeholder={`请选择${label}`}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          maxTagCount="responsive"
          style={{ width: WIDTH }}
        />
      );
    case 'number':
      return <InputNumber {...common} value={typeof value === 'number' ? value : null} placeholder={`请输入${label}`} style={{ width: WIDTH }} />;
    case 'numberRange':
      return <NumberRange id={id} value={value} onChange={onChange} label={label} />;
    case 'date':
      return (
        <DatePicker
          id={id}
          aria-label={label}
          value={value as Dayjs | null | undefined}
          onChange={(next) => onChange?.(next)}
          placeholder={`请选择${label}`}
          style={{ width: WIDTH }}
        />
      );
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          id={id}
          aria-label={label}
          value={value as [Dayjs | null, Dayjs | null] | null | undefined}
          onChange={(next) => onChange?.(next)}
          allowEmpty={[true, true]}
          style={{ width: RANGE_WIDTH }}
        />
      );
  }
}
