// Texts the API sends to users (docs/protocol.md and the spec's error catalogue). Kept in one
// place so that tests and handlers quote the same words.
import { MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE, SAME_AS_OLD_MESSAGE } from '../../src/engine/policy/password.ts';

export const MESSAGES = {
  success: '操作成功！',
  badJson: '请求数据格式不正确',
  missingData: '请求体缺少 data 字段',
  bodyTooLarge: '请求数据过大（上限 1 MB）',
  unsupportedMediaType: '请求数据类型不支持，请以 JSON 格式提交',
  badRequest: '请求错误',
  sessionExpired: '您的登录信息已失效, 请重新登录',
  forbidden: '拒绝访问',
  notFound: '请求地址出错',
  internalError: '服务器内部错误',
  tokenExpired: '登录已过期，正在刷新',
  captchaInvalid: '验证码错误或已过期',
  wrongCredentials: '账号或密码错误',
  accountFrozen: '该账号已被冻结',
  tooManyFailures: '登录失败次数过多，请15分钟后再试',
  mustChangePassword: '请更改密码',
  passwordChangeTokenInvalid: '修改密码凭证已失效，请重新登录后再修改密码',
  loginNameRequired: '请填写登录名',
  loginNameMismatch: '登录名与待修改密码的账号不一致',
  oldPasswordRequired: '请填写原始密码',
  oldPasswordWrong: '原始密码错误',
  passwordRule: PASSWORD_RULE_MESSAGE,
  passwordSameAsOld: SAME_AS_OLD_MESSAGE,
  passwordMismatch: MISMATCH_MESSAGE,
  passwordChanged: '修改成功！',
  passwordUnreadable: '密码无法解密，请刷新页面后重试',
  ssoInvalid: '单点登录凭证无效或已过期',
  ssoAccountUnknown: '单点登录账号不存在',
} as const;
