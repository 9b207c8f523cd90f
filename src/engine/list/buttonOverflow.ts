// Which buttons of a list's bar stay on its one row (issue 23 point 7: at 1366 px the 出口清单 bar
// took two rows and pushed the grid down): all of them when they fit; otherwise as many as fit
// beside 更多, which holds the rest. Tools (Excel files: overflowFirst) leave the row before the
// day's work (declare, delete, the other batch actions); within each group the bar's order holds,
// and the buttons that stay keep their order on the row.
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface RowItem {
  key: string;
  /** Its width as last measured; undefined while never measured. */
  width: number | undefined;
  /** Goes into 更多 before the others. */
  overflowFirst: boolean;
}

/**
 * The keys that stay on the row of width `room`, with `gap` between items and `moreWidth` for
 * 更多 when anything does not fit. Null while a width is unknown (render them all to measure).
 */
export function keysOnRow(items: readonly RowItem[], room: number, gap: number, moreWidth: number): Set<string> | null {
  if (items.some((item) => item.width === undefined)) return null;
  const widthOf = (item: RowItem) => item.width ?? 0;
  const all = items.reduce((sum, item) => sum + widthOf(item), 0) + gap * Math.max(0, items.length - 1);
  if (all <= room) return new Set(items.map((item) => item.key));
  const kept = new Set<string>();
  let used = moreWidth;
  for (const item of [...items.filter((one) => !one.overflowFirst), ...items.filter((one) => one.overflowFirst)]) {
    const next = used + gap + widthOf(item);
    // Once one does not fit, the later ones stay off too: the row never skips a button.
    if (next > room) break;
    kept.add(item.key);
    used = next;
  }
  return kept;
}

/** The data-row-key of 更多 itself (its width is measured, it is never an item). */
export const MORE_KEY = '__more';

/** 更多's width before it was ever on show (a button with an icon, two characters and an arrow). */
const MORE_WIDTH = 96;

/** Room at or below this is a hidden row (a hidden tab's screen): nothing is decided on it. */
const NO_ROOM = 1;

/**
 * Measures the row's room and its items' widths (each rendered item carries data-row-key) and
 * answers the keys that stay (null: all, while nothing is measured yet). A hidden row (a hidden
 * tab's screen) measures nothing and keeps its last answer.
 */
export function useRowFit(row: RefObject<HTMLElement | null>, items: ReadonlyArray<Omit<RowItem, 'width'>>, gap: number): Set<string> | null {
  const [room, setRoom] = useState(0);
  // Item widths by key (more's under MORE_KEY once it has been on show); hidden items keep theirs.
  const [widths, setWidths] = useState<ReadonlyMap<string, number>>(new Map());
  const kept =
    room <= NO_ROOM
      ? null
      : keysOnRow(
          items.map((item) => ({ ...item, width: widths.get(item.key) })),
          room,
          gap,
          widths.get(MORE_KEY) ?? MORE_WIDTH,
        );
  // Which items are on show: when it changes, the new ones are observed.
  const shown = kept === null ? '' : [...kept].join('|');

  useLayoutEffect(() => {
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (element.clientWidth <= NO_ROOM) return;
      setRoom(element.clientWidth);
      const found = [...element.querySelectorAll<HTMLElement>('[data-row-key]')].map(
        (node) => [node.dataset.rowKey as string, Math.ceil(node.getBoundingClientRect().width)] as const,
      );
      setWidths((known) => (found.every(([key, width]) => known.get(key) === width) ? known : new Map([...known, ...found])));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const node of element.querySelectorAll('[data-row-key]')) observer.observe(node);
    measure();
    return () => observer.disconnect();
  }, [row, items, shown]);

  return kept;
}
