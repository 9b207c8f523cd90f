import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { getModules, getUserInfo } from '../http/index.ts';
import type { ModuleNode, UserInfo } from '#core/wire.ts';
import { ModulesProvider } from '../engine/permissions/index.ts';

export interface SessionSnapshot {
  userInfo: UserInfo | null;
  modules: ModuleNode[];
}

export interface Session extends SessionSnapshot {
  /** Re-reads what the HTTP layer stored (after login, single sign-on or logout). */
  reload(): void;
}

const SessionContext = createContext<Session | null>(null);

function readSession(): SessionSnapshot {
  return { userInfo: getUserInfo(), modules: getModules() };
}

/**
 * Local storage is the source of truth (spec §3.8); this mirrors it in React state so that
 * the menu, the routes and the header change together when the user signs in or out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [snapshot, setSnapshot] = useState(readSession);
  const reload = useCallback(() => setSnapshot(readSession()), []);
  const session = useMemo(() => ({ ...snapshot, reload }), [snapshot, reload]);
  return (
    <SessionContext.Provider value={session}>
      <ModulesProvider modules={snapshot.modules}>{children}</ModulesProvider>
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
