// POST /api/user/anon/pwd/updatePasswprd: the change-password dialog of the login page, opened
// after a login answered 请更改密码 with a password-change token. Types are checked by the body
// schema; empty values get the dialog's own messages (bill-families-and-screens.md §5).
import type { FastifyInstance } from 'fastify';
import { businessError, ok, unauthorizedError } from '../http/envelope.ts';
import { MESSAGES } from '../http/messages.ts';
import { dataBody } from '../http/validation.ts';
import { publicRoute } from '../auth/route-access.ts';
import { verifyPasswordChangeToken } from '../auth/password-change-token.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { isStrongPassword } from '../auth/password-rules.ts';
import { decryptPassword } from '../auth/password-transport.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { findUserById } from '../auth/users.ts';

interface PasswordChangeBody {
  data: {
    name: string;
    account?: string;
    oldPassword: string;
    newPassword: string;
    againPassword: string;
    token: string;
  };
}

const text = (title: string) => ({ type: 'string', title, maxLength: 2048 });

const schema = {
  body: dataBody({
    type: 'object',
    required: ['name', 'oldPassword', 'newPassword', 'againPassword', 'token'],
    properties: {
      name: text('登录名'),
      account: text('主账号'),
      oldPassword: text('原始密码'),
      newPassword: text('新密码'),
      againPassword: text('确认密码'),
      token: text('修改密码凭证'),
    },
  }),
};

export async function registerPasswordChangeRoutes(app: FastifyInstance): Promise<void> {
  const { db, secrets } = app.portal;

  app.post<{ Body: PasswordChangeBody }>('/api/user/anon/pwd/updatePasswprd', { config: { access: publicRoute() }, schema }, async (request) => {
    const input = request.body.data;
    const subject = await verifyPasswordChangeToken(secrets.accessKey, input.token);
    const user = subject ? await findUserById(db, subject.userId) : undefined;
    // The token dies once the password it was issued for has changed.
    if (!subject || !user || user.password_changed_at !== subject.passwordChangedAt) {
      throw unauthorizedError(MESSAGES.passwordChangeTokenInvalid);
    }
    if (input.name.trim() === '') throw businessError(MESSAGES.loginNameRequired);
    if (input.name.trim() !== user.login_name) throw businessError(MESSAGES.loginNameMismatch);
    if (input.oldPassword === '') throw businessError(MESSAGES.oldPasswordRequired);

    const oldPassword = decryptPassword(secrets.rsaPrivateKey, input.oldPassword);
    const newPassword = decryptPassword(secrets.rsaPrivateKey, input.newPassword);
    const againPassword = decryptPassword(secrets.rsaPrivateKey, input.againPassword);
    if (oldPassword === null || newPassword === null || againPassword === null) {
      throw businessError(MESSAGES.passwordUnreadable);
    }
    if (!(await verifyPassword(oldPassword, user.password_hash))) throw businessError(MESSAGES.oldPasswordWrong);
    if (!isStrongPassword(newPassword)) throw businessError(MESSAGES.passwordRule);
    if (newPassword === oldPassword) throw businessError(MESSAGES.passwordSameAsOld);
    if (newPassword !== againPassword) throw businessError(MESSAGES.passwordMismatch);

    await db
      .updateTable('app_user')
      .set({ password_hash: await hashPassword(newPassword), password_changed_at: Date.now(), must_change_password: 0 })
      .where('id', '=', user.id)
      .execute();
    // Every session of the account ends: a password change is also how one locks out a thief.
    await revokeUserSessions(db, user.id);
    return ok(null, MESSAGES.passwordChanged);
  });
}
