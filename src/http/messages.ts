// The user-facing texts of platform-and-settlement.md §5.1 and §8, verbatim. Every file that shows
// one of them imports it from here, so a text exists exactly once in the code base. A text enters
// this file with the first screen that shows it.

// §8.2 HTTP status (texts per status live in httpStatus.ts, built from these constants).
export const MSG_REQUEST_TIMEOUT = '请求超时';
export const MSG_NOT_IMPLEMENTED = '服务未实现';
export const MSG_BAD_GATEWAY = '网关错误';
export const MSG_SERVICE_UNAVAILABLE = '服务不可用';
export const MSG_GATEWAY_TIMEOUT = '网关超时';
export const MSG_HTTP_VERSION = 'HTTP版本不受支持';
export const MSG_NETWORK_FAILURE = '网络连接失败,请检查网络链接!';

// §8.3 Login.
export const MSG_PASSWORD_EXPIRED = '您的密码已过期或密码强度有限，存在一定安全风险。为加强安全，请修改密码后登录。';
export const MSG_ENTER_ACCOUNT = '请输入企业账号';
export const MSG_ENTER_PASSWORD = '请输入密码';
export const MSG_ENTER_CAPTCHA = '请输入验证码';
export const MSG_DRAG_SLIDER = '请拖动滑块完成验证';

// §5.1 Uploads.
export const CONFIRM_IMPORT = '导入数据可能会耗费较多时间, 请耐心等待, 是否导入?';

// §8.4 Successes.
export const MSG_DRAFT_SAVED = '暂存成功!';

// §8.4 Failures and notices.
export const MSG_EXPORT_FAILED = '导出失败';
export const MSG_USER_INFO_MISSING = '获取用户信息失败！';

// §8.4 Confirmations.
export const CONFIRM_BATCH_DECLARE = '确认批量申报吗？';
export const CONFIRM_BATCH_RETURN = '确定批量改为退单吗?';
export const CONFIRM_RESEND_RECEIPT = '确定重新发送选中单据回执吗?';
export const CONFIRM_LOGOUT = '确认退出当前用户?';

// Decided by the project (the spec is silent): WebCrypto, which encrypts the password, exists
// only in secure contexts (HTTPS or localhost). Without it no password can be sent.
export const MSG_INSECURE_CONTEXT = '当前页面不是安全连接（HTTPS），无法加密密码，请使用 HTTPS 访问';
