// A read-only table of records the server gives with the form (docs/forms.md): the approval
// history, or the attachments — with their download links, a delete in edit mode, and the hint
// of what to attach. Column titles come from the record fields' titles in the data schema.
import { Alert, Button, Card, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { FieldSchema, FormDefinition, RecordsSection } from '#core/forms/index.ts';
import { LABEL_ACTIONS, LABEL_DELETE, LABEL_DOWNLOAD, LABEL_INDEX, MSG_NO_RECORDS } from './formMessages.ts';

type Row = Record<string, unknown>;

export interface RecordsCardProps {
  form: FormDefinition;
  section: RecordsSection;
  rows: readonly Row[];
  /** Attachments only: shown with a delete button (edit mode, held code). */
  onDelete?(row: Row): void;
  busy?: boolean;
}

/** The fields of one record (items.properties of the section's array field). */
export function recordFields(form: FormDefinition, section: RecordsSection): Record<string, FieldSchema> {
  const items = form.schema.properties[section.field]?.items as { properties?: Record<string, FieldSchema> } | undefined;
  return items?.properties ?? {};
}

/** The field of a record holding a stored file's download address (x-file). */
export function fileField(fields: Record<string, FieldSchema>): string | undefined {
  return Object.entries(fields).find(([, field]) => field['x-file'] === true)?.[0];
}

export function RecordsCard({ form, section, rows, onDelete, busy }: RecordsCardProps) {
  const fields = recordFields(form, section);
  const download = section.kind === 'attachments' ? fileField(fields) : undefined;
  const columns: ColumnsType<Row> = [
    { title: LABEL_INDEX, key: 'index', width: 64, render: (_value, _row, index) => index + 1 },
    ...section.columns.map((name) => ({ title: fields[name]?.title ?? name, dataIndex: name, key: name })),
  ];
  if (download || onDelete) {
    columns.push({
      title: LABEL_ACTIONS,
      key: 'actions',
      width: 140,
      render: (_value, row) => (
        <Space>
          {download && typeof row[download] === 'string' && (
            <a href={String(row[download])} target="_blank" rel="noreferrer" download>
              {LABEL_DOWNLOAD}
            </a>
          )}
          {onDelete && (
            <Button type="link" danger size="small" disabled={busy} onClick={() => onDelete(row)}>
              {LABEL_DELETE}
            </Button>
          )}
        </Space>
      ),
    });
  }
  return (
    <Card size="small" title={section.title} className="form-page-card">
      {section.hint && <Alert className="form-page-hint" type="info" showIcon title={section.hint} />}
      <Table<Row>
        size="small"
        rowKey={(row) => String(row.id ?? JSON.stringify(row))}
        columns={columns}
        dataSource={rows as Row[]}
        pagination={false}
        locale={{ emptyText: MSG_NO_RECORDS }}
        aria-label={section.title}
      />
    </Card>
  );
}
