// /account/add (bill-families-and-screens.md §3.1, §5): 用户状态, 登录名 with the main account's
// suffix, 密码 and 确认密码. Pure: the screen (AccountAddScreen) sends it.
import { Button, Flex, Form, Input, Radio, Space } from 'antd';
import {
  ACCOUNT_STATE_NAMES,
  LOGIN_NAME_MAX,
  LOGIN_NAME_PATTERN,
  MSG_LOGIN_NAME_RULE,
  MSG_STATE_REQUIRED,
  MSG_USERNAME_REQUIRED,
  type AccountState,
} from '#core/accounts.ts';
import { confirmPasswordRules, newPasswordRules } from '../password/index.ts';

export interface AccountAddValues {
  state: AccountState;
  /** The name part, without @mainLogin. */
  loginName: string;
  loginPwd: string;
  againPassword: string;
}

export interface AccountAddViewProps {
  /** The main account's login name: the suffix of every sub-account's login name. */
  mainLoginName: string;
  saving: boolean;
  onSubmit: (values: AccountAddValues) => void;
  onCancel: () => void;
  /** Tells the screen whether the form holds typed values (closing the tab then asks first). */
  onDirtyChange?: (dirty: boolean) => void;
}

export function AccountAddView({ mainLoginName, saving, onSubmit, onCancel, onDirtyChange }: AccountAddViewProps) {
  const [form] = Form.useForm<AccountAddValues>();
  return (
    <Form<AccountAddValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '100px' }}
      style={{ maxWidth: 560 }}
      autoComplete="off"
      initialValues={{ state: 'EFFECTIVE' }}
      onFinish={onSubmit}
      onValuesChange={() => onDirtyChange?.(form.isFieldsTouched())}
    >
      <Form.Item label="用户状态" name="state" rules={[{ required: true, message: MSG_STATE_REQUIRED }]}>
        <Radio.Group options={(['EFFECTIVE', 'INVALID'] as const).map((state) => ({ value: state, label: ACCOUNT_STATE_NAMES[state] }))} disabled={saving} />
      </Form.Item>
      {/* The suffix is shown beside the name (§3.1); the server stores name@main. */}
      <Form.Item label="登录名" htmlFor="loginName" required>
        <Space.Compact block>
          <Form.Item
            name="loginName"
            noStyle
            rules={[
              { required: true, whitespace: true, message: MSG_USERNAME_REQUIRED },
              { pattern: LOGIN_NAME_PATTERN, message: MSG_LOGIN_NAME_RULE },
            ]}
          >
            <Input id="loginName" maxLength={LOGIN_NAME_MAX} placeholder="请输入用户名" autoComplete="off" disabled={saving} />
          </Form.Item>
          <Space.Addon>@{mainLoginName}</Space.Addon>
        </Space.Compact>
      </Form.Item>
      <Form.Item label="密码" name="loginPwd" rules={newPasswordRules()}>
        <Input.Password placeholder="请输入密码" autoComplete="new-password" disabled={saving} />
      </Form.Item>
      <Form.Item label="确认密码" name="againPassword" dependencies={['loginPwd']} rules={confirmPasswordRules('loginPwd')}>
        <Input.Password placeholder="请再次输入密码" autoComplete="new-password" disabled={saving} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
          <Button onClick={onCancel} disabled={saving}>
            返回
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
