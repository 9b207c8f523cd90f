// What a bill list asks for first, started before the list renders: a list opened cold (bookmark,
// new tab) fetches its definition and the list page's code (AG Grid) while the shell's code is
// still arriving and running, rather than after the shell and this screen have rendered; once the
// definition is in, a list the browser opened asks the first page of rows it will show (its tab's
// kept query on a reload), which the list takes instead of asking again (firstRows.ts).
import { isDetailQuery } from '../../app/routing/buildRouteTable.ts';
import type { OpeningLocation } from '../../app/routing/registryEntries.ts';
import { loadBillDefinition } from '../../engine/list/billDefinitionSource.ts';
import { KEPT_LIST_QUERY, startFirstRows } from '../../engine/list/firstRows.ts';
import { recallTabMemory, tabKeyOf } from '../shell/pageTabsModel.ts';

export const loadListPage = () => import('../../engine/list/BillListPage.tsx').then((module) => ({ default: module.BillListPage }));

/** Warms a bill page at `pathname`: a list's definition (the lookup is shared), its page code and, opened cold, its first rows; a detail page is left alone. */
export function warmBillPage({ pathname, search, opened }: OpeningLocation): void {
  if (pathname.startsWith('/details/') || isDetailQuery(search)) return;
  void loadListPage();
  // Only the page the browser opened: a move to a list kept open in its tab asks nothing.
  if (!opened) return void loadBillDefinition(pathname).catch(() => {});
  loadBillDefinition(pathname).then(
    (lookup) => {
      if (lookup.status === 'ready') startFirstRows(lookup.definition, recallTabMemory(tabKeyOf({ pathname, search }))[KEPT_LIST_QUERY]);
    },
    () => {},
  );
}
