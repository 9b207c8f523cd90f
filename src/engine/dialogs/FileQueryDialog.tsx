// The Excel file query (spec §2.4, §5.1): up to 3 Excel files whose first column lists the bills
// to find, and a download of the query template. The files are uploaded, then the list asks the
// family's file-query call with their uris; the dialog closes once that list arrived. A file
// that is not Excel gives 数据格式不正确或者模板不正确; the server answers
// 文件数据为空或格式不正确！ for an empty or malformed one (the HTTP layer shows it).
import { useLayoutEffect, useRef, useState } from 'react';
import { App, Button, Modal, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { isHttpError, MSG_EXPORT_FAILED, uploadFile, type UploadPurpose } from '../../http/index.ts';
import {
  FILE_QUERY_MAX,
  HINT_FILE_NAME,
  HINT_FILE_QUERY,
  LABEL_CHOOSE_EXCEL,
  LABEL_DOWNLOAD_QUERY_TEMPLATE,
  LABEL_QUERY,
  MSG_TOO_MANY_QUERY_FILES,
} from './dialogMessages.ts';
import { requestDownload } from './downloads.ts';
import { EXCEL_ACCEPT } from './excelFiles.ts';
import { acceptExcel } from './ImportDialog.tsx';

export interface FileQueryDialogProps {
  open: boolean;
  title: string;
  /** Full API path of the query template download, when the family offers one. */
  templatePath: string | null;
  /** The page and button the files are uploaded for. */
  purpose: UploadPurpose;
  /** Runs the list with the uploaded files; resolves true when the rows arrived. */
  onQuery(uris: string[]): Promise<boolean>;
  onClose(): void;
}

interface ChosenFile {
  uid: string;
  file: File;
}

let serial = 0;

export function FileQueryDialog({ open, title, templatePath, purpose, onQuery, onClose }: FileQueryDialogProps) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [querying, setQuerying] = useState(false);
  const [downloading, setDownloading] = useState(false);

  // Several files picked at once arrive one by one, before a re-render: count them here, and
  // take the list's own length again once it is rendered.
  const picked = useRef(files.length);
  useLayoutEffect(() => {
    picked.current = files.length;
  }, [files]);
  const pick = (file: File) => {
    if (!acceptExcel(file, (text) => message.warning(text))) return;
    if (picked.current >= FILE_QUERY_MAX) {
      message.warning(MSG_TOO_MANY_QUERY_FILES);
      return;
    }
    picked.current += 1;
    const chosen = { uid: `query-file-${++serial}`, file };
    setFiles((current) => [...current, chosen]);
  };

  const query = async () => {
    if (files.length === 0) return;
    setQuerying(true);
    try {
      const uris: string[] = [];
      for (const { file } of files) uris.push((await uploadFile(file, purpose)).uri);
      if (await onQuery(uris)) setFiles([]);
    } catch (error) {
      if (!isHttpError(error)) throw error;
    } finally {
      setQuerying(false);
    }
  };

  const downloadTemplate = async () => {
    if (!templatePath) return;
    setDownloading(true);
    try {
      if (!(await requestDownload(templatePath))) message.error(MSG_EXPORT_FAILED);
    } catch (error) {
      if (!isHttpError(error)) throw error;
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={LABEL_QUERY}
      onOk={query}
      okButtonProps={{ disabled: files.length === 0 }}
      confirmLoading={querying}
      onCancel={() => !querying && onClose()}
      width={600}
    >
      <Typography.Paragraph type="secondary">{HINT_FILE_QUERY}</Typography.Paragraph>
      {templatePath && (
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={downloadTemplate} style={{ marginBottom: 12 }}>
          {LABEL_DOWNLOAD_QUERY_TEMPLATE}
        </Button>
      )}
      <Upload.Dragger
        accept={EXCEL_ACCEPT}
        multiple
        disabled={querying}
        fileList={files.map(({ uid, file }) => ({ uid, name: file.name, status: 'done' as const }))}
        beforeUpload={(file) => {
          pick(file);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(removed) => setFiles((chosen) => chosen.filter((item) => item.uid !== removed.uid))}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{LABEL_CHOOSE_EXCEL}</p>
        <p className="ant-upload-hint">{HINT_FILE_NAME}</p>
      </Upload.Dragger>
    </Modal>
  );
}
