// A signed-in session for the form page's specs, stories and benchmark: the portal's providers,
// a router at the form's route, and a menu whose page for the form holds the given button codes.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders.tsx';
import { saveSession, type ModuleNode } from '../http/index.ts';
import { formModule, type FormDefinition } from '#core/forms/index.ts';
import { ModulesProvider } from '../engine/permissions/index.ts';
import { DEMO_USER } from './detailSession.tsx';

/** Every code a form's buttons name (what the demo main account holds on the page). */
export function formCodes(form: FormDefinition): string[] {
  return form.ui.buttons.flatMap((button) => (button.code ? [button.code] : []));
}

export function formModules(form: FormDefinition, codes: readonly string[]): ModuleNode[] {
  const page: ModuleNode = {
    id: '41',
    parentId: '40',
    uri: formModule(form.ui),
    name: form.schema.title,
    icon: null,
    sortNo: 1,
    children: [],
    buttonVos: codes.map((code) => ({ code })),
  };
  return [{ id: '40', parentId: null, uri: '/system', name: '系统管理', icon: null, sortNo: 1, children: [page], buttonVos: [] }];
}

export function signInForForm(form: FormDefinition, codes: readonly string[] = formCodes(form)): void {
  saveSession({ token: 'token-1', refreshToken: 'refresh-1', userInfo: DEMO_USER, modules: formModules(form, codes) });
}

export function FormSession({ form, codes = formCodes(form), children }: { form: FormDefinition; codes?: readonly string[]; children: ReactNode }) {
  return (
    <AppProviders>
      <MemoryRouter initialEntries={[form.ui.route]}>
        <ModulesProvider modules={formModules(form, codes)}>{children}</ModulesProvider>
      </MemoryRouter>
    </AppProviders>
  );
}
