// Texts the API sends to users (docs/protocol.md and the spec's error catalogue). Kept in one
// place so that tests and handlers quote the same words.
import {
  MSG_BAD_REQUEST,
  MSG_CHANGE_PASSWORD,
  MSG_FORBIDDEN,
  MSG_LOGIN_NAME_REQUIRED,
  MSG_NOT_FOUND,
  MSG_OLD_PASSWORD_REQUIRED,
  MSG_OPERATION_SUCCEEDED,
  MSG_PASSWORD_CHANGED,
  MSG_SERVER_ERROR,
  MSG_SESSION_EXPIRED,
} from '#core/messages.ts';
import { MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE, SAME_AS_OLD_MESSAGE } from '#core/password.ts';

export const MESSAGES = {
  success: MSG_OPERATION_SUCCEEDED,
  badJson: '请求数据格式不正确',
  missingData: '请求体缺少 data 字段',
  bodyTooLarge: '请求数据过大（上限 1 MB）',
  unsupportedMediaType: '请求数据类型不支持，请以 JSON 格式提交',
  badRequest: MSG_BAD_REQUEST,
  sessionExpired: MSG_SESSION_EXPIRED,
  forbidden: MSG_FORBIDDEN,
  notFound: MSG_NOT_FOUND,
  internalError: MSG_SERVER_ERROR,
  /** A full worker queue, or the database out of reach for a moment (HTTP 503 with Retry-After). */
  busy: '服务器繁忙，请稍后再试',
  tokenExpired: '登录已过期，正在刷新',
  captchaInvalid: '验证码错误或已过期',
  wrongCredentials: '账号或密码错误',
  accountFrozen: '该账号已被冻结',
  tooManyFailures: '登录失败次数过多，请15分钟后再试',
  /** Places held by password checks in flight, not by failures (login-guard.ts): no lock. */
  tooManyAtOnce: '登录请求过于频繁，请稍后再试',
  tooManyCaptchas: '获取验证码过于频繁，请稍后再试',
  mustChangePassword: MSG_CHANGE_PASSWORD,
  passwordChangeTokenInvalid: '修改密码凭证已失效，请重新登录后再修改密码',
  loginNameRequired: MSG_LOGIN_NAME_REQUIRED,
  loginNameMismatch: '登录名与待修改密码的账号不一致',
  oldPasswordRequired: MSG_OLD_PASSWORD_REQUIRED,
  oldPasswordWrong: '原始密码错误',
  passwordRule: PASSWORD_RULE_MESSAGE,
  passwordSameAsOld: SAME_AS_OLD_MESSAGE,
  passwordMismatch: MISMATCH_MESSAGE,
  passwordChanged: MSG_PASSWORD_CHANGED,
  passwordUnreadable: '密码无法解密，请刷新页面后重试',
  ssoInvalid: '单点登录凭证无效或已过期',
  ssoAccountUnknown: '单点登录账号不存在',
} as const;
