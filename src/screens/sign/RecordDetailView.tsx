// A read-only record of a family (a sign record, spec §2 "/sign/detail/{id}", §3.12): every
// field its data schema lists as text under its title, XML documents pretty-printed below the
// others at full width, in the record page's frame (RecordDetailShell: the state in the title,
// 返回, loading and failure); nothing here names a field of any family.
import { useMemo } from 'react';
import { Descriptions } from 'antd';
import type { BillDefinition } from '#core/definition/index.ts';
import { RecordDetailShell } from './RecordDetailShell.tsx';
import { RecordFieldValue } from './RecordFieldValue.tsx';
import { isXmlDocument, recordFields, type RecordValue } from './recordFields.ts';

export interface RecordDetailViewProps {
  definition: BillDefinition;
  /** The record's id as the address gives it. */
  id: string | undefined;
  onBack(): void;
}

function Fields({ definition, record, stateName }: { definition: BillDefinition; record: RecordValue; stateName(state: string): string }) {
  const fields = useMemo(() => recordFields(definition), [definition]);
  const item = (field: (typeof fields)[number]) => ({
    key: field.name,
    label: field.title,
    children: <RecordFieldValue field={field} record={record} stateName={stateName} />,
  });
  const documents = fields.filter((field) => isXmlDocument(field));
  return (
    <>
      <Descriptions bordered size="small" column={2} items={fields.filter((field) => !isXmlDocument(field)).map(item)} />
      {documents.length > 0 && <Descriptions bordered size="small" column={1} layout="vertical" style={{ marginTop: 16 }} items={documents.map(item)} />}
    </>
  );
}

export function RecordDetailView({ definition, id, onBack }: RecordDetailViewProps) {
  return (
    <RecordDetailShell definition={definition} id={id} onBack={onBack}>
      {(record, stateName) => <Fields definition={definition} record={record} stateName={stateName} />}
    </RecordDetailShell>
  );
}
