// One value of a read-only record: XML pretty-printed, the state by its name, a dictionary
// value by its label (the stored name first, then the dictionary once it arrives), else text.
import type { FieldInfo } from '#core/definition/index.ts';
import { useDictionary } from '../../engine/form/dictionaryStore.ts';
import { XmlText } from '../../engine/form/XmlText.tsx';
import { rawText, shapeOf, storedName, type RecordValue } from './recordFields.ts';

function DictionaryText({ code, value }: { code: string; value: string }) {
  const entry = useDictionary(code);
  return <>{entry.labels.get(value) ?? value}</>;
}

export function RecordFieldValue({ field, record, stateName }: { field: FieldInfo; record: RecordValue; stateName(state: string): string }) {
  const value = rawText(field, record);
  const shown = storedName(field, record);
  if (value === undefined) return null;
  switch (shapeOf(field)) {
    case 'xml':
      return <XmlText text={value} />;
    case 'state':
      return <>{shown ?? stateName(value)}</>;
    case 'dictionary':
      return shown ? <>{shown}</> : <DictionaryText code={field.dictionary ?? ''} value={value} />;
    case 'text':
      return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{value}</span>;
  }
}
