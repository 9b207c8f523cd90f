// The headers every answer carries (issue "Hardening" 9, docs/security.md), through helmet:
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
// "Every answer" includes refusals (issue 22 point 5): the headers are set in onSend, which every
// answer Fastify sends passes — the route guard's 401, 403 and -10000, which are thrown by an
// onRequest hook (@fastify/helmet set them in an onRequest hook of its own, which a refusal of an
// earlier hook never reached), 404, a body that is no JSON, a body over the limit — and by the
// handler of the errors Fastify meets before routing (an undecodable URL), which no hook sees.
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

const setHelmetHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  strictTransportSecurity: false,
  // Downloads and the captcha image are same-origin; nothing here is embedded cross-origin.
  crossOriginEmbedderPolicy: false,
});

/** Puts the security headers on an answer that has not been sent yet. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (reply.raw.headersSent) return;
  setHelmetHeaders(request.raw, reply.raw, () => undefined);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    applySecurityHeaders(request, reply);
  });
}
