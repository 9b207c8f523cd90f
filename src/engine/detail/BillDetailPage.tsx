// The generic bill detail / edit page for /details/{type}/{key} (and /bill/{type}/{key} with an
// id or mode=add in the query, spec §2.4, §2.5): the family's definition from the server, then
// the detail view. Saving a new bill puts its id in the address, so 刷新 and a reload find it.
import { Button, Result, Spin } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
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
  const navigate = useNavigate();
  const { pathname } = useLocation();

  switch (definition.status) {
    case 'loading':
      return (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin size="large" />
        </div>
      );
    case 'failed':
      return (
        <Result
          status="error"
          title={MSG_LOAD_FAILED}
          extra={
            <Button type="primary" onClick={definition.retry}>
              {LABEL_RETRY}
            </Button>
          }
        />
      );
    case 'missing':
      return <Result status="info" title={definition.message} />;
    case 'ready':
      return (
        <BillDetailView
          key={route}
          definition={definition.definition}
          id={billIdOf(id)}
          startTime={startTime ?? undefined}
          endTime={endTime ?? undefined}
          onCreated={(newId, span) => navigate(`${pathname}?${new URLSearchParams({ id: String(newId), ...span }).toString()}`, { replace: true })}
        />
      );
  }
}
