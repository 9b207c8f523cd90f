// A read-only record of a family (a sign record, spec §2 "/sign/detail/{id}", §3.12): every
// field its data schema lists as text under its title, XML documents pretty-printed below the
// others at full width, the state in the title, and 返回. Loading and failure have their own
// faces; nothing here names a field of any family.
import { useMemo } from 'react';
import { Button, Card, Descriptions, Result, Spin, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { BillDefinition } from '#core/definition/index.ts';
import { useStateNames, useStateOptions } from '../../engine/list/useListOptions.ts';
import { RecordFieldValue } from './RecordFieldValue.tsx';
import { isXmlDocument, recordFields, type RecordValue } from './recordFields.ts';
import { LABEL_BACK, LABEL_DETAIL, LABEL_RETRY, MSG_LOAD_FAILED } from './signMessages.ts';
import { recordIdOf, useRecord } from './useRecord.ts';

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
  const record = useRecord(definition, id);
  const stateName = useStateNames(useStateOptions(definition));
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
      {LABEL_BACK}
    </Button>
  );

  if (record.status === 'failed') {
    return (
      <Result
        status="error"
        title={MSG_LOAD_FAILED}
        extra={[
          recordIdOf(id) !== undefined && (
            <Button key="retry" type="primary" onClick={record.retry}>
              {LABEL_RETRY}
            </Button>
          ),
          <span key="back">{back}</span>,
        ]}
      />
    );
  }

  const shown = record.status === 'ready' ? record.record : {};
  const stateText =
    typeof shown.stateName === 'string' && shown.stateName !== '' ? shown.stateName : typeof shown.state === 'string' ? stateName(shown.state) : null;
  const title = (
    <span>
      {definition.schema.title}
      {LABEL_DETAIL}
      {stateText && (
        <Tag color="blue" style={{ marginInlineStart: 8 }}>
          {stateText}
        </Tag>
      )}
    </span>
  );

  return (
    <Card size="small" title={title} extra={back}>
      {record.status === 'loading' ? (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin size="large" />
        </div>
      ) : (
        <Fields definition={definition} record={record.record} stateName={stateName} />
      )}
    </Card>
  );
}
