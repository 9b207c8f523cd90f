import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, theme } from 'antd';
// Input and Password by their modules: the `Input` of 'antd' carries TextArea, Search, OTP and Group.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { MSG_DRAG_SLIDER, MSG_ENTER_ACCOUNT, MSG_ENTER_CAPTCHA, MSG_ENTER_PASSWORD } from '../../http/index.ts';
import { SliderCheck } from './SliderCheck.tsx';

export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  sliderPassed: boolean;
}

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The form's values, held by whoever calls this: the page resets captcha and slider after a failure. */
export interface LoginFormState {
  values: LoginValues;
  /** Sets some values without checking them (as antd Form's setFieldsValue). */
  setValues(values: Partial<LoginValues>): void;
}

const EMPTY: LoginValues = { username: '', password: '', captcha: '', sliderPassed: false };

export function useLoginForm(): LoginFormState {
  const [values, set] = useState(EMPTY);
  const [setValues] = useState(() => (next: Partial<LoginValues>) => set((current) => ({ ...current, ...next })));
  return { values, setValues };
}

/** What is missing, in the texts of spec §8.3 (account and captcha may not be blank). */
function checkField(field: keyof LoginValues, values: LoginValues): string | undefined {
  switch (field) {
    case 'username':
      return values.username.trim() ? undefined : MSG_ENTER_ACCOUNT;
    case 'password':
      return values.password ? undefined : MSG_ENTER_PASSWORD;
    case 'captcha':
      return values.captcha.trim() ? undefined : MSG_ENTER_CAPTCHA;
    case 'sliderPassed':
      return values.sliderPassed ? undefined : MSG_DRAG_SLIDER;
  }
}

const FIELDS: readonly (keyof LoginValues)[] = ['username', 'password', 'captcha', 'sliderPassed'];

export interface LoginFormProps {
  /** The captcha image address (captchaUrl of the current captcha id). */
  captchaSrc: string;
  onRefreshCaptcha: () => void;
  onSubmit: (values: LoginValues) => void;
  submitting?: boolean;
  /** Why the last attempt failed, shown above the button. */
  errorText?: string | null;
  /** The page resets captcha and slider after a failure, so it owns the values (useLoginForm). */
  form?: LoginFormState;
}

/**
 * Account, password, captcha with 换一张, slider check and the login button (spec §2.1, §8.3).
 * A plain form rather than antd Form (issue 26 point 3: rc-form, its validator and the labels'
 * tooltips were a fifth of the login page), with antd Form's behaviour: a field is checked as it
 * changes and every field on submit, its error is shown under it (aria-invalid, aria-describedby),
 * and Enter in any field submits.
 */
export function LoginForm({ captchaSrc, onRefreshCaptcha, onSubmit, submitting, errorText, form }: LoginFormProps) {
  const own = useLoginForm();
  const { values, setValues } = form ?? own;
  const [errors, setErrors] = useState<LoginErrors>({});
  const id = useId();

  const change = (field: keyof LoginValues, value: string | boolean) => {
    const next = { ...values, [field]: value };
    setValues({ [field]: value });
    setErrors((current) => ({ ...current, [field]: checkField(field, next) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: LoginErrors = {};
    for (const field of FIELDS) found[field] = checkField(field, values);
    setErrors(found);
    if (FIELDS.every((field) => !found[field])) onSubmit(values);
  };

  /** The field's aria attributes and input status while it has an error. */
  const invalid = (field: keyof LoginValues) =>
    errors[field] ? ({ 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error`, status: 'error' } as const) : {};

  return (
    <form name="login" onSubmit={submit} noValidate autoComplete="on">
      <FieldRow error={errors.username} errorId={`${id}-username-error`}>
        <Input
          id="login_username"
          size="large"
          prefix={<UserOutlined />}
          placeholder="企业账号"
          aria-label="企业账号"
          autoComplete="username"
          value={values.username}
          onChange={(event) => change('username', event.target.value)}
          {...invalid('username')}
        />
      </FieldRow>
      <FieldRow error={errors.password} errorId={`${id}-password-error`}>
        <Password
          id="login_password"
          size="large"
          prefix={<LockOutlined />}
          placeholder="密码"
          aria-label="密码"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          {...invalid('password')}
        />
      </FieldRow>
      <FieldRow error={errors.captcha} errorId={`${id}-captcha-error`}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <Input
            id="login_captcha"
            size="large"
            prefix={<SafetyOutlined />}
            placeholder="验证码"
            aria-label="验证码"
            autoComplete="off"
            style={{ flex: 1 }}
            value={values.captcha}
            onChange={(event) => change('captcha', event.target.value)}
            {...invalid('captcha')}
          />
          <img
            src={captchaSrc}
            alt="验证码图片"
            width={110}
            height={40}
            style={{ border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff', cursor: 'pointer' }}
            onClick={onRefreshCaptcha}
          />
          <Button type="link" size="large" onClick={onRefreshCaptcha} style={{ paddingInline: 4 }}>
            换一张
          </Button>
        </div>
      </FieldRow>
      <FieldRow error={errors.sliderPassed} errorId={`${id}-sliderPassed-error`}>
        <SliderCheck
          value={values.sliderPassed}
          onChange={(passed) => change('sliderPassed', passed)}
          disabled={submitting}
          invalid={Boolean(errors.sliderPassed)}
          describedBy={errors.sliderPassed ? `${id}-sliderPassed-error` : undefined}
        />
      </FieldRow>
      {errorText ? <Alert type="error" showIcon title={errorText} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" size="large" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </form>
  );
}

/** A field with antd Form.Item's spacing: 24 px below it, taken by its error when it has one. */
function FieldRow({ error, errorId, children }: { error?: string; errorId: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      {children}
      {error ? (
        <div id={errorId} style={{ color: token.colorError, minHeight: token.controlHeightSM, lineHeight: token.lineHeight, paddingTop: 2 }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
