// jsdom lacks a few browser APIs that antd and AG Grid call at mount time.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy…/waitFor wait up to 5 s (the library's 1 s is too short when the two cores are busy with
// other specs: a screen that renders in 300 ms alone may take seconds then). Specs may ask for more.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  const style = window.getComputedStyle;
  window.getComputedStyle = (elt: Element, pseudo?: string | null) => style(elt, pseudo ?? undefined);
}

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});

// React's scheduler runs its work in setImmediate tasks. One left by a file's last test (a fake
// answer arriving, a transition) would run after jsdom is gone and fail the run with "window is
// not defined"; a moment at the end of the file lets it run while the window is still there.
// On a busy machine (CI runs the server specs beside these) that work can come late: a few turns
// of the event loop, 250 ms in all, let a late answer's re-render finish first.
afterAll(async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 50));
});
