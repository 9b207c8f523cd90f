// 最近三天回执 (spec §2.4, §3.6, §7.5): the receipts customs sent for one bill, asked with the
// family's message type and the bill's receipt key fields; the server limits them to the last
// three days. A receipt that came in a customs message offers its 报文 (src/engine/messages).
import { useEffect, useState } from 'react';
import { Button, Modal, Table } from 'antd';
import { isHttpError, post } from '../../http/index.ts';
import { LABEL_MESSAGES, loadReceiptMessage, MessagesDrawer } from '../messages/index.ts';
import { LABEL_RETURN_INFO, LABEL_RETURN_STATUS, LABEL_RETURN_TIME, TITLE_RECEIPTS } from './dialogMessages.ts';

export const RECEIPTS_PATH = '/api/receipter/messageFindByBill';

export interface Receipt {
  returnTime?: string | null;
  returnStatus?: string | null;
  returnStatusName?: string | null;
  returnInfo?: string | null;
  /** The guid of the customs message the receipt came in; null for the portal's own receipts. */
  messageGuid?: string | null;
}

export interface ReceiptsDialogProps {
  open: boolean;
  messageType: string;
  /** The bill's receipt key fields and values (receipt.keys of the definition). */
  keys: Readonly<Record<string, unknown>>;
  onClose(): void;
}

type ReceiptRow = Receipt & { key: number };

function columns(showMessage: (guid: string) => void) {
  return [
    { title: LABEL_RETURN_TIME, dataIndex: 'returnTime', width: 170 },
    { title: LABEL_RETURN_STATUS, dataIndex: 'returnStatusName', width: 140 },
    { title: LABEL_RETURN_INFO, dataIndex: 'returnInfo' },
    {
      title: LABEL_MESSAGES,
      key: 'message',
      width: 72,
      render: (_: unknown, row: ReceiptRow) =>
        row.messageGuid ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => showMessage(row.messageGuid!)}>
            {LABEL_MESSAGES}
          </Button>
        ) : null,
    },
  ];
}

export function ReceiptsDialog({ open, messageType, keys, onClose }: ReceiptsDialogProps) {
  const [receipts, setReceipts] = useState<ReceiptRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [shownGuid, setShownGuid] = useState<string | null>(null);
  const body = JSON.stringify({ messageType, ...keys });

  // Opening (or another bill while open) starts from an empty, loading table. Adjusted while
  // rendering, as React advises for state that follows props; the effect below only fetches.
  const request = open ? body : null;
  const [shownRequest, setShownRequest] = useState<string | null>(null);
  if (request !== shownRequest) {
    setShownRequest(request);
    if (request !== null) {
      setReceipts([]);
      setLoading(true);
    }
  }

  useEffect(() => {
    if (!open) return;
    let current = true;
    post<Receipt[] | null>(RECEIPTS_PATH, JSON.parse(body))
      .then((answer) => current && setReceipts((Array.isArray(answer) ? answer : []).map((receipt, key) => ({ ...receipt, key }))))
      .catch((error: unknown) => {
        if (!isHttpError(error)) throw error;
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [open, body]);

  return (
    <Modal open={open} title={TITLE_RECEIPTS} onCancel={onClose} footer={null} width={820} destroyOnHidden>
      <Table<ReceiptRow> columns={columns(setShownGuid)} dataSource={receipts} loading={loading} pagination={false} size="small" scroll={{ y: 420 }} />
      {/* Inside the dialog, so that it opens above it. */}
      <MessagesDrawer
        open={shownGuid !== null}
        loadKey={shownGuid ?? ''}
        load={() => loadReceiptMessage(messageType, shownGuid ?? '')}
        onClose={() => setShownGuid(null)}
      />
    </Modal>
  );
}
