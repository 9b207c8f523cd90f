import { MSG_PASSWORD_CHANGED } from '#core/messages.ts';
import { lazy, Suspense, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { captchaUrl, changePasswordWithToken, isHttpError, login, newCaptchaId } from '../../http/index.ts';
import { useSession } from '../../app/SessionContext.tsx';
import { useFeedback } from '../../app/feedback/index.ts';
import { safeRedirect } from '../../app/routing/loginRedirect.ts';
import type { PasswordChangeValues } from '../password/index.ts';
import { LoginForm, useLoginForm, type LoginValues } from './LoginForm.tsx';
import { LoginLayout } from './LoginLayout.tsx';
import { passwordChangeTokenOf } from './passwordChangeToken.ts';
import { useSingleSignOn } from './useSingleSignOn.ts';

// Only an expired password needs the dialog (antd Modal): its code is fetched when it first opens.
const ChangePasswordDialog = lazy(async () => ({ default: (await import('../password/ChangePasswordDialog.tsx')).ChangePasswordDialog }));

interface PasswordChangeRequest {
  token: string;
  account: string;
}

/** /login (spec §2.1, §8.3): password login with captcha and slider, single sign-on, expired passwords. */
export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { message } = useFeedback();
  const session = useSession();
  const form = useLoginForm();
  const [captchaId, setCaptchaId] = useState(newCaptchaId);
  const [submitting, setSubmitting] = useState(false);
  const [errorText, setErrorText] = useState<string | null>(null);
  const [passwordChange, setPasswordChange] = useState<PasswordChangeRequest | null>(null);
  // Mounted from its first opening on, so that it can close with antd's animation.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (passwordChange && !dialogWanted) setDialogWanted(true);

  const enter = () => {
    session.reload();
    navigate(safeRedirect(search.get('redirect')), { replace: true });
  };
  const sso = useSingleSignOn(search.get('tokenId'), enter);

  const refreshCaptcha = () => setCaptchaId(newCaptchaId());
  // Every failed attempt consumes the captcha on the server: new image, empty code, slider back.
  const startOver = () => {
    refreshCaptcha();
    form.setValues({ captcha: '', sliderPassed: false });
  };

  const submit = async ({ username, password, captcha }: LoginValues) => {
    setSubmitting(true);
    setErrorText(null);
    try {
      await login({ username: username.trim(), password, captcha: captcha.trim(), captchaId });
      enter();
    } catch (error) {
      startOver();
      const token = passwordChangeTokenOf(error);
      if (token) setPasswordChange({ token, account: username.trim() });
      // The HTTP layer shows the server's reasons; anything else is said here.
      else if (!isHttpError(error)) setErrorText(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  const changePassword = async (values: PasswordChangeValues) => {
    if (!passwordChange) return;
    const said = await changePasswordWithToken({ ...values, account: passwordChange.account, token: passwordChange.token });
    message.success(said || MSG_PASSWORD_CHANGED);
    form.setValues({ password: '' });
    startOver();
  };

  if (sso === 'pending') {
    return (
      <LoginLayout>
        <Spin description="正在单点登录，请稍候…">
          <div style={{ height: 120 }} />
        </Spin>
      </LoginLayout>
    );
  }

  return (
    <LoginLayout>
      {sso === 'failed' ? <Alert type="warning" showIcon title="单点登录失败，请使用企业账号登录" style={{ marginBottom: 16 }} /> : null}
      <LoginForm
        form={form}
        captchaSrc={captchaUrl(captchaId)}
        onRefreshCaptcha={refreshCaptcha}
        onSubmit={submit}
        submitting={submitting}
        errorText={errorText}
      />
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            open={passwordChange !== null}
            mode="expired"
            loginName={passwordChange?.account}
            onSubmit={changePassword}
            onClose={() => setPasswordChange(null)}
          />
        </Suspense>
      ) : null}
    </LoginLayout>
  );
}
