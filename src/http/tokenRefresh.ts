// The access-token refresh of §8.1 (code -10000), single-flight: however many calls find their
// token expired at the same moment, one refresh call is made and all of them wait for it. The
// refresh token is single use on the server, so a second concurrent refresh would fail and log
// the user out.
import { MSG_SESSION_EXPIRED } from '#core/messages.ts';
import { HttpError, isHttpError } from './httpError.ts';

import { getRefreshToken, getToken, saveTokens } from './session.ts';
import { endSession } from './sessionEnd.ts';
import type { TokenPair } from '#core/wire.ts';

export const REFRESH_TOKEN_PATH = '/api/auth/refresh_token';

/** Makes the refresh call: `GET /api/auth/refresh_token` with the refresh token as bearer. */
export type PairFetcher = (refreshToken: string) => Promise<TokenPair>;

/**
 * Returns `refresh()`: resolves with the new pair, already stored. If the refresh fails the
 * session is cleared and the user sent to login (once, whatever number of callers wait).
 */
export function createTokenRefresher(fetchPair: PairFetcher): () => Promise<TokenPair> {
  let inFlight: Promise<TokenPair> | null = null;

  async function refreshOnce(): Promise<TokenPair> {
    const expiredToken = getToken();
    const refreshToken = getRefreshToken();
    try {
      if (!refreshToken) throw new HttpError({ message: MSG_SESSION_EXPIRED, code: -10000 });
      const pair = await fetchPair(refreshToken);
      if (!pair || typeof pair.token !== 'string' || typeof pair.refreshToken !== 'string') {
        throw new HttpError({ message: MSG_SESSION_EXPIRED, status: 200, body: pair });
      }
      saveTokens(pair);
      return pair;
    } catch (cause) {
      const error = isHttpError(cause) ? cause : new HttpError({ message: MSG_SESSION_EXPIRED });
      // The refresh call's own handler may already have ended the session (401, code -1 → '/').
      if (!error.sessionEnded) {
        endSession({ sentToken: expiredToken, text: refreshToken ? undefined : MSG_SESSION_EXPIRED });
      }
      throw new HttpError({
        message: error.message,
        code: error.code,
        status: error.status,
        serverMessage: error.serverMessage,
        headers: error.headers,
        body: error.body,
        sessionEnded: true,
      });
    }
  }

  return () => {
    inFlight ??= refreshOnce().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
