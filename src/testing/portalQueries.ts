// Fast queries for antd screens in jsdom. getByRole computes accessible names and visibility
// through getComputedStyle, which antd's injected styles make slow (seconds per query on a
// busy machine); these find the same elements by their visible text or ARIA label instead.
import { screen, waitFor } from '@testing-library/react';

const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, '');

/** The button whose text is `text` (antd's 登 录 spacing ignored). Throws when absent. */
export function buttonByText(text: string, container: ParentNode = document.body): HTMLButtonElement {
  const found = queryButtonByText(text, container);
  if (!found) throw new Error(`No button with text ${text}`);
  return found;
}

export function queryButtonByText(text: string, container: ParentNode = document.body): HTMLButtonElement | null {
  const wanted = squeeze(text);
  return [...container.querySelectorAll('button')].find((b) => squeeze(b.textContent) === wanted) ?? null;
}

/** The open antd dialog (role="dialog"), or null. */
export function openDialog(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]');
}

/** Waits for an open antd dialog: a list's dialogs are fetched when first opened (lazyDialog). */
export function findOpenDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = openDialog();
    if (!dialog) throw new Error('no dialog is open');
    return dialog;
  });
}

/** The login slider, found by its ARIA label. */
export function sliderCheck(): HTMLElement {
  return screen.getByLabelText('拖动滑块完成验证');
}
