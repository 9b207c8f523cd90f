// Ending the session from inside the HTTP layer (401, failed token refresh). Several calls often
// fail together when a session dies; the user must see one message and one trip to login.
import { AxiosHeaders } from 'axios';
import { ERROR_MESSAGE_SECONDS, RELOAD_DELAY_MS } from './constants.ts';
import { currentLocation, feedback } from './feedback.ts';
import { clearSession, getToken } from './session.ts';

// The access token of the call whose failure last ended the session.
let lastEndedToken: string | null | undefined;

export interface EndSessionOptions {
  /** The access token the failing call carried (null when it carried none). */
  sentToken: string | null;
  /** Shown as an error message, when given. */
  text?: string;
  /** Reload the page after the delay of §8.2. */
  reload?: boolean;
}

export function endSession({ sentToken, text, reload }: EndSessionOptions): void {
  // Storage already empty and this very token already handled: a sibling call got there first.
  if (getToken() === null && lastEndedToken === sentToken) return;
  lastEndedToken = sentToken;
  clearSession();
  if (text) feedback().error(text, ERROR_MESSAGE_SECONDS);
  feedback().toLogin(currentLocation());
  if (reload) feedback().reload(RELOAD_DELAY_MS);
}

/** The bearer token a request was sent with. */
export function bearerOf(headers: unknown): string | null {
  if (!headers || typeof headers !== 'object') return null;
  const value = AxiosHeaders.from(headers as Record<string, string>).get('Authorization');
  return typeof value === 'string' ? value.replace(/^Bearer\s+/i, '') : null;
}
