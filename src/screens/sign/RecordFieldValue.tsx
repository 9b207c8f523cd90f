// One value of a read-only record, as its field's kind shows it (src/engine/fields): XML
// pretty-printed, the state by its name, a dictionary value by its label (the stored name
// first, then the dictionary once it arrives), else text.
import type { FieldInfo } from '#core/definition/index.ts';
import { fieldKindOf } from '#core/fields/index.ts';
import { CLIENT_FIELD_KINDS } from '../../engine/fields/index.ts';
import { rawText, storedName, type RecordValue } from './recordFields.ts';

export function RecordFieldValue({ field, record, stateName }: { field: FieldInfo; record: RecordValue; stateName(state: string): string }) {
  const value = rawText(field, record);
  if (value === undefined) return null;
  const { Record } = CLIENT_FIELD_KINDS[fieldKindOf(field)];
  return <Record field={field} value={value} shown={storedName(field, record)} stateName={stateName} />;
}
