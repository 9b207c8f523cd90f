// GET /api/enterprise/kaptcha/defaultKaptcha?captchaId= — an SVG image, not an envelope; a
// client over its limit (captcha-store.ts) gets HTTP 429 with an envelope instead.
import type { FastifyInstance } from 'fastify';
import svgCaptcha from 'svg-captcha';
import { ApiError } from '../http/envelope.ts';
import { MESSAGES } from '../http/messages.ts';
import { storeCaptcha } from '../auth/captcha-store.ts';
import { publicRoute } from '../auth/route-access.ts';

type CaptchaOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
// The module itself is a function drawing a given text; its typings only describe create().
const drawCaptcha = svgCaptcha as unknown as (text: string, options: CaptchaOptions) => string;

const IMAGE_OPTIONS: CaptchaOptions = { width: 120, height: 40, fontSize: 46, noise: 2, background: '#f4f6fa' };

export async function registerCaptchaRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.portal;
  app.get<{ Querystring: { captchaId: string } }>(
    '/api/enterprise/kaptcha/defaultKaptcha',
    {
      config: { access: publicRoute() },
      schema: {
        querystring: {
          type: 'object',
          required: ['captchaId'],
          properties: { captchaId: { type: 'string', title: '验证码编号', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request, reply) => {
      // Test mode: every captcha reads PORTAL_TEST_CAPTCHA so browser tests can log in.
      const captcha = config.testCaptcha
        ? { text: config.testCaptcha, data: drawCaptcha(config.testCaptcha, IMAGE_OPTIONS) }
        : svgCaptcha.create({ ...IMAGE_OPTIONS, size: 4, ignoreChars: '0oO1lIi' });
      const stored = await storeCaptcha(db, { id: request.query.captchaId, text: captcha.text, ip: request.ip }, config.limits.captchas);
      if (stored !== 'stored') throw new ApiError(MESSAGES.tooManyCaptchas, { httpStatus: 429, headers: { 'retry-after': '60' } });
      return reply.header('cache-control', 'no-store').type('image/svg+xml').send(captcha.data);
    },
  );
}
