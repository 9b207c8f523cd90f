// 回调设置 of one key (docs/open-api.md "Callbacks"): the address the portal posts the key's receipts
// and state changes to, signed with the key's secret. Empty: no callbacks. The server checks the
// address (https, not the portal's own network) and says why it refuses; the dialog keeps what was typed.
import { useEffect } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { CALLBACK_URL_MAX, MSG_CALLBACK_URL_INVALID, type ApiKeyView } from '#core/open-api.ts';

export interface ApiKeyCallbackDialogProps {
  /** The key whose address is edited; null: closed. */
  apiKey: ApiKeyView | null;
  saving?: boolean;
  onSubmit: (callbackUrl: string | null) => void;
  onClose: () => void;
}

export const CALLBACK_HELP =
  '单据的每条回执和状态变更都会以 POST 推送到此地址，请求以本密钥签名（与调用接口相同的签名方法），请求头 X-Callback-Event-Id 为事件编号，可用于去重；接收方应答 2xx 即为送达，否则按 5秒、10秒、20秒……（最长间隔1小时）重试，一天后放弃。留空则不推送。';

export function ApiKeyCallbackDialog({ apiKey, saving = false, onSubmit, onClose }: ApiKeyCallbackDialogProps) {
  const [form] = Form.useForm<{ callbackUrl: string }>();
  useEffect(() => {
    if (apiKey) form.setFieldsValue({ callbackUrl: apiKey.callbackUrl ?? '' });
  }, [apiKey, form]);

  return (
    <Modal
      open={apiKey !== null}
      title={`回调设置：${apiKey?.name ?? ''}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => {
          const text = values.callbackUrl?.trim() ?? '';
          onSubmit(text === '' ? null : text);
        }}
      >
        <Form.Item
          name="callbackUrl"
          label="回调地址"
          rules={[
            { max: CALLBACK_URL_MAX, message: `回调地址最多${CALLBACK_URL_MAX}个字符` },
            { pattern: /^\s*(https?:\/\/\S+)?\s*$/, message: MSG_CALLBACK_URL_INVALID },
          ]}
        >
          <Input placeholder="https://erp.example.com/customs/callbacks" allowClear autoFocus />
        </Form.Item>
        <Typography.Paragraph type="secondary">{CALLBACK_HELP}</Typography.Paragraph>
      </Form>
    </Modal>
  );
}
