// The worked example of docs/open-api.md computes to the documented digest, canonical string and
// signature — by the recipe an ERP developer follows (node:crypto) and by the server's own
// canonicalString — so the document cannot drift from the code.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KEY_ID_PATTERN, NONCE_PATTERN, canonicalString } from '../../core/open-api.ts';

const doc = readFileSync(fileURLToPath(new URL('../../docs/open-api.md', import.meta.url)), 'utf8');
const example = doc.slice(doc.indexOf('### Worked example'), doc.indexOf('## 3. Refusals'));

function found(pattern: RegExp): string {
  const match = pattern.exec(example);
  if (!match) throw new Error(`docs/open-api.md worked example: ${pattern} not found`);
  return match[1];
}

describe('docs/open-api.md worked example', () => {
  const keyId = found(/Key id `([^`]+)`/);
  const secret = found(/secret `([^`]+)`/);
  const method = found(/request `([A-Z]+) /);
  const path = found(/request `[A-Z]+ ([^`]+)`/);
  const timestamp = found(/at timestamp `(\d+)`/);
  const nonce = found(/with nonce `([^`]+)`/);
  const bytes = Number(found(/this body \((\d+) bytes/));
  const body = found(/```json\n(.*)\n```/);
  const digest = found(/Body SHA-256: `([0-9a-f]{64})`/);
  const canonical = found(/```text\n([\s\S]*?)\n```/);
  const signature = found(/Signature: `([0-9a-f]{64})`/);
  const request = found(/```http\n([\s\S]*?)\n```/);

  it('uses values a real key and request would have', () => {
    expect(keyId).toMatch(KEY_ID_PATTERN);
    expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(nonce).toMatch(NONCE_PATTERN);
    expect(Buffer.byteLength(body)).toBe(bytes);
  });

  it('computes to the documented digest, canonical string and signature', () => {
    expect(createHash('sha256').update(body).digest('hex')).toBe(digest);
    const recipe = [method, path, timestamp, nonce, digest].join('\n');
    expect(recipe).toBe(canonical);
    expect(canonicalString({ method, pathWithQuery: path, timestamp, nonce, bodySha256Hex: digest })).toBe(canonical);
    expect(createHmac('sha256', secret).update(canonical, 'utf8').digest('hex')).toBe(signature);
  });

  it('shows the request with exactly those headers and that body', () => {
    expect(request).toBe(
      [
        `${method} ${path} HTTP/1.1`,
        'Content-Type: application/json',
        `X-Api-Key: ${keyId}`,
        `X-Api-Timestamp: ${timestamp}`,
        `X-Api-Nonce: ${nonce}`,
        `X-Api-Signature: ${signature}`,
        '',
        body,
      ].join('\n'),
    );
  });
});
