import { createContext, useContext, type ReactNode } from 'react';
import type { ModuleNode } from '#core/wire.ts';
import { getModules } from '../../http/index.ts';

// The app shell provides the session's menu tree; without a provider (a story, a lone engine
// component) the tree stored at login is read instead, so permissions never silently widen.
const ModulesContext = createContext<readonly ModuleNode[] | null>(null);

export function ModulesProvider({ modules, children }: { modules: readonly ModuleNode[]; children: ReactNode }) {
  return <ModulesContext.Provider value={modules}>{children}</ModulesContext.Provider>;
}

export function useModules(): readonly ModuleNode[] {
  const provided = useContext(ModulesContext);
  return provided ?? getModules();
}
