// The form of a key, shared by 新建密钥 and 修改: its name and the scopes it is given. The dialog
// around it owns the form instance and decides what a submit does.
import { Checkbox, Form, Input, type FormInstance } from 'antd';
import { KEY_NAME_MAX, MSG_KEY_NAME_REQUIRED, MSG_KEY_SCOPES_REQUIRED } from '#core/open-api.ts';
import type { ScopeChoice } from './apiKeyApi.ts';

export interface ApiKeyFormValues {
  name: string;
  scopes: string[];
}

export interface ApiKeyFormProps {
  form: FormInstance<ApiKeyFormValues>;
  scopes: readonly ScopeChoice[];
  initialValues: ApiKeyFormValues;
  /** The trimmed name and the chosen scopes, once both are given. */
  onSubmit: (values: ApiKeyFormValues) => void;
}

export function ApiKeyForm({ form, scopes, initialValues, onSubmit }: ApiKeyFormProps) {
  return (
    <Form<ApiKeyFormValues>
      form={form}
      layout="vertical"
      onFinish={(values) => onSubmit({ name: values.name.trim(), scopes: values.scopes })}
      initialValues={initialValues}
    >
      <Form.Item label="密钥名称" name="name" rules={[{ required: true, whitespace: true, message: MSG_KEY_NAME_REQUIRED }]}>
        <Input maxLength={KEY_NAME_MAX} placeholder="如：ERP 正式环境" />
      </Form.Item>
      <Form.Item label="权限" name="scopes" rules={[{ required: true, type: 'array', min: 1, message: MSG_KEY_SCOPES_REQUIRED }]}>
        <Checkbox.Group style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 4, maxHeight: 320, overflowY: 'auto' }}>
          {scopes.map((choice) => (
            <Checkbox key={choice.scope} value={choice.scope}>
              {choice.label}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
    </Form>
  );
}
