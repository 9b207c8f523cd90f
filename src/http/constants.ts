// Numbers of platform-and-settlement.md §9 that the HTTP layer uses.

/** Default request timeout (§9 "Request timeout ... default 30000"). */
export const DEFAULT_TIMEOUT = 30_000;
/** For long calls (imports, uploads, exports): §9 "Request timeout 120000 ms". */
export const LONG_TIMEOUT = 120_000;
/** §9 "Error message duration 5000 ms", in the seconds antd's message API expects. */
export const ERROR_MESSAGE_SECONDS = 5;
/** §8.2: after a 401 outside the login page the page reloads after 1 second. */
export const RELOAD_DELAY_MS = 1_000;
