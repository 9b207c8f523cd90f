// The search conditions of a list (spec §2.4): one input per `list.filters` entry, 查询 (also
// Enter in any field) and 重置, which asks first and then restores the definition's defaults
// (empty fields, each date range back to its default window). A date range on its default
// window says so beneath it (默认查询近一年), so a user knows why older bills are not listed.
// Conditions that take more than one row fold to the first (展开 / 收起, searchFold.ts); folded,
// 展开 says how many of the hidden conditions hold a value, since they still apply.
import { memo, useRef, useState } from 'react';
import { App, Button, Form, Space } from 'antd';
import { DownOutlined, LoadingOutlined, SearchOutlined, UndoOutlined, UpOutlined } from '@ant-design/icons';
import type { Dictionaries } from './useListOptions.ts';
import { FilterControl } from './FilterControl.tsx';
import type { FormInstance } from 'antd';
import {
  CONFIRM_CLEAR_SEARCH,
  LABEL_FOLD,
  LABEL_RESET,
  LABEL_SEARCH,
  LABEL_UNFOLD,
  TITLE_CONFIRM,
  defaultWindowText,
  hiddenConditionsText,
} from './listMessages.ts';
import type { FilterValues, SearchFilter } from '#core/list/search-filters.ts';
import { fromFormValues, toFormValues, type FormValues } from './searchFormValues.ts';
import { useFirstRow, useSearchFold } from './searchFold.ts';
import './searchForm.css';

export interface SearchFormProps {
  filters: readonly SearchFilter[];
  /** The values the form starts with. */
  values: FilterValues;
  /** What 重置 restores. */
  defaults: FilterValues;
  dictionaries: Dictionaries;
  onSearch(values: FilterValues): void;
  onReset(values: FilterValues): void;
  /**
   * A list call is under way: 查询 shows a spinner but stays usable. (antd's `loading` would
   * swallow the click and the Enter that submits through it, so a search typed while the last
   * one loads was lost; the list answers the newest search and drops older answers.)
   */
  searching?: boolean;
}

const NO_OPTIONS: never[] = [];
/** Room below a folded first row for its inputs' focus ring (less than the 12 px between rows). */
const FOCUS_RING = 4;

/** The default window a filter starts on, when it has one (a date range with 7d, 30d or 1y). */
function windowOf(search: SearchFilter, defaults: FilterValues) {
  const window = search.filter.defaultWindow;
  return search.control === 'dateRange' && window && window !== 'none' && defaults[search.key] !== undefined ? window : undefined;
}

/** 默认查询近一年 while the range still holds its default window; nothing once it is changed. */
function WindowNote({ search, form, defaults }: { search: SearchFilter; form: FormInstance<FormValues>; defaults: FilterValues }) {
  const value = Form.useWatch(search.key, form) as unknown;
  const window = windowOf(search, defaults);
  if (!window) return null;
  const current = fromFormValues([search], { [search.key]: value })[search.key];
  if (JSON.stringify(current) !== JSON.stringify(defaults[search.key])) return null;
  return <span data-testid={`window-note-${search.key}`}>{defaultWindowText(window)}</span>;
}

function holdsValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsValue);
  return value !== undefined && value !== null && value !== '';
}

/** 展开 (with how many hidden conditions hold a value) or 收起. */
function FoldToggle({
  folded,
  hidden,
  form,
  onToggle,
}: {
  folded: boolean;
  hidden: readonly SearchFilter[];
  form: FormInstance<FormValues>;
  onToggle(): void;
}) {
  const values = Form.useWatch((all: FormValues) => all, form) as FormValues | undefined;
  const held = folded ? hidden.filter((search) => holdsValue(values?.[search.key])).length : 0;
  return (
    <Button type="link" onClick={onToggle} aria-expanded={!folded} style={{ paddingInline: 4 }}>
      {folded ? LABEL_UNFOLD : LABEL_FOLD}
      {folded ? <DownOutlined /> : <UpOutlined />}
      {held > 0 && <span className="bill-search-held">{hiddenConditionsText(held)}</span>}
    </Button>
  );
}

export const SearchForm = memo(function SearchForm({ filters, values, defaults, dictionaries, onSearch, onReset, searching = false }: SearchFormProps) {
  const [form] = Form.useForm<FormValues>();
  const { modal } = App.useApp();
  // The form owns its fields after the first render; later `values` changes do not reset typing.
  const [initialValues] = useState(() => toFormValues(filters, values));

  const reset = () => {
    modal.confirm({
      title: TITLE_CONFIRM,
      content: CONFIRM_CLEAR_SEARCH,
      onOk: () => {
        const cleared: FormValues = Object.fromEntries(filters.map((search) => [search.key, undefined]));
        form.setFieldsValue({ ...cleared, ...toFormValues(filters, defaults) });
        onReset(defaults);
      },
    });
  };

  const fields = useRef<HTMLDivElement>(null);
  const [foldChosen, toggleFold] = useSearchFold();
  const firstRow = useFirstRow(fields, filters.length);
  const foldable = firstRow !== null && firstRow.count < filters.length;
  const folded = foldable && foldChosen;
  const hidden = foldable ? filters.slice(firstRow.count) : [];

  return (
    <Form
      form={form}
      layout="inline"
      initialValues={initialValues}
      onFinish={(formValues) => onSearch(fromFormValues(filters, formValues))}
      className="bill-search"
      aria-label="查询条件"
    >
      <div
        ref={fields}
        className="bill-search-fields"
        data-folded={folded || undefined}
        style={folded ? { maxHeight: firstRow.height + FOCUS_RING, overflow: 'hidden' } : undefined}
      >
        {filters.map((search, index) => (
          <div key={search.key} data-filter={search.key} inert={folded && index >= firstRow.count} className="bill-search-field">
            <Form.Item
              name={search.key}
              label={search.label}
              extra={windowOf(search, defaults) ? <WindowNote search={search} form={form} defaults={defaults} /> : undefined}
            >
              <FilterControl search={search} options={search.dictionary ? (dictionaries[search.dictionary] ?? NO_OPTIONS) : NO_OPTIONS} />
            </Form.Item>
          </div>
        ))}
      </div>
      <Form.Item className="bill-search-actions">
        <Space size={8}>
          <Button type="primary" htmlType="submit" icon={searching ? <LoadingOutlined /> : <SearchOutlined />} aria-busy={searching || undefined}>
            {LABEL_SEARCH}
          </Button>
          <Button icon={<UndoOutlined />} onClick={reset}>
            {LABEL_RESET}
          </Button>
          {foldable && <FoldToggle folded={folded} hidden={hidden} form={form} onToggle={toggleFold} />}
        </Space>
      </Form.Item>
    </Form>
  );
});
