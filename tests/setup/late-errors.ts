// Errors that come after a spec file has finished and its environment is being torn down, from
// work the file left behind rather than from anything a test checks:
// - a client file's last fake answer or transition makes React (or an antd/rc component) run
//   after jsdom has gone: "window is not defined" (CI saw it three times under load, after
//   ShellLayout.spec, UpgradeOffer.spec and once in an unknown file);
// - a late log line or module load asks vitest's closing RPC channel for something: vitest
//   rejects it with an EnvironmentTeardownError ("Closing rpc while … was pending").
// Vitest counts such an error as a failure of the whole run although every test passed. They are
// still printed (one line each), but do not fail the run. Anything else outside a test still does.

/** What vitest hands to `onUnhandledError`: a serialised error with the test it came from. */
export interface UnhandledTestError {
  name?: string;
  message?: string;
  stack?: string;
  /** Set by vitest when the error came while a test was running. */
  VITEST_TEST_NAME?: string;
  /** The spec file the error came from. */
  VITEST_TEST_PATH?: string;
}

const GONE_GLOBAL = /^(window|document|navigator|HTMLElement|getComputedStyle|requestAnimationFrame) is not defined$/;
const CLOSING_RPC = /^\[vitest-worker\]: Closing rpc while ".+" was pending$/;

/** The first frame of the stack: where the error was thrown. */
function thrownAt(stack: string | undefined): string {
  return (stack ?? '').split('\n').find((line) => line.trim().startsWith('at ')) ?? '';
}

/** True for an error from work left behind by a finished file, as described above. */
export function isLateTeardownError(error: UnhandledTestError): boolean {
  const message = error.message ?? '';
  if (error.name === 'EnvironmentTeardownError' || CLOSING_RPC.test(message)) return true;
  if (error.VITEST_TEST_NAME !== undefined) return false;
  // Only a library's own code (React, antd, rc-*) reaching for the gone window: our code doing so
  // after its test would be a leak worth failing for.
  return error.name === 'ReferenceError' && GONE_GLOBAL.test(message) && thrownAt(error.stack).includes('/node_modules/');
}

/** vitest's `onUnhandledError`: false (and a note) for a late teardown error, so it does not fail the run. */
export function onUnhandledError(error: UnhandledTestError): boolean | void {
  if (!isLateTeardownError(error)) return;
  const file = error.VITEST_TEST_PATH ?? 'a spec file';
  process.stderr.write(`Ignored as work left behind by ${file}: ${error.name ?? 'Error'}: ${error.message ?? ''} (${thrownAt(error.stack).trim()})\n`);
  return false;
}
