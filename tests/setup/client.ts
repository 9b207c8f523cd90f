// jsdom lacks a few browser APIs that antd and AG Grid call at mount time.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

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
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
