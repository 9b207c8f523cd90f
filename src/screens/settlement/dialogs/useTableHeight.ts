// The write-off table's body height: what the window leaves beside the dialog's title, search,
// table heading, pagination and buttons (about CHROME pixels with the dialog's top at DIALOG_TOP),
// between MIN and MAX rows' worth, so the dialog fits a 768 px laptop screen without the page
// scrolling and uses a tall screen's room (issue 23 point 3). A virtual body needs a number.
import { useSyncExternalStore } from 'react';

export const DIALOG_TOP = 32;
const CHROME = 330;
const MIN_HEIGHT = 200;
const MAX_HEIGHT = 480;

export function tableHeightFor(windowHeight: number): number {
  return Math.max(MIN_HEIGHT, Math.min(MAX_HEIGHT, windowHeight - DIALOG_TOP - CHROME));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

export function useTableHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => tableHeightFor(window.innerHeight),
    () => MAX_HEIGHT,
  );
}
