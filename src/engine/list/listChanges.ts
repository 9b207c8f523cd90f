// Another screen changed what a list shows (a settlement application saved or given bills on its
// detail page): the list, alive in its own tab with its search, page and selection, reloads its
// rows and counts when told, instead of showing the old ones until the user searches again. A
// plain tab switch tells nothing, so the list then stays exactly as it was (issue 11 point 2),
// unless its own watch finds its counts moved (useListWatch.ts). The bill detail page tells after
// every save and line change (issue 23 point 5).
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();

/** Calls `listener` whenever the list at `route` is said to have changed; returns its removal. */
export function onListChanged(route: string, listener: Listener): () => void {
  let set = listeners.get(route);
  if (!set) listeners.set(route, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(route);
  };
}

/** Tells the list at `route` (its menu uri) that its rows have changed. */
export function announceListChanged(route: string): void {
  for (const listener of [...(listeners.get(route) ?? [])]) listener();
}
