// 修改 of a live key: its name and scopes, the same form as 新建密钥, prefilled. The secret does not
// change and is not shown. A refusal (the key was revoked meanwhile, a scope that no longer exists…)
// is shown in the dialog with what was typed kept.
import { useEffect } from 'react';
import { Alert, Form, Modal } from 'antd';
import type { ApiKeyView } from '#core/open-api.ts';
import type { ScopeChoice } from './apiKeyApi.ts';
import { ApiKeyForm, type ApiKeyFormValues } from './ApiKeyForm.tsx';

export type KeyChangeValues = ApiKeyFormValues;

export interface ApiKeyEditDialogProps {
  /** The key being changed; null: closed. */
  apiKey: ApiKeyView | null;
  scopes: readonly ScopeChoice[];
  /** The update call is on its way. */
  saving?: boolean;
  /** The server's refusal of the last save, shown above the form. */
  error?: string | null;
  onSubmit: (values: KeyChangeValues) => void;
  onClose: () => void;
}

const valuesOf = (key: ApiKeyView | null): KeyChangeValues => ({ name: key?.name ?? '', scopes: key ? [...key.scopes] : [] });

export function ApiKeyEditDialog({ apiKey, scopes, saving = false, error = null, onSubmit, onClose }: ApiKeyEditDialogProps) {
  const [form] = Form.useForm<KeyChangeValues>();
  useEffect(() => {
    if (apiKey) form.setFieldsValue(valuesOf(apiKey));
  }, [apiKey, form]);

  return (
    <Modal
      open={apiKey !== null}
      title="修改接口密钥"
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <ApiKeyForm form={form} scopes={scopes} initialValues={valuesOf(apiKey)} onSubmit={onSubmit} />
    </Modal>
  );
}
