// The header buttons of the detail page: 编辑 in view mode; 保存, 保存并申报, 暂存 while
// editing; 取消 while editing (when the page gives it); 刷新 always — each only when
// detailButtons says so; 报文 for a stored bill of a family declared in a customs message (when
// the page gives it).
import { Button, Space } from 'antd';
import type { DetailButtons } from './detailButtons.ts';
import { LABEL_CANCEL, LABEL_EDIT, LABEL_REFRESH, LABEL_SAVE, LABEL_SAVE_DECLARE, LABEL_TEMPORARY } from './detailMessages.ts';
import { LABEL_MESSAGES } from '../messages/messageTexts.ts';

export interface DetailToolbarProps {
  buttons: DetailButtons;
  busy: boolean;
  onEdit(): void;
  onSave(): void;
  onSaveDeclare(): void;
  onTemporary(): void;
  onRefresh(): void;
  /** Leaves edit mode; absent, no 取消 is shown. */
  onCancel?(): void;
  /** Opens the bill's customs messages; absent, no 报文 is shown. */
  onMessages?(): void;
}

export function DetailToolbar({ buttons, busy, onEdit, onSave, onSaveDeclare, onTemporary, onRefresh, onCancel, onMessages }: DetailToolbarProps) {
  return (
    <Space wrap>
      {buttons.edit && (
        <Button type="primary" onClick={onEdit}>
          {LABEL_EDIT}
        </Button>
      )}
      {buttons.temporary && (
        <Button onClick={onTemporary} disabled={busy}>
          {LABEL_TEMPORARY}
        </Button>
      )}
      {buttons.save && (
        <Button type="primary" onClick={onSave} disabled={busy}>
          {LABEL_SAVE}
        </Button>
      )}
      {buttons.saveDeclare && (
        <Button type="primary" onClick={onSaveDeclare} disabled={busy}>
          {LABEL_SAVE_DECLARE}
        </Button>
      )}
      {onCancel && (
        <Button onClick={onCancel} disabled={busy}>
          {LABEL_CANCEL}
        </Button>
      )}
      {buttons.refresh && (
        <Button onClick={onRefresh} disabled={busy}>
          {LABEL_REFRESH}
        </Button>
      )}
      {onMessages && <Button onClick={onMessages}>{LABEL_MESSAGES}</Button>}
    </Space>
  );
}
