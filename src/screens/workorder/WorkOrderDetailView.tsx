// One work ticket (spec §2 "/workorder/show/{id}", §3.3): every field the list definition's data
// schema lists, under its title and in its order — the type in the detail's reading (the server's
// ticketTypeName: '1' 技术问题, otherwise 业务问题), the state by name, the result once the
// operator gave one — then the attachments with their download links, and 返回. The shell's
// breadcrumb leads back to /workorder as well.
import { useMemo } from 'react';
import { Button, Card, Descriptions, Result, Spin, Tag } from 'antd';
import { ArrowLeftOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { BillDefinition } from '#core/definition/index.ts';
import { useStateNames, useStateOptions } from '../../engine/list/useListOptions.ts';
import { RecordFieldValue } from '../sign/RecordFieldValue.tsx';
import { rawText, recordFields, type RecordValue } from '../sign/recordFields.ts';
import { recordIdOf, useRecord } from '../sign/useRecord.ts';
import { LABEL_ATTACHMENTS, LABEL_BACK, LABEL_DETAIL, LABEL_DOWNLOAD, LABEL_RETRY, MSG_LOAD_FAILED, MSG_NO_ATTACHMENTS } from './workOrderMessages.ts';

export interface Attachment {
  name: string;
  downloadUri?: string;
}

export function attachmentsOf(record: RecordValue): Attachment[] {
  const given = record.attachments;
  return Array.isArray(given) ? (given as Attachment[]).filter((one) => typeof one?.name === 'string') : [];
}

export interface WorkOrderDetailViewProps {
  definition: BillDefinition;
  id: string | undefined;
  onBack(): void;
}

export function WorkOrderDetailView({ definition, id, onBack }: WorkOrderDetailViewProps) {
  const record = useRecord(definition, id);
  const stateName = useStateNames(useStateOptions(definition));
  const fields = useMemo(() => recordFields(definition), [definition]);
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
  if (record.status === 'loading') {
    return (
      <Card size="small" title={`${definition.schema.title}${LABEL_DETAIL}`} extra={back}>
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin size="large" />
        </div>
      </Card>
    );
  }

  const shown = record.record;
  const stateText = typeof shown.stateName === 'string' && shown.stateName ? shown.stateName : stateName(String(shown.state ?? ''));
  // A field without a value (the result before the ticket is closed) is left out.
  const items = fields
    .filter((field) => rawText(field, shown) !== undefined)
    .map((field) => ({
      key: field.name,
      label: field.title,
      span: (field.maxLength ?? 0) > 100 ? 2 : 1,
      children: <RecordFieldValue field={field} record={shown} stateName={stateName} />,
    }));
  const attachments = attachmentsOf(shown);
  items.push({
    key: 'attachments',
    label: LABEL_ATTACHMENTS,
    span: 2,
    children:
      attachments.length === 0 ? (
        <>{MSG_NO_ATTACHMENTS}</>
      ) : (
        <ul className="work-order-attachments" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {attachments.map((file) => (
            <li key={`${file.name}-${file.downloadUri ?? ''}`}>
              <PaperClipOutlined /> {file.name}{' '}
              {file.downloadUri && (
                <a href={file.downloadUri} download={file.name} aria-label={`${LABEL_DOWNLOAD} ${file.name}`}>
                  {LABEL_DOWNLOAD}
                </a>
              )}
            </li>
          ))}
        </ul>
      ),
  });

  return (
    <Card
      size="small"
      title={
        <span>
          {definition.schema.title}
          {LABEL_DETAIL}
          {stateText && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {stateText}
            </Tag>
          )}
        </span>
      }
      extra={back}
    >
      <Descriptions bordered size="small" column={2} items={items} />
    </Card>
  );
}
