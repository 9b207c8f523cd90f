// GET /api/auth/public_key and POST /api/auth/login. Order of checks (docs/protocol.md): the
// captcha first (consumed whatever happens next), then a place under the failure limits (taken
// atomically, login-guard.ts), then the password,
// then the account state, then the password's age and strength.
import type { FastifyInstance } from 'fastify';
import { ApiError, businessError, ok } from '../http/envelope.ts';
import { MESSAGES } from '../http/messages.ts';
import { dataBody } from '../http/validation.ts';
import { consumeCaptcha } from '../auth/captcha-store.ts';
import { beginLoginAttempt, whyRefused } from '../auth/login-guard.ts';
import { publicRoute } from '../auth/route-access.ts';
import { signPasswordChangeToken } from '../auth/password-change-token.ts';
import { decoyPasswordHash, verifyPassword } from '../auth/password-hash.ts';
import { mustChangePassword } from '../auth/password-rules.ts';
import { decryptPassword } from '../auth/password-transport.ts';
import { buildLoginAnswer } from '../auth/session-answer.ts';
import { findUserByLoginName } from '../auth/users.ts';

interface LoginQuery {
  captcha: string;
  captchaId: string;
}

interface LoginBody {
  data: { username: string; password: string; tag?: string };
}

const loginSchema = {
  querystring: {
    type: 'object',
    required: ['captcha', 'captchaId'],
    properties: {
      captcha: { type: 'string', title: '验证码', maxLength: 16 },
      captchaId: { type: 'string', title: '验证码编号', maxLength: 64 },
    },
  },
  body: dataBody({
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', title: '用户名', minLength: 1, maxLength: 100 },
      password: { type: 'string', title: '密码', minLength: 1, maxLength: 2048 },
      tag: { type: 'string', title: '登录类型', maxLength: 20 },
    },
  }),
};

export async function registerLoginRoutes(app: FastifyInstance): Promise<void> {
  const portal = app.portal;
  const { db, secrets } = portal;

  app.get('/api/auth/public_key', { config: { access: publicRoute() } }, async () => ok({ publicKey: secrets.rsaPublicKey }));

  app.post<{ Querystring: LoginQuery; Body: LoginBody }>(
    '/api/auth/login',
    { config: { access: publicRoute() }, schema: loginSchema },
    async (request, reply) => {
      const { captcha, captchaId } = request.query;
      const loginName = request.body.data.username.trim();
      const ip = request.ip;

      if (!(await consumeCaptcha(db, captchaId, captcha))) throw businessError(MESSAGES.captchaInvalid);
      const attempt = await beginLoginAttempt(db, loginName, ip);
      if (!attempt) throw businessError(MESSAGES[await whyRefused(db, loginName, ip)]);

      const password = decryptPassword(secrets.rsaPrivateKey, request.body.data.password);
      const user = await findUserByLoginName(db, loginName);
      const matches = password !== null && (await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash())));
      if (!user || !matches || password === null) {
        await attempt.failed();
        throw businessError(MESSAGES.wrongCredentials);
      }
      if (user.state !== 'EFFECTIVE') {
        await attempt.withdrawn();
        throw businessError(MESSAGES.accountFrozen);
      }
      await attempt.succeeded();

      if (mustChangePassword(user, password, Date.now())) {
        const token = await signPasswordChangeToken(secrets.accessKey, {
          userId: user.id,
          passwordChangedAt: user.password_changed_at,
        });
        throw new ApiError(MESSAGES.mustChangePassword, { httpStatus: 401, headers: { token } });
      }
      return reply.send(ok(await buildLoginAnswer(portal, user)));
    },
  );
}
