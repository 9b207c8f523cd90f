import { describe, expect, it } from 'vitest';
import { isLateTeardownError } from './late-errors.ts';

const reactStack = `ReferenceError: window is not defined
    at resolveUpdatePriority (/repo/node_modules/react-dom/cjs/react-dom-client.development.js:1020:5)
    at dispatchSetState (/repo/node_modules/react-dom/cjs/react-dom-client.development.js:7540:18)
    at /repo/src/screens/home/HomeView.tsx:40:7`;

describe('errors left behind by a finished spec file', () => {
  it('lets React reaching for a torn-down window pass, when no test was running', () => {
    expect(isLateTeardownError({ name: 'ReferenceError', message: 'window is not defined', stack: reactStack })).toBe(true);
  });

  it("lets vitest's closing-RPC rejection pass", () => {
    expect(isLateTeardownError({ name: 'EnvironmentTeardownError', message: '[vitest-worker]: Closing rpc while "onUserConsoleLog" was pending' })).toBe(true);
  });

  it('still fails the run for the same error during a test', () => {
    expect(isLateTeardownError({ name: 'ReferenceError', message: 'window is not defined', stack: reactStack, VITEST_TEST_NAME: 'opens' })).toBe(false);
  });

  it('still fails the run when our own code reaches for the gone window', () => {
    const ours = 'ReferenceError: window is not defined\n    at tick (/repo/src/engine/list/fileDownload.ts:46:3)';
    expect(isLateTeardownError({ name: 'ReferenceError', message: 'window is not defined', stack: ours })).toBe(false);
  });

  it('still fails the run for any other error outside a test', () => {
    expect(isLateTeardownError({ name: 'TypeError', message: "Cannot read properties of undefined (reading 'id')", stack: reactStack })).toBe(false);
    expect(isLateTeardownError({ name: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:5432' })).toBe(false);
  });
});
