// The frame of a read-only record page (a sign record, a work ticket): it loads the record by the
// address's id, shows a spinner while it comes, the failure with 重试 (when the id is a number)
// and 返回, and once it is there a card titled with the family's title, 详情 and the record's
// state, with 返回. What the card holds is the page's own.
import type { ReactNode } from 'react';
import { Button, Card, Result, Spin, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { BillDefinition } from '#core/definition/index.ts';
import { useStateNames, useStateOptions } from '../../engine/list/useListOptions.ts';
import type { RecordValue } from './recordFields.ts';
import { LABEL_BACK, LABEL_DETAIL, LABEL_RETRY, MSG_LOAD_FAILED } from './signMessages.ts';
import { recordIdOf, useRecord } from './useRecord.ts';

export interface RecordDetailShellProps {
  definition: BillDefinition;
  /** The record's id as the address gives it. */
  id: string | undefined;
  onBack(): void;
  /** The card's content once the record is there; `stateName` names a state of the family. */
  children(record: RecordValue, stateName: (state: string) => string): ReactNode;
}

/** The state's name the server gave, else the family's name for its code. */
function stateTextOf(record: RecordValue, stateName: (state: string) => string): string | null {
  if (typeof record.stateName === 'string' && record.stateName !== '') return record.stateName;
  return typeof record.state === 'string' && record.state !== '' ? stateName(record.state) : null;
}

export function RecordDetailShell({ definition, id, onBack, children }: RecordDetailShellProps) {
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

  const stateText = record.status === 'ready' ? stateTextOf(record.record, stateName) : null;
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
      {record.status === 'ready' ? (
        children(record.record, stateName)
      ) : (
        <div style={{ padding: 48, textAlign: 'center' }} aria-busy="true">
          <Spin size="large" />
        </div>
      )}
    </Card>
  );
}
