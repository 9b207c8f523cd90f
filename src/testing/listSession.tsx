// A signed-in session for list stories and specs: a menu whose page for each family's route
// holds the given button codes, inside the portal's providers and a router at that route.
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ModuleNode } from '../http/index.ts';
import { ModulesProvider } from '../engine/permissions/index.ts';
import type { BillDefinition } from '#core/definition/index.ts';

export function allButtonCodes(definition: BillDefinition): string[] {
  return [...new Set([...definition.ui.buttons, ...definition.ui.list.rowActions].map((button) => button.code))];
}

export function modulesFor(definition: BillDefinition, codes: readonly string[] = allButtonCodes(definition)): ModuleNode[] {
  const page: ModuleNode = {
    id: '11',
    parentId: '10',
    uri: definition.ui.route,
    name: definition.schema.title,
    icon: null,
    sortNo: 1,
    children: [],
    buttonVos: codes.map((code) => ({ code })),
  };
  return [{ id: '10', parentId: null, uri: '/bill/export', name: '出口业务', icon: null, sortNo: 1, children: [page], buttonVos: [] }];
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location" hidden>{`${pathname}${search}`}</output>;
}

/** Routes the definition's list route to `children`; any other path shows where it went. */
export function ListSession({ definition, codes, children }: { definition: BillDefinition; codes?: readonly string[]; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[definition.ui.route]}>
      <ModulesProvider modules={modulesFor(definition, codes)}>
        <Routes>
          <Route path={definition.ui.route} element={children} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </ModulesProvider>
    </MemoryRouter>
  );
}

/** The decorator of list-page stories: the page on the portal's background, in a session holding every code of its definition. */
export function ListPageDecorator(Story: () => ReactNode, { args }: { args: { definition: BillDefinition } }) {
  return (
    <div style={{ padding: 16, background: '#f5f7fa', minHeight: '100vh' }}>
      <ListSession definition={args.definition}>
        <Story />
      </ListSession>
    </div>
  );
}
