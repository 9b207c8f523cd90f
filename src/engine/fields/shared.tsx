// The pieces several kinds share: list values, line editors and record values.
import type { ColDef, ValueParserParams } from 'ag-grid-community';
import type { FieldInfo } from '#core/definition/index.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { dictionaryEntry, useDictionary } from '../form/dictionaryStore.ts';
import { XmlText } from '../form/XmlText.tsx';
import type { LineRow } from '../lines/lineStore.ts';
import type { ListValueContext, RecordValueProps } from './field-kind.ts';
import { valueOfNumberText } from '../form/inputLimits.ts';

function present(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

export function plainListValue(field: FieldInfo, row: BillRow): unknown {
  return row[field.name] ?? '';
}

/** The name the server answered ({field}Name), else the dictionary's label, else the value. */
export function dictionaryListValue(field: FieldInfo, row: BillRow, context: ListValueContext): unknown {
  const value = row[field.name];
  const shown = row[`${field.name}Name`];
  if (present(shown)) return shown;
  if (!present(value)) return '';
  return context.dictionaries[field.dictionary ?? '']?.find((item) => item.value === String(value))?.name ?? value;
}

export function stateListValue(field: FieldInfo, row: BillRow, context: ListValueContext): unknown {
  const value = row[field.name];
  if (present(row.stateName)) return row.stateName;
  return present(value) ? context.stateName(String(value)) : '';
}

function emptyAsNull(params: ValueParserParams<LineRow>): unknown {
  const value = params.newValue;
  return value === '' || value === undefined ? null : value;
}

/** Text stops at the field's maxLength in the grid as in the form (inputLimits.ts). */
export const textEditor = (field: FieldInfo): Partial<ColDef<LineRow>> => ({
  cellEditor: 'agTextCellEditor',
  cellEditorParams: field.maxLength === undefined ? undefined : { maxLength: field.maxLength },
  valueParser: emptyAsNull,
});
/**
 * A number is typed as text and kept as typed (issue 23 point 6): AG Grid's number editor drops
 * letters, digits past its precision and a value under its minimum without a word. A number text
 * becomes the number; anything else stays the text, and the line's check marks the cell with the
 * field's message (单价必须是数字, 单价不能小于0, 单价最多5位小数: billValidator.ts).
 */
export function numberEditor(): Partial<ColDef<LineRow>> {
  return {
    cellEditor: 'agTextCellEditor',
    valueParser: (params: ValueParserParams<LineRow>) => {
      if (typeof params.newValue !== 'string') return emptyAsNull(params);
      const typed = params.newValue.trim();
      // A lone sign or point is no number: kept, for the check to say so.
      return typed === '' ? null : (valueOfNumberText(typed) ?? typed);
    },
  };
}
export const dateEditor = (): Partial<ColDef<LineRow>> => ({ cellEditor: 'agDateStringCellEditor', valueParser: emptyAsNull });

/** A select of the dictionary's values, each shown with its label, fed by the form's dictionaries. */
export function dictionaryEditor(field: FieldInfo): Partial<ColDef<LineRow>> {
  const code = field.dictionary ?? '';
  return {
    cellEditor: 'agSelectCellEditor',
    cellEditorParams: () => ({
      values: ['', ...dictionaryEntry(code).items.map((item) => item.value)],
      formatValue: (value: unknown) => (value ? `${value} ${dictionaryEntry(code).labels.get(String(value)) ?? ''}` : ''),
    }),
    valueParser: emptyAsNull,
  };
}

/** Text kept as written: its line breaks, long codes broken anywhere. */
export function TextRecord({ value }: RecordValueProps) {
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{value}</span>;
}

function DictionaryText({ code, value }: { code: string; value: string }) {
  const entry = useDictionary(code);
  return <>{entry.labels.get(value) ?? value}</>;
}

/** The stored name first, then the dictionary's label once it arrives. */
export function DictionaryRecord({ field, value, shown }: RecordValueProps) {
  return shown ? <>{shown}</> : <DictionaryText code={field.dictionary ?? ''} value={value} />;
}

export function StateRecord({ value, shown, stateName }: RecordValueProps) {
  return <>{shown ?? stateName(value)}</>;
}

export function XmlRecord({ value }: RecordValueProps) {
  return <XmlText text={value} />;
}

/** A yes/no value as 是/否. */
export function checkListValue(field: FieldInfo, row: BillRow): unknown {
  const value = row[field.name];
  return value === true || value === 1 || value === '1' ? '是' : value === false || value === 0 || value === '0' ? '否' : '';
}

export function CheckRecord({ value }: RecordValueProps) {
  return <>{value === 'true' || value === '1' ? '是' : '否'}</>;
}
