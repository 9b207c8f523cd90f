// The side effects the HTTP layer needs (messages and navigation), behind one replaceable object:
// the app wires them to antd and the router, tests record them.

export interface Feedback {
  /** A warning message; `seconds` undefined means the message API's default duration. */
  warning(text: string, seconds?: number): void;
  error(text: string, seconds?: number): void;
  /** Goes to the login page; `redirect` is the path to come back to after login. */
  toLogin(redirect?: string): void;
  /** Goes to `/` (which redirects to /home, or to login without a session). */
  toRoot(): void;
  /** Reloads the page after `delayMs`, so that in-memory state of the old session is dropped. */
  reload(delayMs: number): void;
}

export const browserFeedback: Feedback = {
  // Until the app wires them to antd (FeedbackBridge, mounted before any page calls), messages go
  // to the console: antd's message needs the app's context, and its code stays off the login page.
  warning: (text) => console.warn(text),
  error: (text) => console.error(text),
  toLogin: (redirect) => window.location.assign(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  toRoot: () => window.location.assign('/'),
  reload: (delayMs) => void window.setTimeout(() => window.location.reload(), delayMs),
};

let current: Feedback = browserFeedback;

/** Replaces some or all of the side effects; what is not given keeps the browser default. */
export function setFeedback(feedback: Partial<Feedback>): void {
  current = { ...browserFeedback, ...feedback };
}

export function feedback(): Feedback {
  return current;
}

/** The path (with query) to come back to after logging in again. */
export function currentLocation(): string {
  return window.location.pathname + window.location.search;
}

/** §8.2 treats 401 differently on the login page. */
export function isOnLoginPage(pathname: string = window.location.pathname): boolean {
  return /\/login\/?$/.test(pathname);
}
