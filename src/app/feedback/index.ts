export { FeedbackHost, useFeedback } from './FeedbackHost.tsx';
export { portalFeedback } from './portalFeedback.ts';
export { createLazyFeedback, type FeedbackApi, type LazyFeedback } from './lazyFeedback.ts';
