// What a bill list asks for first, started before the list renders: a list opened cold (bookmark,
// new tab) fetches its definition and the list page's code (AG Grid) while the shell's code is
// still arriving and running, rather than after the shell and this screen have rendered.
import { isDetailQuery } from '../../app/routing/buildRouteTable.ts';
import { loadBillDefinition } from '../../engine/list/billDefinitionSource.ts';

export const loadListPage = () => import('../../engine/list/BillListPage.tsx').then((module) => ({ default: module.BillListPage }));

/** Warms a bill page at `pathname`: a list's definition (the lookup is shared) and its page code; a detail page is left alone. */
export function warmBillPage({ pathname, search }: { pathname: string; search: string }): void {
  if (pathname.startsWith('/details/') || isDetailQuery(search)) return;
  void loadListPage();
  void loadBillDefinition(pathname).catch(() => {});
}
