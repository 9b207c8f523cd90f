// 选择定义: every bill family of schemas/bills and every form of schemas/forms, searchable by
// title or id.
import { Select } from 'antd';
import { DEFINITION_ENTRIES, type DefinitionEntry } from './definitionFiles.ts';
import { LABEL_BILLS, LABEL_FORMS, LABEL_PICK } from './playgroundMessages.ts';

export interface DefinitionPickerProps {
  value: DefinitionEntry;
  onPick(entry: DefinitionEntry): void;
}

const keyOf = (entry: DefinitionEntry) => `${entry.kind}:${entry.id}`;

const groups = [
  { label: LABEL_BILLS, kind: 'bill' },
  { label: LABEL_FORMS, kind: 'form' },
].map(({ label, kind }) => ({
  label,
  options: DEFINITION_ENTRIES.filter((entry) => entry.kind === kind).map((entry) => ({ value: keyOf(entry), label: entry.label })),
}));

export function DefinitionPicker({ value, onPick }: DefinitionPickerProps) {
  return (
    <label className="playground-picker">
      <span>{LABEL_PICK}</span>
      <Select
        aria-label={LABEL_PICK}
        showSearch={{ optionFilterProp: 'label' }}
        virtual={false}
        listHeight={400}
        value={keyOf(value)}
        options={groups}
        onChange={(key: string) => {
          const entry = DEFINITION_ENTRIES.find((candidate) => keyOf(candidate) === key);
          if (entry) onPick(entry);
        }}
        style={{ width: 360 }}
      />
    </label>
  );
}
