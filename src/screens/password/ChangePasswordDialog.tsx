import { MSG_LOGIN_NAME_REQUIRED, MSG_OLD_PASSWORD_REQUIRED } from '#core/messages.ts';
import { useEffect } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { MSG_PASSWORD_EXPIRED } from '../../http/index.ts';
import { confirmPasswordRules, newPasswordRules } from './passwordRules.ts';
import { useDialogSubmit } from './useDialogSubmit.ts';

export interface PasswordChangeValues {
  name: string;
  oldPassword: string;
  newPassword: string;
  againPassword: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  /**
   * 'expired': from the login page, with the password-change token the server sent.
   * 'self': a signed-in user from the header menu.
   */
  mode: 'expired' | 'self';
  /** Prefills the login name (the account typed at login, or the signed-in login name). */
  loginName?: string;
  /**
   * Sends the change; the dialog closes when it resolves and stays open when it rejects.
   * Without it the dialog cannot submit and says the function is still being built.
   */
  onSubmit?: (values: PasswordChangeValues) => Promise<void>;
  onClose: () => void;
}

/** The change-password dialog shared by the login page and the header (bill-families §5). */
export function ChangePasswordDialog({ open, mode, loginName, onSubmit, onClose }: ChangePasswordDialogProps) {
  const [form] = Form.useForm<PasswordChangeValues>();
  const { saving, finish } = useDialogSubmit(form, onSubmit, onClose);
  const canSubmit = Boolean(onSubmit);

  useEffect(() => {
    if (open) form.setFieldsValue({ name: loginName ?? '' });
  }, [open, loginName, form]);

  return (
    <Modal
      open={open}
      title="修改密码"
      okText="确定"
      cancelText="取消"
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ htmlType: 'submit', disabled: !canSubmit, loading: saving }}
      footer={(originalFooter) => (
        <>
          {canSubmit ? null : (
            <Typography.Text type="secondary" style={{ marginRight: 8 }}>
              功能建设中
            </Typography.Text>
          )}
          {originalFooter}
        </>
      )}
      modalRender={(dom) => (
        <Form form={form} layout="vertical" onFinish={finish} autoComplete="off" clearOnDestroy>
          {dom}
        </Form>
      )}
    >
      {mode === 'expired' ? <Alert type="warning" showIcon title={MSG_PASSWORD_EXPIRED} style={{ marginBottom: 16 }} /> : null}
      <Form.Item label="登录名" name="name" rules={[{ required: true, message: MSG_LOGIN_NAME_REQUIRED }]}>
        <Input autoComplete="username" disabled={mode === 'self'} />
      </Form.Item>
      <Form.Item label="原始密码" name="oldPassword" rules={[{ required: true, message: MSG_OLD_PASSWORD_REQUIRED }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="新密码" name="newPassword" dependencies={['oldPassword']} rules={newPasswordRules('oldPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认密码" name="againPassword" dependencies={['newPassword']} rules={confirmPasswordRules('newPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </Modal>
  );
}
