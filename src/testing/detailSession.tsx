// A signed-in session for the detail page's specs, stories and benchmark: the portal's
// providers, a router at the detail route (the address is shown in a probe) and a menu whose
// page for the family holds the given button codes.
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders.tsx';
import { saveSession, type ModuleNode, type UserInfo } from '../http/index.ts';
import type { BillDefinition } from '#core/definition/index.ts';
import { ModulesProvider } from '../engine/permissions/index.ts';

/** The codes of the detail page (spec §6) that the demo main account holds. */
export const DETAIL_CODES = ['add', 'edit', 'save', 'saveDeclare', 'declare', 'temporary', 'bodySave', 'delete', 'refresh', 'summary'];

export const DEMO_USER: UserInfo = {
  id: '1',
  loginName: 'admin',
  username: '陈建华',
  userType: 'ADMIN',
  companyName: '广州穗通跨境供应链管理有限公司',
  companyCode: '91440101MA5CKT9G3F',
  account: 'admin',
};

export function detailModules(definition: BillDefinition, codes: readonly string[]): ModuleNode[] {
  const page: ModuleNode = {
    id: '21',
    parentId: '20',
    uri: definition.ui.route,
    name: definition.schema.title,
    icon: null,
    sortNo: 1,
    children: [],
    buttonVos: codes.map((code) => ({ code })),
  };
  return [{ id: '20', parentId: null, uri: '/bill/export', name: '出口业务', icon: null, sortNo: 1, children: [page], buttonVos: [] }];
}

/** Stores the session a login would (user info, menu), for code that reads it from storage. */
export function signInAs(definition: BillDefinition, codes: readonly string[] = DETAIL_CODES, user: UserInfo = DEMO_USER): void {
  saveSession({ token: 'token-1', refreshToken: 'refresh-1', userInfo: user, modules: detailModules(definition, codes) });
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${pathname}${search}`}
    </output>
  );
}

export function DetailSession({
  definition,
  codes = DETAIL_CODES,
  path,
  children,
}: {
  definition: BillDefinition;
  codes?: readonly string[];
  path?: string;
  children: ReactNode;
}) {
  const detailRoute = definition.ui.route.replace(/^\/bill\//, '/details/');
  return (
    <AppProviders>
      <MemoryRouter initialEntries={[path ?? detailRoute]}>
        <ModulesProvider modules={detailModules(definition, codes)}>
          <Routes>
            <Route path={detailRoute} element={children} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </ModulesProvider>
      </MemoryRouter>
    </AppProviders>
  );
}
