// Fast queries for the detail page's specs: *ByRole walks the accessibility tree of the whole
// document, which takes seconds in jsdom for a page of 120 fields and a grid.
import { act, fireEvent } from '@testing-library/react';

const compact = (text: string | null) => (text ?? '').replace(/\s+/g, '');

/** The visible button whose text is `name` (antd puts a space between two Chinese characters). */
export function buttonNamed(name: string, within: ParentNode = document): HTMLButtonElement | null {
  return [...within.querySelectorAll('button')].find((button) => compact(button.textContent) === name) ?? null;
}

export async function clickButton(name: string, within: ParentNode = document): Promise<void> {
  const button = buttonNamed(name, within);
  if (!button) throw new Error(`no button ${name}`);
  await act(async () => {
    fireEvent.click(button);
  });
}

/** Clicks 确定 in the open confirmation. */
export async function confirmDialog(): Promise<void> {
  const dialogs = document.querySelectorAll('.ant-modal-confirm');
  const last = dialogs[dialogs.length - 1];
  if (!last) throw new Error('no confirmation open');
  await clickButton('确定', last);
}

/** The problem shown under a header field (by property name). */
export function fieldError(name: string, prefix = 'root'): string | undefined {
  return document.getElementById(`${prefix}_${name}`)?.closest('.bill-field')?.querySelector('.bill-field-error')?.textContent ?? undefined;
}
