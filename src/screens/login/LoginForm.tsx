import { Alert, Button, Flex, Form, Input, type FormInstance } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { MSG_DRAG_SLIDER, MSG_ENTER_ACCOUNT, MSG_ENTER_CAPTCHA, MSG_ENTER_PASSWORD } from '../../http/index.ts';
import { SliderCheck } from './SliderCheck.tsx';

export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  sliderPassed: boolean;
}

export interface LoginFormProps {
  /** The captcha image address (captchaUrl of the current captcha id). */
  captchaSrc: string;
  onRefreshCaptcha: () => void;
  onSubmit: (values: LoginValues) => void;
  submitting?: boolean;
  /** Why the last attempt failed, shown above the button. */
  errorText?: string | null;
  /** The page resets captcha and slider after a failure, so it owns the form. */
  form?: FormInstance<LoginValues>;
}

const sliderRule = {
  validator: async (_rule: unknown, passed: boolean | undefined) => {
    if (!passed) throw new Error(MSG_DRAG_SLIDER);
  },
};

/** Account, password, captcha with 换一张, slider check and the login button (spec §2.1, §8.3). */
export function LoginForm({ captchaSrc, onRefreshCaptcha, onSubmit, submitting, errorText, form }: LoginFormProps) {
  return (
    <Form<LoginValues> form={form} name="login" size="large" onFinish={onSubmit} initialValues={{ sliderPassed: false }} autoComplete="on" requiredMark={false}>
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: MSG_ENTER_ACCOUNT }]}>
        <Input prefix={<UserOutlined />} placeholder="企业账号" aria-label="企业账号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: MSG_ENTER_PASSWORD }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" aria-label="密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item required>
        <Flex gap={8} align="flex-start">
          <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: MSG_ENTER_CAPTCHA }]}>
            <Input prefix={<SafetyOutlined />} placeholder="验证码" aria-label="验证码" autoComplete="off" style={{ flex: 1 }} />
          </Form.Item>
          <img
            src={captchaSrc}
            alt="验证码图片"
            width={110}
            height={40}
            style={{ border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff', cursor: 'pointer' }}
            onClick={onRefreshCaptcha}
          />
          <Button type="link" onClick={onRefreshCaptcha} style={{ paddingInline: 4 }}>
            换一张
          </Button>
        </Flex>
      </Form.Item>
      <Form.Item name="sliderPassed" rules={[sliderRule]} valuePropName="value">
        <SliderCheck disabled={submitting} />
      </Form.Item>
      {errorText ? <Alert type="error" showIcon title={errorText} style={{ marginBottom: 16 }} /> : null}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}
