// Classification of an answer body by the envelope codes of platform-and-settlement.md §8.1.
// Pure: the interceptors turn each outcome into its side effects.
import { ENVELOPE_CODE, type Envelope } from '#core/wire.ts';

export type EnvelopeOutcome =
  | { kind: 'success'; data: unknown }
  | { kind: 'callerShows'; body: Envelope }
  | { kind: 'warning'; message: string }
  | { kind: 'tokenExpired' }
  | { kind: 'other'; code: number; message: string }
  /** Not an envelope at all (a file, a plain text): handed to the caller unchanged. */
  | { kind: 'notEnvelope'; body: unknown };

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { code?: unknown }).code === 'number';
}

export function classifyEnvelope(body: unknown): EnvelopeOutcome {
  if (!isEnvelope(body)) return { kind: 'notEnvelope', body };
  const message = typeof body.message === 'string' ? body.message : '';
  switch (body.code) {
    case ENVELOPE_CODE.success:
      return { kind: 'success', data: body.data ?? null };
    case ENVELOPE_CODE.callerShows:
      return { kind: 'callerShows', body };
    case ENVELOPE_CODE.warning:
      return { kind: 'warning', message };
    case ENVELOPE_CODE.tokenExpired:
      return { kind: 'tokenExpired' };
    default:
      return { kind: 'other', code: body.code, message };
  }
}

/** The server's message in a body, if it is an envelope that has one. */
export function serverMessageOf(body: unknown): string | null {
  return isEnvelope(body) && typeof body.message === 'string' && body.message !== '' ? body.message : null;
}
