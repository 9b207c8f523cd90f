// jsdom computes a style by running the cascade of every style sheet in the document; with
// antd's injected sheets that costs tens of milliseconds per call, and AG Grid asks for the
// computed style of its rows and cells as it lays them out — a list page then takes minutes and a
// 70-field form seconds per render. Specs that render the grid or a big form beside antd install
// this: computed styles are read from the element's inline style only, which is all that
// layout-free jsdom can honour anyway.
import { afterAll, beforeAll, vi } from 'vitest';

/** A form of 70 antd fields takes seconds to render in jsdom. */
export const DETAIL_SPEC_TIMEOUT = 60_000;

/** Installs the patch for the spec file; `testTimeout` raises its tests' time limit too. */
export function installInlineComputedStyles(testTimeout?: number): void {
  if (testTimeout !== undefined) vi.setConfig({ testTimeout });
  let original: typeof window.getComputedStyle;
  beforeAll(() => {
    original = window.getComputedStyle;
    window.getComputedStyle = ((element: Element) => (element as HTMLElement).style ?? original(element)) as typeof window.getComputedStyle;
  });
  afterAll(() => {
    window.getComputedStyle = original;
  });
}
