// The mobile-phone rule of spec §5.2: 11 digits, starting with 1, second digit 3, 4, 5, 7 or 8;
// empty is allowed. A field is a mobile phone when its uiSchema says so (ui:options.mobile).
import type { FieldUi } from './testers.ts';
import { uiOptionsOf } from './testers.ts';

export const MSG_MOBILE = '请输入正确的11位手机号';
const MOBILE = /^1[34578]\d{9}$/;

export function isMobileField(ui: FieldUi | undefined): boolean {
  return uiOptionsOf(ui).mobile === true;
}

export function isValidMobile(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'string' && MOBILE.test(value));
}
