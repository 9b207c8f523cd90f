import { Alert, Form, Input, Modal } from 'antd';
import { confirmPasswordRules, newPasswordRules } from './passwordRules.ts';
import { useDialogSubmit } from './useDialogSubmit.ts';

export interface ResetPasswordValues {
  newPassword: string;
  againPassword: string;
}

export interface ResetPasswordDialogProps {
  /** The sub-account whose password is set; the dialog is open while it is given. */
  loginName: string | null;
  /** Sends the reset; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (values: ResetPasswordValues) => Promise<void>;
  onClose: () => void;
}

/**
 * The main account sets a sub-account's password (bill-families §3.2, §5): the new password
 * twice, under the same rules as the sub-account form. The owner changes it at the next login.
 */
export function ResetPasswordDialog({ loginName, onSubmit, onClose }: ResetPasswordDialogProps) {
  const [form] = Form.useForm<ResetPasswordValues>();
  const { saving, finish } = useDialogSubmit(form, onSubmit, onClose);

  return (
    <Modal
      open={loginName !== null}
      title="重置子账号密码"
      okText="确定"
      cancelText="取消"
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ htmlType: 'submit', loading: saving }}
      modalRender={(dom) => (
        <Form form={form} layout="vertical" onFinish={finish} autoComplete="off" clearOnDestroy>
          {dom}
        </Form>
      )}
    >
      <Alert type="info" showIcon title="该账号下次登录时须修改密码" style={{ marginBottom: 16 }} />
      <Form.Item label="登录名">
        <Input value={loginName ?? ''} disabled aria-label="登录名" />
      </Form.Item>
      <Form.Item label="新密码" name="newPassword" rules={newPasswordRules()}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认密码" name="againPassword" dependencies={['newPassword']} rules={confirmPasswordRules('newPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </Modal>
  );
}
