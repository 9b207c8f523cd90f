import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../testing/user.ts';
import * as http from '../../http/index.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { loginAnswer } from '../../testing/httpMock.ts';
import { installFakeApi, ok } from '../../testing/fakeApi.ts';
import { buttonByText, openDialog, sliderCheck } from '../../testing/portalQueries.ts';
import { adminUserFixture, moduleTreeFixture } from '../shell/fixtures.ts';

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));

const login = vi.mocked(http.login);
const jump = vi.mocked(http.jump);
const changePassword = vi.mocked(http.changePasswordWithToken);

beforeEach(() => {
  login.mockReset();
  jump.mockReset();
  changePassword.mockReset();
});

const captchaSrc = () => screen.getByAltText('验证码图片').getAttribute('src');
const slider = sliderCheck;

// Typing key by key through antd inputs is slow in jsdom; a change event is what the form sees.
function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

function fillForm() {
  type(screen.getByLabelText('企业账号'), 'hzkj2024');
  type(screen.getByLabelText('密码'), 'Secret#2024x');
  type(screen.getByLabelText('验证码'), 'ab12');
}

describe('login form (spec §2.1, §8.3)', () => {
  it('names every missing field when submitted empty', async () => {
    const user = setupUser();
    renderPortal('/login');
    await user.click(buttonByText('登录'));
    expect(await screen.findByText('请输入企业账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(screen.getByText('请拖动滑块完成验证')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
    // Each field says it is invalid and points at its error, read out with it.
    const account = screen.getByLabelText('企业账号');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(account.getAttribute('aria-describedby')!)?.textContent).toBe('请输入企业账号');
    expect(document.getElementById(slider().getAttribute('aria-describedby')!)?.textContent).toBe('请拖动滑块完成验证');
    // Typing clears the field's error, as soon as it is filled.
    type(account, 'hzkj2024');
    expect(screen.queryByText('请输入企业账号')).toBeNull();
    expect(account.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses to log in until the slider is completed, then logs in with Enter', async () => {
    const user = setupUser();
    login.mockResolvedValue(loginAnswer(adminUserFixture, moduleTreeFixture));
    renderPortal('/login');
    fillForm();
    await user.click(screen.getByLabelText('验证码'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('请拖动滑块完成验证')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();

    slider().focus();
    await user.keyboard('{End}');
    expect(slider().getAttribute('aria-valuetext')).toBe('验证通过');
    const captchaId = new URL(captchaSrc()!, 'http://x').searchParams.get('captchaId');
    await user.click(screen.getByLabelText('验证码'));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(login.mock.calls[0][0]).toEqual({
      username: 'hzkj2024',
      password: 'Secret#2024x',
      captcha: 'ab12',
      captchaId,
    });
  });

  it('goes back to the redirect page after login', async () => {
    const user = setupUser();
    installFakeApi().on('POST /api/enterprise/user/pageList', () => ok({ datas: [], total: 0 }));
    login.mockImplementation(async () => {
      const answer = loginAnswer(adminUserFixture, moduleTreeFixture);
      http.saveSession(answer);
      return answer;
    });
    const { location } = renderPortal('/login?redirect=%2Faccount');
    fillForm();
    fireEvent.keyDown(slider(), { key: 'End' });
    await user.click(buttonByText('登录'));
    await waitFor(() => expect(location()).toBe('/account'));
    expect(await screen.findByText('暂无账号')).toBeTruthy();
  });

  it('refreshes the captcha and resets the slider after a failure; 换一张 loads a new one', async () => {
    const user = setupUser();
    login.mockRejectedValue(new http.HttpError({ message: '验证码错误或已过期', code: -1, status: 200 }));
    renderPortal('/login');
    const first = captchaSrc();
    await user.click(buttonByText('换一张'));
    const second = captchaSrc();
    expect(second).not.toBe(first);

    fillForm();
    fireEvent.keyDown(slider(), { key: 'End' });
    await user.click(buttonByText('登录'));
    await waitFor(() => expect(login).toHaveBeenCalled());
    await waitFor(() => expect(captchaSrc()).not.toBe(second));
    expect(slider().getAttribute('aria-valuenow')).toBe('0');
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('');
  });

  it('offers the change-password dialog when the password has expired', async () => {
    const user = setupUser();
    login.mockRejectedValue(new http.HttpError({ message: '请更改密码', code: -1, status: 401, headers: { token: 'pwd-change-token' } }));
    changePassword.mockResolvedValue('修改成功！');
    renderPortal('/login');
    fillForm();
    fireEvent.keyDown(slider(), { key: 'End' });
    await user.click(buttonByText('登录'));

    const dialog = await waitFor(() => openDialog() ?? Promise.reject(new Error('no dialog')));
    expect(within(dialog).getByText('您的密码已过期或密码强度有限，存在一定安全风险。为加强安全，请修改密码后登录。')).toBeTruthy();
    expect((within(dialog).getByLabelText('登录名') as HTMLInputElement).value).toBe('hzkj2024');

    type(within(dialog).getByLabelText('原始密码'), 'Secret#2024x');
    type(within(dialog).getByLabelText('新密码'), 'short');
    type(within(dialog).getByLabelText('确认密码'), 'other');
    await user.click(buttonByText('确定', dialog));
    expect(await within(dialog).findByText('密码长度在10到20位之间，包含至少一个大写字母、一个小写字母、一个数字和一个特殊字符')).toBeTruthy();
    expect(within(dialog).getByText('两次输入密码不一致!')).toBeTruthy();

    type(within(dialog).getByLabelText('新密码'), 'Secret#2024x');
    expect(await within(dialog).findByText('原密码与新密码不能相同!')).toBeTruthy();

    type(within(dialog).getByLabelText('新密码'), 'Better#2025y');
    type(within(dialog).getByLabelText('确认密码'), 'Better#2025y');
    await user.click(buttonByText('确定', dialog));

    await waitFor(() => expect(changePassword).toHaveBeenCalledTimes(1));
    expect(changePassword.mock.calls[0][0]).toEqual({
      name: 'hzkj2024',
      account: 'hzkj2024',
      oldPassword: 'Secret#2024x',
      newPassword: 'Better#2025y',
      againPassword: 'Better#2025y',
      token: 'pwd-change-token',
    });
    expect(await screen.findByText('修改成功！')).toBeTruthy();
    await waitFor(() => expect(openDialog()).toBeNull());
  });

  it('signs in with the tokenId query value (single sign-on) and opens home', async () => {
    jump.mockImplementation(async () => {
      const answer = loginAnswer(adminUserFixture, moduleTreeFixture);
      http.saveSession(answer);
      return answer;
    });
    const { location } = renderPortal('/login?tokenId=sso-jwt');
    await waitFor(() => expect(location()).toBe('/home'));
    expect(jump).toHaveBeenCalledWith('sso-jwt');
    expect(await screen.findByText(/杭州海贸供应链管理有限公司/)).toBeTruthy();
  });

  it('states the platform is non-classified', () => {
    renderPortal('/login');
    expect(screen.getByText(/本平台为非涉密互联网平台，严禁处理、传输国家秘密/)).toBeTruthy();
  });
});
