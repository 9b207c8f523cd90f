// Test support for component specs: the real HTTP layer (session storage, errors, messages)
// with its network calls replaced by vi.fn() each spec programs. In a spec:
//   vi.mock('<path to src/http>', async (importOriginal) =>
//     (await import('<path to>/testing/httpMock.ts')).withFakeNetwork(await importOriginal()));
import { vi } from 'vitest';
import type * as HttpModule from '../http/index.ts';
import { saveSession } from '../http/session.ts';
import type { LoginAnswer, ModuleNode, UserInfo } from '#core/wire.ts';

export function withFakeNetwork(real: typeof HttpModule) {
  let captchaSerial = 0;
  return {
    ...real,
    setFeedback: vi.fn(),
    newCaptchaId: () => `captcha-${++captchaSerial}`,
    login: vi.fn<typeof real.login>(),
    jump: vi.fn<typeof real.jump>(),
    changePasswordWithToken: vi.fn<typeof real.changePasswordWithToken>(),
    logout: vi.fn(real.logout),
  };
}

export function loginAnswer(userInfo: UserInfo, modules: ModuleNode[]): LoginAnswer {
  return { token: 'token-1', refreshToken: 'refresh-1', userInfo, modules };
}

/** Puts a signed-in session in storage, as a successful login would. */
export function signIn(userInfo: UserInfo, modules: ModuleNode[]): void {
  saveSession(loginAnswer(userInfo, modules));
}
