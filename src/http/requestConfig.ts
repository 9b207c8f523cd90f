// Per-call switches the interceptors read. They ride on axios' own request config, so a retried
// request carries them along unchanged.
import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Resolve with the whole envelope ({ code, message, data }) instead of `data`. */
    envelope?: boolean;
    /** Send no Authorization header (login, single sign-on, public key, password change). */
    anonymous?: boolean;
    /** Also send `X-Authorization: Bearer <token>` (uploads, §7.3). */
    withXAuthorization?: boolean;
    /** This is the token refresh call itself (§8.1: its failures end the session). */
    isTokenRefresh?: boolean;
    /** Set on the one retry after a refresh, so an expired answer cannot loop. */
    retriedAfterRefresh?: boolean;
  }
}

export {};
