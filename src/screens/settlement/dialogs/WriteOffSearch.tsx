// The write-off picker's search (platform-and-settlement.md §7.8: eq for text, btw for ranges):
// 结汇申请编号 (declare_no) and 电商企业 (ebc_name) as exact texts, 申请时间 (app_time) as a date
// range defaulting to the last 90 days (§9). 重置 goes back to the default window.
import { memo, useState } from 'react';
import { Button, DatePicker, Flex, Input } from 'antd';
import { dayjs, type Dayjs } from '../../../engine/dates/chinaDayjs.ts';
import { LABEL_RESET, LABEL_SEARCH } from './dialogTexts.ts';

export interface WriteOffTermsValues {
  declareNo: string;
  ebcName: string;
  /** yyyy-MM-dd, or null for no range. */
  appDates: [string, string] | null;
}

const DATE = 'YYYY-MM-DD';

export interface WriteOffSearchProps {
  initial: WriteOffTermsValues;
  disabled: boolean;
  onSearch(values: WriteOffTermsValues): void;
}

export const WriteOffSearch = memo(function WriteOffSearch({ initial, disabled, onSearch }: WriteOffSearchProps) {
  const [values, setValues] = useState(initial);
  const range: [Dayjs, Dayjs] | null = values.appDates ? [dayjs(values.appDates[0]), dayjs(values.appDates[1])] : null;
  return (
    <Flex gap={8} wrap align="center">
      <Input
        aria-label="结汇申请编号"
        placeholder="结汇申请编号"
        style={{ width: 200 }}
        allowClear
        value={values.declareNo}
        onChange={(event) => setValues((known) => ({ ...known, declareNo: event.target.value }))}
        onPressEnter={() => onSearch(values)}
      />
      <Input
        aria-label="电商企业"
        placeholder="电商企业"
        style={{ width: 240 }}
        allowClear
        value={values.ebcName}
        onChange={(event) => setValues((known) => ({ ...known, ebcName: event.target.value }))}
        onPressEnter={() => onSearch(values)}
      />
      <DatePicker.RangePicker
        aria-label="申请时间"
        format={DATE}
        value={range}
        onChange={(dates) => setValues((known) => ({ ...known, appDates: dates?.[0] && dates[1] ? [dates[0].format(DATE), dates[1].format(DATE)] : null }))}
      />
      <Button type="primary" disabled={disabled} onClick={() => onSearch(values)}>
        {LABEL_SEARCH}
      </Button>
      <Button
        disabled={disabled}
        onClick={() => {
          setValues(initial);
          onSearch(initial);
        }}
      >
        {LABEL_RESET}
      </Button>
    </Flex>
  );
});

/** The list terms of the search: eq for the texts, btw for the application time. */
export function writeOffTerms(values: WriteOffTermsValues, range: (dates: [string, string]) => { begin: string; end: string }) {
  const terms = [];
  const declareNo = values.declareNo.trim();
  const ebcName = values.ebcName.trim();
  if (declareNo) terms.push({ column: 'declare_no', termType: 'eq' as const, type: 'and' as const, value: declareNo });
  if (ebcName) terms.push({ column: 'ebc_name', termType: 'eq' as const, type: 'and' as const, value: ebcName });
  if (values.appDates) {
    const { begin, end } = range(values.appDates);
    terms.push({ column: 'app_time', termType: 'btw' as const, type: 'and' as const, value: [begin, end] });
  }
  return terms;
}
