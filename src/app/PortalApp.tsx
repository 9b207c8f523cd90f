import { SessionProvider } from './SessionContext.tsx';
import { FeedbackBridge } from './FeedbackBridge';
import { AppRoutes } from './routing/AppRoutes';

/** The portal inside a router (BrowserRouter in main.tsx, MemoryRouter in specs and stories). */
export function PortalApp() {
  return (
    <SessionProvider>
      <FeedbackBridge />
      <AppRoutes />
    </SessionProvider>
  );
}
