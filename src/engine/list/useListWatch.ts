// When an open list looks again whether its bills moved (issue 23 point 5): receipts change
// states on the server while a clerk looks at the list, and nothing tells the browser. The list
// checks (its counts, src/engine/list/useBillList.ts `refresh`) when the window gets the focus
// back, when the browser tab is shown again, when its portal tab is shown again, and every
// `intervalMs` while it is on screen. A list in a hidden portal tab or a hidden browser tab asks
// nothing.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How often an open list on screen looks again (30 s: a receipt's usual delay is longer). */
export const LIST_WATCH_MS = 30_000;

/** On screen: the browser tab shows, and the list is not in a hidden portal tab (aria-hidden, TabScreens.tsx). */
function onScreen(element: HTMLElement | null): boolean {
  return element !== null && element.isConnected && document.visibilityState === 'visible' && element.closest('[aria-hidden="true"]') === null;
}

/** Calls `check` at the moments above; `root` is the list's outer element (hidden with its tab). */
export function useListWatch(root: RefObject<HTMLElement | null>, check: () => void, intervalMs: number = LIST_WATCH_MS): void {
  const latest = useRef(check);
  useLayoutEffect(() => {
    latest.current = check;
  }, [check]);

  useEffect(() => {
    const look = () => {
      if (onScreen(root.current)) latest.current();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') look();
    };
    window.addEventListener('focus', look);
    document.addEventListener('visibilitychange', onVisibility);
    const timer = intervalMs > 0 ? window.setInterval(look, intervalMs) : undefined;
    // A portal tab shown again: its screen goes from no box (display: none) to a box.
    let shown = onScreen(root.current);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            const now = root.current !== null && root.current.getClientRects().length > 0;
            if (now && !shown) look();
            shown = now;
          });
    if (root.current) observer?.observe(root.current);
    return () => {
      window.removeEventListener('focus', look);
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer !== undefined) window.clearInterval(timer);
      observer?.disconnect();
    };
  }, [root, intervalMs]);
}
