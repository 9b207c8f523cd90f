// 新建密钥: a name and the scopes, then — once the server made it — the key id and the secret,
// shown this one time with a copy button; closing the dialog forgets the secret for good.
import { useEffect } from 'react';
import { Alert, Descriptions, Form, Modal, Typography } from 'antd';
import type { CreatedApiKey } from '#core/open-api.ts';
import type { ScopeChoice } from './apiKeyApi.ts';
import { ApiKeyForm, type ApiKeyFormValues } from './ApiKeyForm.tsx';

export type NewKeyValues = ApiKeyFormValues;

const EMPTY: NewKeyValues = { name: '', scopes: [] };

export interface ApiKeyCreateDialogProps {
  open: boolean;
  scopes: readonly ScopeChoice[];
  /** The create call is on its way. */
  saving?: boolean;
  /** The key the server just made: the dialog shows its secret instead of the form. */
  created: CreatedApiKey | null;
  onSubmit: (values: NewKeyValues) => void;
  onClose: () => void;
}

export const MSG_SECRET_ONCE = '密钥只显示这一次，关闭后无法再次查看。请立即复制并妥善保存；遗失时吊销此密钥并新建一个。';

export function ApiKeyCreateDialog({ open, scopes, saving = false, created, onSubmit, onClose }: ApiKeyCreateDialogProps) {
  const [form] = Form.useForm<NewKeyValues>();
  useEffect(() => {
    if (open && created === null) form.resetFields();
  }, [open, created, form]);

  if (created) {
    return (
      <Modal
        open={open}
        title="接口密钥已创建"
        okText="我已保存"
        onOk={onClose}
        onCancel={onClose}
        cancelButtonProps={{ style: { display: 'none' } }}
        maskClosable={false}
        destroyOnHidden
      >
        <Alert type="warning" showIcon title={MSG_SECRET_ONCE} style={{ marginBottom: 16 }} />
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="名称">{created.name}</Descriptions.Item>
          <Descriptions.Item label="密钥ID">
            <Typography.Text copyable={{ text: created.keyId }}>{created.keyId}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="密钥">
            <Typography.Text code copyable={{ text: created.secret, tooltips: ['复制密钥', '已复制'] }} data-testid="api-key-secret">
              {created.secret}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Modal>
    );
  }

  return (
    <Modal open={open} title="新建接口密钥" okText="创建" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <ApiKeyForm form={form} scopes={scopes} initialValues={EMPTY} onSubmit={onSubmit} />
    </Modal>
  );
}
