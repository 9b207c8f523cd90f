// The headers every answer carries (issue "Hardening" 9, docs/security.md), through
// @fastify/helmet:
// - a Content-Security-Policy the built portal satisfies: scripts only from the portal itself
//   (no inline script, no eval — the forms check schemas without generating code), styles from
//   the portal and inline (antd writes its CSS-in-JS into <style> elements and React sets style
//   attributes), images from the portal and data: URLs, connections to the portal only, no
//   plugins, and no framing by anyone (frame-ancestors 'none', with X-Frame-Options DENY for old
//   browsers);
// - X-Content-Type-Options: nosniff, Referrer-Policy: same-origin;
// - Strict-Transport-Security only when the request came over TLS (directly or, with
//   TRUST_PROXY, through a proxy that says so): over plain HTTP it would mean nothing, and on
//   localhost it would pin a development machine to HTTPS.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const HSTS = 'max-age=31536000; includeSubDomains';

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    hsts: false,
    // Downloads and the captcha image are same-origin; nothing here is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
