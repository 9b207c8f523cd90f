// The upload dialog of an attachments section (spec §5 "Attachment upload dialog"): a file type
// from the record's type dictionary, one file of the accepted types and size with a name of
// Chinese characters, letters, digits and underscores; checked here before any call, then the
// token validation and the upload (http/upload.ts), then the form's saveFile with the stored
// file's uri. The server checks all of it again, the type from the file's bytes. In a new-record
// form (docs/forms.md) there is no type to choose and no saveFile: the stored file is handed to the
// page, which sends it with the form.
import { useState } from 'react';
import { App, Button, Form, Modal, Select, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { MSG_INVALID_FILE_NAME } from '#core/messages.ts';
import type { FormDefinition, RecordsSection } from '#core/forms/index.ts';
import { isValidUploadName, uploadFile, type UploadedFile } from '../../http/index.ts';
import { useDictionary } from '../form/dictionaryStore.ts';
import { callForm, formUploadPurpose } from './formApi.ts';
import { recordFields } from './RecordsCard.tsx';
import {
  acceptHint,
  LABEL_CHOOSE_FILE,
  LABEL_FILE,
  LABEL_FILE_TYPE,
  LABEL_UPLOAD,
  MSG_CHOOSE_FILE,
  MSG_CHOOSE_FILE_TYPE,
  msgTooBig,
  msgWrongType,
} from './formMessages.ts';

const EXTENSIONS: Readonly<Record<string, readonly string[]>> = { jpeg: ['jpg', 'jpeg'], png: ['png'], xlsx: ['xlsx'], xls: ['xls'] };

/** Why a chosen file cannot be sent, or null; `messages` are the definition's own words. */
export function fileProblem(
  file: { name: string; size: number },
  accept: readonly string[],
  maxBytes: number,
  messages: { wrongType?: string; tooBig?: string } = {},
): string | null {
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!accept.some((type) => EXTENSIONS[type]?.includes(extension))) return messages.wrongType ?? msgWrongType(accept);
  if (file.size > maxBytes) return messages.tooBig ?? msgTooBig(maxBytes);
  if (!isValidUploadName(file.name)) return MSG_INVALID_FILE_NAME;
  return null;
}

export interface UploadDialogProps {
  form: FormDefinition;
  section: RecordsSection;
  /** The button's code: the upload's purpose on the server (route + code). */
  code: string;
  open: boolean;
  onClose(): void;
  /** After the upload (and, in a company record, its saveFile): the stored file. */
  onUploaded(stored: UploadedFile): void;
}

export function UploadDialog({ form, section, code, open, onClose, onUploaded }: UploadDialogProps) {
  const { message } = App.useApp();
  const upload = section.upload!;
  const typeField = upload.typeField;
  const typeDictionary = typeField ? recordFields(form, section)[typeField]?.['x-dictionary'] : undefined;
  const types = useDictionary(typeof typeDictionary === 'string' ? typeDictionary : undefined);
  const [fileType, setFileType] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ type?: string; file?: string }>({});
  const [sending, setSending] = useState(false);

  const close = () => {
    setFileType(undefined);
    setFile(null);
    setProblem({});
    onClose();
  };

  const send = async () => {
    const missing = { type: fileType || !typeField ? undefined : MSG_CHOOSE_FILE_TYPE, file: file ? undefined : MSG_CHOOSE_FILE };
    if (missing.type || missing.file) {
      setProblem(missing);
      return;
    }
    setSending(true);
    try {
      const stored = await uploadFile(file!, formUploadPurpose(form, code));
      if (typeField) {
        const answer = await callForm(form, form.ui.api.saveFile ?? 'saveFile', { [typeField]: fileType, fileUri: stored.uri, fileName: stored.name });
        message.success(upload.success ?? answer.message ?? '');
      } else if (upload.success) message.success(upload.success);
      close();
      onUploaded(stored);
    } catch {
      // The HTTP layer has said why (a refused file, a lost session); the dialog stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title={upload.title} open={open} onCancel={close} onOk={() => void send()} okText={LABEL_UPLOAD} confirmLoading={sending} destroyOnHidden>
      <Form layout="vertical">
        {typeField && (
          <Form.Item label={LABEL_FILE_TYPE} required validateStatus={problem.type ? 'error' : undefined} help={problem.type}>
            <Select
              aria-label={LABEL_FILE_TYPE}
              value={fileType}
              options={types.items.map((item) => ({ value: item.value, label: item.name }))}
              loading={types.status === 'loading'}
              placeholder="请选择"
              onChange={(value) => {
                setFileType(value);
                setProblem((current) => ({ ...current, type: undefined }));
              }}
            />
          </Form.Item>
        )}
        <Form.Item label={LABEL_FILE} required validateStatus={problem.file ? 'error' : undefined} help={problem.file}>
          <Upload
            maxCount={1}
            accept={upload.accept
              .flatMap((type) => EXTENSIONS[type] ?? [])
              .map((extension) => `.${extension}`)
              .join(',')}
            fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              const why = fileProblem(chosen, upload.accept, upload.maxBytes, upload.messages);
              setProblem((current) => ({ ...current, file: why ?? undefined }));
              setFile(why ? null : chosen);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />}>{LABEL_CHOOSE_FILE}</Button>
          </Upload>
          <Typography.Text type="secondary">{acceptHint(upload.accept, upload.maxBytes)}</Typography.Text>
        </Form.Item>
      </Form>
    </Modal>
  );
}
