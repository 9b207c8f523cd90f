// Password rules of bill-families §5, shared by the change-password dialog (login page and
// header), the reset dialog and the sub-account form (/account/add).
import type { FormRule } from 'antd';

import { isStrongPassword, MISMATCH_MESSAGE, PASSWORD_RULE_MESSAGE, SAME_AS_OLD_MESSAGE } from '#core/password.ts';

type FieldReader = (name: string) => unknown;

/** Rules of the new-password field; `oldField` names the field it must differ from. */
export function newPasswordRules(oldField?: string): FormRule[] {
  return [
    { required: true, message: '请输入密码' },
    {
      validator: async (_rule, value: string | undefined) => {
        if (value && !isStrongPassword(value)) throw new Error(PASSWORD_RULE_MESSAGE);
      },
    },
    ({ getFieldValue }: { getFieldValue: FieldReader }) => ({
      validator: async (_rule: unknown, value: string | undefined) => {
        if (oldField && value && value === getFieldValue(oldField)) throw new Error(SAME_AS_OLD_MESSAGE);
      },
    }),
  ];
}

/** Rules of the confirmation field, which must repeat `passwordField`. */
export function confirmPasswordRules(passwordField: string): FormRule[] {
  return [
    { required: true, message: '请再次输入密码' },
    ({ getFieldValue }: { getFieldValue: FieldReader }) => ({
      validator: async (_rule: unknown, value: string | undefined) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(MISMATCH_MESSAGE);
      },
    }),
  ];
}
