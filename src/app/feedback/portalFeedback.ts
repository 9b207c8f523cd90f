import { createLazyFeedback } from './lazyFeedback.ts';

/** The portal's one set of feedback holders (lazyFeedback.ts), fetched when first needed. */
export const portalFeedback = createLazyFeedback(() => import('./FeedbackHolders.tsx'));
