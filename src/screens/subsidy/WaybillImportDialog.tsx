// The waybill import dialog (spec §5 "Waybill import", §9): one Excel file (仅支持上传excel文件;
// two at once, or a second one: 仅支持导入一份文件, 请先移除已上传文件再重新上传), a file name the upload accepts,
// then the import runs on the server while the dialog shows its progress — rows read of the
// sheet's total — and may be closed (the page keeps watching). A failed import stored nothing
// (all or nothing) and lists its row-numbered errors; a finished one says so.
import { useState } from 'react';
import { Alert, Button, Modal, Progress, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { MSG_INVALID_FILE_NAME } from '#core/messages.ts';
import { isValidUploadName } from '../../http/index.ts';
import './subsidy.css';
import type { ImportProgress } from './subsidyApi.ts';
import type { ImportSettings } from '#core/subsidy/feature.ts';
import {
  LABEL_CHOOSE_FILE,
  LABEL_CLOSE,
  LABEL_START_IMPORT,
  MSG_CHOOSE_FILE,
  MSG_EXCEL_ONLY,
  MSG_IMPORT_DONE,
  MSG_IMPORT_FAILED,
  MSG_IMPORT_RUNNING,
  MSG_ONE_FILE,
  moreErrors,
  PHASES,
  rowProblem,
  rowsRead,
  TITLE_IMPORT,
} from './subsidyTexts.ts';

const EXTENSIONS: Readonly<Record<string, string>> = { xlsx: '.xlsx', xls: '.xls' };

/** Why a chosen file cannot be imported, or null. */
export function importFileProblem(name: string, accept: readonly string[]): string | null {
  const lower = name.toLowerCase();
  if (!accept.some((type) => lower.endsWith(EXTENSIONS[type] ?? `.${type}`))) return MSG_EXCEL_ONLY;
  if (!isValidUploadName(name)) return MSG_INVALID_FILE_NAME;
  return null;
}

/** The percentage read, when the sheet's total is known. */
export function progressPercent(progress: ImportProgress): number | undefined {
  if (progress.state === 'done') return 100;
  if (!progress.total) return undefined;
  return Math.min(99, Math.floor((progress.rows / progress.total) * 100));
}

export interface WaybillImportDialogProps {
  open: boolean;
  settings: ImportSettings;
  /** The running or last import's progress; null before an import starts. */
  progress: ImportProgress | null;
  /** The file is being uploaded and the import started. */
  starting: boolean;
  onStart(file: File): void;
  onClose(): void;
}

export function WaybillImportDialog({ open, settings, progress, starting, onStart, onClose }: WaybillImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = starting || progress?.state === 'running';
  const finished = progress?.state === 'done';

  // A new import starts from an empty picker.
  const close = () => {
    setFile(null);
    setProblem(null);
    onClose();
  };

  const start = () => {
    if (!file) {
      setProblem(MSG_CHOOSE_FILE);
      return;
    }
    setProblem(null);
    onStart(file);
  };

  const percent = progress ? progressPercent(progress) : undefined;
  return (
    <Modal
      title={TITLE_IMPORT}
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{LABEL_CLOSE}</Button>
          {!finished && (
            <Button type="primary" loading={running} disabled={running} onClick={start}>
              {LABEL_START_IMPORT}
            </Button>
          )}
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{settings.hint}</Typography.Text>
        <Upload
          multiple
          accept={settings.accept.map((type) => EXTENSIONS[type] ?? `.${type}`).join(',')}
          disabled={running}
          fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen, chosenList) => {
            if (chosenList.length > 1 || file) {
              if (chosen === chosenList[0]) setProblem(MSG_ONE_FILE);
            } else {
              const why = importFileProblem(chosen.name, settings.accept);
              setProblem(why);
              if (!why) setFile(chosen);
            }
            return Upload.LIST_IGNORE;
          }}
          onRemove={() => {
            setFile(null);
            setProblem(null);
          }}
        >
          <Button icon={<UploadOutlined />} disabled={running}>
            {LABEL_CHOOSE_FILE}
          </Button>
        </Upload>
        {problem && <Alert type="warning" showIcon title={problem} role="alert" data-testid="import-problem" />}
        {progress && (
          <div data-testid="import-progress" data-state={progress.state}>
            <Progress
              percent={percent ?? 0}
              status={progress.state === 'failed' ? 'exception' : progress.state === 'done' ? 'success' : 'active'}
              aria-label={TITLE_IMPORT}
            />
            <Typography.Text>
              {progress.state === 'running' && progress.phase && PHASES[progress.phase] ? `${PHASES[progress.phase]}，` : ''}
              {rowsRead(progress.rows, progress.total)}
            </Typography.Text>
          </div>
        )}
        {running && !finished && <Typography.Text type="secondary">{MSG_IMPORT_RUNNING}</Typography.Text>}
        {finished && <Alert type="success" showIcon title={MSG_IMPORT_DONE} />}
        {progress?.state === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={MSG_IMPORT_FAILED}
            description={
              <>
                {progress.message && <div>{progress.message}</div>}
                {(progress.errorCount ?? 0) > progress.errors.length && <div>{moreErrors(progress.errorCount!, progress.errors.length)}</div>}
                {progress.errors.length > 0 && (
                  <ul data-testid="import-errors" className="subsidy-import-errors">
                    {progress.errors.map((error) => (
                      <li key={`${error.row}-${error.message}`}>{rowProblem(error.row, error.message)}</li>
                    ))}
                  </ul>
                )}
              </>
            }
          />
        )}
      </Space>
    </Modal>
  );
}
