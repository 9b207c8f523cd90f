// Import (spec §5.1, §7.3): one Excel file whose name passes the §5.1 rule, a confirmation
// (导入数据可能会耗费较多时间...), the upload, then the import call with the uploaded file's uri
// under the button's fileKey. The steps show where a long import is; rows the server refuses
// are listed by row and column.
import { useState } from 'react';
import { MSG_IMPORT_SUCCEEDED, MSG_INVALID_FILE_NAME, MSG_QUERY_FILE_NOT_EXCEL } from '#core/messages.ts';
import { Alert, App, List, Modal, Steps, Typography, Upload } from 'antd';
import { InboxOutlined, LoadingOutlined } from '@ant-design/icons';
import { CONFIRM_IMPORT, isHttpError, isValidUploadName, LONG_TIMEOUT, post, uploadFile, type UploadPurpose } from '../../http/index.ts';
import {
  HINT_FILE_NAME,
  LABEL_CHOOSE_EXCEL,
  LABEL_IMPORT,
  LABEL_STEP_CHOOSE,
  LABEL_STEP_IMPORT,
  LABEL_STEP_UPLOAD,
  TITLE_IMPORT_PROBLEMS,
} from './dialogMessages.ts';
import { EXCEL_ACCEPT, isExcelFileName } from './excelFiles.ts';

export interface ImportDialogProps {
  open: boolean;
  title: string;
  /** Full API path of the import call. */
  importPath: string;
  fileKey: string;
  /** The page and button the file is uploaded for. */
  purpose: UploadPurpose;
  onClose(): void;
  onImported(): void;
}

/** One refused cell, as the server lists them (row, column title, message). */
export interface ImportProblem {
  row?: number;
  title?: string;
  message: string;
}

type Phase = 'choose' | 'upload' | 'import';
const PHASES: Phase[] = ['choose', 'upload', 'import'];

export function problemsOf(error: unknown): ImportProblem[] {
  if (!isHttpError(error)) return [];
  const errors = (error.body as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) ? errors.filter((item): item is ImportProblem => typeof item?.message === 'string') : [];
}

/** Checks a picked file against §5.1; warns and answers false when it cannot be used. */
export function acceptExcel(file: File, warn: (text: string) => void): boolean {
  if (!isExcelFileName(file.name)) {
    warn(MSG_QUERY_FILE_NOT_EXCEL);
    return false;
  }
  if (!isValidUploadName(file.name)) {
    warn(MSG_INVALID_FILE_NAME);
    return false;
  }
  return true;
}

export function ImportDialog({ open, title, importPath, fileKey, purpose, onClose, onImported }: ImportDialogProps) {
  const { message, modal } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('choose');
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const running = phase !== 'choose';

  const run = async (chosen: File) => {
    setProblems([]);
    try {
      setPhase('upload');
      const uploaded = await uploadFile(chosen, purpose);
      setPhase('import');
      await post<unknown>(importPath, { [fileKey]: uploaded.uri }, { timeout: LONG_TIMEOUT });
      message.success(MSG_IMPORT_SUCCEEDED);
      setFile(null);
      onImported();
    } catch (error) {
      if (!isHttpError(error)) throw error;
      setProblems(problemsOf(error));
    } finally {
      setPhase('choose');
    }
  };

  const confirmImport = () => {
    if (!file) return;
    modal.confirm({ title, content: CONFIRM_IMPORT, onOk: () => void run(file) });
  };

  const close = () => {
    if (running) return;
    setFile(null);
    setProblems([]);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={LABEL_IMPORT}
      onOk={confirmImport}
      okButtonProps={{ disabled: !file }}
      confirmLoading={running}
      onCancel={close}
      maskClosable={!running}
      closable={!running}
      width={640}
    >
      <Steps
        size="small"
        current={PHASES.indexOf(phase)}
        style={{ marginBlock: 12 }}
        items={[
          { title: LABEL_STEP_CHOOSE },
          { title: LABEL_STEP_UPLOAD, icon: phase === 'upload' ? <LoadingOutlined /> : undefined },
          { title: LABEL_STEP_IMPORT, icon: phase === 'import' ? <LoadingOutlined /> : undefined },
        ]}
      />
      <Upload.Dragger
        accept={EXCEL_ACCEPT}
        multiple={false}
        disabled={running}
        fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
        beforeUpload={(picked) => {
          if (acceptExcel(picked, (text) => message.warning(text))) {
            setFile(picked);
            setProblems([]);
          }
          return Upload.LIST_IGNORE;
        }}
        onRemove={() => setFile(null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{LABEL_CHOOSE_EXCEL}</p>
        <p className="ant-upload-hint">{HINT_FILE_NAME}</p>
      </Upload.Dragger>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={TITLE_IMPORT_PROBLEMS}
          description={
            <List
              size="small"
              dataSource={problems}
              style={{ maxHeight: 240, overflow: 'auto' }}
              renderItem={(problem) => (
                <List.Item>
                  <Typography.Text>{problem.message}</Typography.Text>
                </List.Item>
              )}
            />
          }
        />
      )}
    </Modal>
  );
}
