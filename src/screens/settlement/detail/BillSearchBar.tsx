// The search above a bill table: three numbers and the creation-time range. The values are
// sent on 查询 (or Enter in a field); 重置 goes back to the tab's default search.
import { useState } from 'react';
import { Button, DatePicker, Flex, Input } from 'antd';
import { dayjs, type Dayjs } from '../../../engine/dates/chinaDayjs.ts';
import type { BillSearch } from './billSearch.ts';
import { LABEL_CREATE_TIME, LABEL_INVT_NO, LABEL_LOGISTICS_NO, LABEL_ORDER_NO, LABEL_RESET, LABEL_SEARCH } from './detailMessages.ts';

export interface BillSearchBarProps {
  initial: BillSearch;
  onSearch(search: BillSearch): void;
}

type Range = [Dayjs | null, Dayjs | null] | null;
const DAY = 'YYYY-MM-DD';

const rangeOf = (search: BillSearch): Range =>
  search.begin || search.end ? [search.begin ? dayjs(search.begin.slice(0, 10)) : null, search.end ? dayjs(search.end.slice(0, 10)) : null] : null;

export function BillSearchBar({ initial, onSearch }: BillSearchBarProps) {
  const [draft, setDraft] = useState(initial);
  const set = (field: keyof BillSearch, value: string | null) => setDraft((known) => ({ ...known, [field]: value }));
  const text = (field: 'invtNo' | 'orderNo' | 'logisticsNo', label: string) => (
    <Input
      aria-label={label}
      placeholder={label}
      allowClear
      style={{ width: 180 }}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      onPressEnter={() => onSearch(draft)}
    />
  );
  const changeRange = (range: Range) =>
    setDraft((known) => ({
      ...known,
      begin: range?.[0] ? `${range[0].format(DAY)} 00:00:00` : null,
      end: range?.[1] ? `${range[1].format(DAY)} 23:59:59` : null,
    }));

  return (
    <Flex wrap gap={8} align="center" role="search">
      {text('invtNo', LABEL_INVT_NO)}
      {text('orderNo', LABEL_ORDER_NO)}
      {text('logisticsNo', LABEL_LOGISTICS_NO)}
      <DatePicker.RangePicker
        aria-label={LABEL_CREATE_TIME}
        placeholder={[`${LABEL_CREATE_TIME}起`, `${LABEL_CREATE_TIME}止`]}
        allowEmpty={[true, true]}
        value={rangeOf(draft)}
        onChange={(range) => changeRange(range as Range)}
      />
      <Button type="primary" onClick={() => onSearch(draft)}>
        {LABEL_SEARCH}
      </Button>
      <Button
        onClick={() => {
          setDraft(initial);
          onSearch(initial);
        }}
      >
        {LABEL_RESET}
      </Button>
    </Flex>
  );
}
