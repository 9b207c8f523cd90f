// The signed-in parts (signedInParts.ts) as lazy components of AppRoutes: the login page
// downloads none of them, and the first signed-in page fetches them with one import.
// The feedback holders (antd message, notification, modal) come with them: every signed-in screen
// may use them, and the login page does not load them until it shows a message.
import { lazy } from 'react';
import { portalFeedback } from '../feedback/index.ts';

export const loadSignedInParts = async () => (await Promise.all([import('./signedInParts.ts'), portalFeedback.load()]))[0];

export const LazyShellLayout = lazy(async () => ({ default: (await loadSignedInParts()).ShellLayout }));
export const LazyScreenHost = lazy(async () => ({ default: (await loadSignedInParts()).ScreenHost }));
export const LazyNotFoundPage = lazy(async () => ({ default: (await loadSignedInParts()).NotFoundPage }));
