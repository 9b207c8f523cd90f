// One work ticket (spec §2 "/workorder/show/{id}", §3.3): every field the list definition's data
// schema lists, under its title and in its order — the type in the detail's reading (the server's
// ticketTypeName: '1' 技术问题, otherwise 业务问题), the state by name, the result once the
// operator gave one — then the attachments with their download links, and 返回. The shell's
// breadcrumb leads back to /workorder as well.
import { useMemo } from 'react';
import { Descriptions } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { BillDefinition } from '#core/definition/index.ts';
import { RecordDetailShell } from '../sign/RecordDetailShell.tsx';
import { RecordFieldValue } from '../sign/RecordFieldValue.tsx';
import { rawText, recordFields, type RecordValue } from '../sign/recordFields.ts';
import { LABEL_ATTACHMENTS, LABEL_DOWNLOAD, MSG_NO_ATTACHMENTS } from './workOrderMessages.ts';

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

function TicketFields({ definition, record, stateName }: { definition: BillDefinition; record: RecordValue; stateName(state: string): string }) {
  const fields = useMemo(() => recordFields(definition), [definition]);
  // A field without a value (the result before the ticket is closed) is left out.
  const items = fields
    .filter((field) => rawText(field, record) !== undefined)
    .map((field) => ({
      key: field.name,
      label: field.title,
      span: (field.maxLength ?? 0) > 100 ? 2 : 1,
      children: <RecordFieldValue field={field} record={record} stateName={stateName} />,
    }));
  const attachments = attachmentsOf(record);
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
  return <Descriptions bordered size="small" column={2} items={items} />;
}

export function WorkOrderDetailView({ definition, id, onBack }: WorkOrderDetailViewProps) {
  return (
    <RecordDetailShell definition={definition} id={id} onBack={onBack}>
      {(record, stateName) => <TicketFields definition={definition} record={record} stateName={stateName} />}
    </RecordDetailShell>
  );
}
