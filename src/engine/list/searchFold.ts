// The search panel folds to its first row (issue 23 point 7: on a 1366×768 laptop the 出口清单
// conditions took three rows and left the grid about four). Folded, the conditions past the
// first row are clipped away and taken out of the keyboard's way (inert), their values kept and
// still searched with; 展开 shows them all, 收起 folds again. The choice is the user's, kept in
// localStorage per signed-in user for every list; until the user chooses, a window lower than
// FOLD_BELOW_HEIGHT starts folded (a laptop), a taller one open.
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { getUserInfo } from '../../http/index.ts';

/** A window lower than this (px) starts with the search panel folded. */
export const FOLD_BELOW_HEIGHT = 900;

const KEY_PREFIX = 'portal.searchFolded:';

function keyOf(): string {
  return `${KEY_PREFIX}${getUserInfo()?.id ?? ''}`;
}

/** The user's kept choice: true folded, false open, null none yet. */
export function keptFoldChoice(): boolean | null {
  try {
    const kept = localStorage.getItem(keyOf());
    return kept === '1' ? true : kept === '0' ? false : null;
  } catch {
    return null;
  }
}

export function keepFoldChoice(folded: boolean): void {
  try {
    localStorage.setItem(keyOf(), folded ? '1' : '0');
  } catch {
    // Storage full or refused: the choice lasts as long as the page.
  }
}

/** Folded or not, and the toggle that also keeps the choice. */
export function useSearchFold(): [boolean, () => void] {
  const [folded, setFolded] = useState(() => keptFoldChoice() ?? window.innerHeight < FOLD_BELOW_HEIGHT);
  const toggle = useCallback(() => {
    setFolded((was) => {
      keepFoldChoice(!was);
      return !was;
    });
  }, []);
  return [folded, toggle];
}

export interface Box {
  top: number;
  bottom: number;
}

export interface FirstRow {
  /** How many leading conditions stand on the first row. */
  count: number;
  /** Where the first row ends, from the top of the conditions' box (px). */
  height: number;
}

/** The first row of wrapped boxes (each box: its top and bottom in the container), in order. */
export function firstRowOf(boxes: readonly Box[]): FirstRow {
  if (boxes.length === 0) return { count: 0, height: 0 };
  const top = boxes[0].top;
  // Boxes of one row share their top (a note under a date range makes its box taller, not lower).
  const count = boxes.findIndex((box) => box.top > top + 2);
  const row = count === -1 ? boxes : boxes.slice(0, count);
  return { count: row.length, height: Math.max(...row.map((box) => box.bottom)) };
}

/**
 * The first row of the conditions in `container` (each a child with data-filter), measured
 * after every layout change; null until measured (or while hidden).
 */
export function useFirstRow(container: RefObject<HTMLElement | null>, conditions: number): FirstRow | null {
  const [row, setRow] = useState<FirstRow | null>(null);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth === 0) return;
      const origin = element.getBoundingClientRect().top;
      const boxes = [...element.querySelectorAll<HTMLElement>(':scope > [data-filter]')].map((child) => {
        const box = child.getBoundingClientRect();
        return { top: Math.round(box.top - origin), bottom: Math.ceil(box.bottom - origin) };
      });
      const next = firstRowOf(boxes);
      setRow((known) => (known && known.count === next.count && known.height === next.height ? known : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [container, conditions]);
  return row;
}
