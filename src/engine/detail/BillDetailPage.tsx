// The generic bill detail / edit page for /details/{type}/{key} (and /bill/{type}/{key} with an
// id or mode=add in the query, spec §2.4, §2.5): the family's definition from the server, then
// the detail view. Saving a new bill puts its id in the address (its tab is renamed, the page
// stays), so 刷新 and a reload find it; 返回列表 and 取消 on a new bill close the tab for the list.
import { useLocation } from 'react-router-dom';
import { useTabLeave, useTabMove } from '../tab/TabContext.tsx';
import { DefinitionGate } from '../list/DefinitionGate.tsx';
import { useBillDefinition } from '../list/useBillDefinition.ts';
import { BillDetailView } from './BillDetailView.tsx';
import { LABEL_ADD, LABEL_DETAIL, LABEL_RETRY, MSG_LOAD_FAILED } from './detailMessages.ts';

export interface BillDetailPageProps {
  /** The route's {type} (export, import…). */
  type: string;
  /** The route's {key} (order, declaration…); `key` itself is reserved by React. */
  routeKey: string;
  /** The query's id; absent, empty or not a number means a new bill. */
  id?: string | number | null;
  startTime?: string | null;
  endTime?: string | null;
}

export function billIdOf(id: BillDetailPageProps['id']): number | undefined {
  const value = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** The last breadcrumb of the page (home > menu path > 详情 / 新增). */
export function detailCrumbLabel(id: BillDetailPageProps['id']): string {
  return billIdOf(id) === undefined ? LABEL_ADD : LABEL_DETAIL;
}

export function BillDetailPage({ type, routeKey, id, startTime, endTime }: BillDetailPageProps) {
  const route = `/bill/${type}/${routeKey}`;
  const definition = useBillDefinition(route);
  const moveTab = useTabMove();
  const leave = useTabLeave();
  const { pathname } = useLocation();

  return (
    <DefinitionGate definition={definition} failedTitle={MSG_LOAD_FAILED} retryLabel={LABEL_RETRY}>
      {(ready) => (
        <BillDetailView
          key={route}
          definition={ready}
          id={billIdOf(id)}
          startTime={startTime ?? undefined}
          endTime={endTime ?? undefined}
          onCreated={(newId, span) => moveTab(`${pathname}?${new URLSearchParams({ id: String(newId), ...span }).toString()}`)}
          onLeave={() => leave(route)}
        />
      )}
    </DefinitionGate>
  );
}
