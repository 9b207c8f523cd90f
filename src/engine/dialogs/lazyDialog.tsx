// A dialog whose code is fetched when it is first shown, not with the page that may show it:
// the bill list's dialogs (import, Excel query, receipts, 申报 progress) bring antd's Table,
// Upload, Steps, Drawer and Descriptions, which a list opened cold does not need for its rows.
import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * Wraps a dialog component: nothing is rendered (nor downloaded) until its `open` is true — a
 * dialog without `open` is shown by being rendered — and from then on it stays mounted, so it
 * closes with antd's animation. Its own Suspense boundary keeps the page on show while the
 * chunk arrives (the route's boundary would swap the whole page for the loading state).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const open = (props as { open?: boolean }).open ?? true;
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
