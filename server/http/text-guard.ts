// Text no field may hold (issue 22): U+0000, which PostgreSQL cannot store in text (it answered 500),
// a lone surrogate, which both databases would silently turn into U+FFFD, and the other C0 control
// characters and DEL, which the customs messages (XML 1.0) cannot carry. A request with such text
// anywhere in its JSON body, query string or path parameters is refused as a whole with 400 and
// the place of the first one, before its handler runs: nothing is stored, nothing is silently
// changed. Tab, line feed and carriage return stay allowed (multi-line fields).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope.ts';

// eslint-disable-next-line no-control-regex -- the control characters are what this looks for
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A high surrogate not followed by a low one, or a low one not after a high one (read as code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Deeper than any definition's document: past it the walk stops (the body schema bounds depth anyway). */
const MAX_DEPTH = 64;

export const badTextMessage = (where: string): string => `请求数据包含不允许的控制字符或无效字符（位置：${where}），请删除后重试`;

/** True when `text` may be stored: well-formed UTF-16 without forbidden control characters. */
export function isStorableText(text: string): boolean {
  return !FORBIDDEN.test(text) && !LONE_SURROGATE.test(text);
}

/** The path of the first string (value or key) in `value` that may not be stored, or null. */
export function badTextIn(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || '(值)';
  // Bytes (an upload read whole) are not text.
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = badTextIn(value[index], `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return path ? `${path}.(字段名)` : '(字段名)';
    const found = badTextIn(item, where, depth + 1);
    if (found) return found;
  }
  return null;
}

function refuseBadText(request: FastifyRequest): void {
  const where = badTextIn(request.params, 'params') ?? badTextIn(request.query, 'query') ?? badTextIn(request.body);
  if (where) throw new ApiError(badTextMessage(where), { httpStatus: 400 });
}

/** After the route guard and the body's schema, before any handler. */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => refuseBadText(request));
}
