import { useContext, useSyncExternalStore, type ReactNode } from 'react';
import AppContext from 'antd/es/app/context';
import type { FeedbackApi, LazyFeedback } from './lazyFeedback.ts';
import { portalFeedback } from './portalFeedback.ts';

/**
 * Gives the page antd's App context (message, notification, modal; `App.useApp()` reads it) and
 * mounts antd's holders beside the page once their chunk is in. Placed first, so that adding
 * them does not move (and remount) the page.
 */
export function FeedbackHost({ feedback = portalFeedback, children }: { feedback?: LazyFeedback; children: ReactNode }) {
  const holders = useSyncExternalStore(feedback.subscribe, feedback.loaded, feedback.loaded);
  const Holders = holders?.FeedbackHolders;
  return (
    <AppContext.Provider value={feedback.api}>
      {Holders ? <Holders attach={feedback.attach} /> : null}
      {children}
    </AppContext.Provider>
  );
}

/** message, notification and modal, as `App.useApp()` gives them, without importing antd App. */
export function useFeedback(): FeedbackApi {
  return useContext(AppContext);
}
