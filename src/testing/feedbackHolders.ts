// Client specs' set-up: antd's message, notification and modal holders loaded before any spec
// renders, as in the portal, where the signed-in parts load them before a signed-in screen shows
// (app/feedback/lazyFeedback.ts). A spec that mounts a screen in AppProviders alone finds them
// there, and a dialog a click opens is in the DOM when the click returns, as before.
import { portalFeedback } from '../app/feedback/index.ts';

await portalFeedback.load();
