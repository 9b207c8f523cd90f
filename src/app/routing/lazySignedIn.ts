// The signed-in parts (signedInParts.ts) as lazy components of AppRoutes: the login page
// downloads none of them, and the first signed-in page fetches them with one import.
import { lazy } from 'react';

export const loadSignedInParts = () => import('./signedInParts.ts');

export const LazyShellLayout = lazy(async () => ({ default: (await loadSignedInParts()).ShellLayout }));
export const LazyScreenHost = lazy(async () => ({ default: (await loadSignedInParts()).ScreenHost }));
export const LazyNotFoundPage = lazy(async () => ({ default: (await loadSignedInParts()).NotFoundPage }));
