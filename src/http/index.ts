// The public surface of the HTTP layer. Screens and the engine import from here only.
export { http, post, get, send, DEFAULT_TIMEOUT, LONG_TIMEOUT } from './client.ts';
export type { CallOptions, DataOptions, EnvelopeOptions } from './client.ts';
export { HttpError, isHttpError } from './httpError.ts';
export type { HttpErrorInit } from './httpError.ts';
export { classifyEnvelope, isEnvelope } from './envelope.ts';
export type { EnvelopeOutcome } from './envelope.ts';
export { HTTP_STATUS_TEXT, describeHttpFailure } from './httpStatus.ts';
export { setFeedback, browserFeedback, isOnLoginPage } from './feedback.ts';
export type { Feedback } from './feedback.ts';
export {
  SESSION_KEYS, saveSession, saveTokens, getToken, getRefreshToken, getUserInfo, getModules, clearSession,
} from './session.ts';
export { cachedCall, clearHttpCache } from './cache.ts';
export { queryDictionary, queryStates } from './options.ts';
export {
  fetchPublicKey, encryptPassword, captchaUrl, newCaptchaId, login, jump, validateToken,
  changePasswordWithToken, logout,
} from './auth.ts';
export type { LoginInput, ChangePasswordInput } from './auth.ts';
export { uploadFile, isValidUploadName, UPLOAD_PATH } from './upload.ts';
export type { UploadedFile, UploadPurpose } from './upload.ts';
export * from './messages.ts';
export { ERROR_MESSAGE_SECONDS } from './constants.ts';
export type * from '#core/wire.ts';
