// jsdom computes a style by running the cascade of every style sheet in the document; with
// antd's injected sheets that costs tens of milliseconds per call, and AG Grid asks for the
// computed style of its rows and cells as it lays them out — a list page then takes minutes in
// jsdom. Specs that render the grid beside antd install this: computed styles are read from the
// element's inline style only, which is all that layout-free jsdom can honour anyway.
import { afterAll, beforeAll } from 'vitest';

export function installInlineComputedStyles(): void {
  let original: typeof window.getComputedStyle;
  beforeAll(() => {
    original = window.getComputedStyle;
    window.getComputedStyle = ((element: Element) => (element as HTMLElement).style ?? original(element)) as typeof window.getComputedStyle;
  });
  afterAll(() => {
    window.getComputedStyle = original;
  });
}
