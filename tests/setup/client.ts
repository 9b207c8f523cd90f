// jsdom lacks a few browser APIs that antd and AG Grid call at mount time.
import { cleanup, configure } from '@testing-library/react';
import { composeStory } from 'storybook/preview-api';
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
  // Once per worker: the files of the client project share one window (vite.config.ts).
  if (!(window.getComputedStyle as { pseudoAsUndefined?: true }).pseudoAsUndefined) {
    const style = window.getComputedStyle;
    window.getComputedStyle = Object.assign((elt: Element, pseudo?: string | null) => style(elt, pseudo ?? undefined), { pseudoAsUndefined: true as const });
  }
}

// Storybook's portable stories keep the last story they ran mounted until the next one runs; a
// story composed to render nothing runs that clean-up (unmount, canvas removed) after each test.
const noStory = composeStory({ render: () => null }, { title: 'clean-up' });
/** The address every file starts at (a router of the last file may have moved it). */
const startAddress = typeof window === 'undefined' ? '' : ((globalThis as { portalSpecStart?: string }).portalSpecStart ??= window.location.href);

// The page is emptied and the address put back too: what a static antd dialog (Modal.info) left
// open, or where a router went, would otherwise be in the next file's page, which shares the
// document.
afterEach(async () => {
  cleanup();
  await noStory.load();
  if (typeof window !== 'undefined') {
    document.body.replaceChildren();
    if (window.location.href !== startAddress) window.history.replaceState(null, '', startAddress);
    window.localStorage.clear();
    window.sessionStorage.clear();
    // A list's early first page (asked when a test opened a list route) is not the next test's.
    (await import('../../src/engine/list/firstRows.ts')).forgetFirstRows();
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
