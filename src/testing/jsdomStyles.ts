// jsdom computes a style by running the cascade of every style sheet (antd injects many), which
// makes a 70-field form and a grid take seconds per render. Specs of the detail page read
// computed styles from the element's inline style instead: layout-free jsdom honours no more.
import { afterAll, beforeAll, vi } from 'vitest';

/** A form of 70 antd fields takes seconds to render in jsdom. */
export const DETAIL_SPEC_TIMEOUT = 60_000;

export function useInlineComputedStyles(): void {
  vi.setConfig({ testTimeout: DETAIL_SPEC_TIMEOUT });
  let original: typeof window.getComputedStyle;
  beforeAll(() => {
    original = window.getComputedStyle;
    window.getComputedStyle = ((element: Element) => (element as HTMLElement).style ?? original(element)) as typeof window.getComputedStyle;
  });
  afterAll(() => {
    window.getComputedStyle = original;
  });
}
