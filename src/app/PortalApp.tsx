import { SessionProvider } from './SessionContext.tsx';
import { FeedbackBridge } from './FeedbackBridge.tsx';
import { AppRoutes } from './routing/AppRoutes.tsx';

/** The portal inside a router (BrowserRouter in main.tsx, MemoryRouter in specs and stories). */
export function PortalApp() {
  return (
    <SessionProvider>
      <FeedbackBridge />
      <AppRoutes />
    </SessionProvider>
  );
}
