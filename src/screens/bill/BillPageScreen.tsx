import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../app/routing/types.ts';
import { FILING_REQUIRED } from '../filing/index.ts';
import { UnderConstructionPage } from '../underConstruction/index.ts';
import { PageLoading } from '../../app/routing/PageLoading.tsx';
import { BillListScreen } from './BillListScreen.tsx';
import { isDetailQuery } from '../../app/routing/buildRouteTable.ts';

// The detail page brings the form library and the line grid: loaded on first visit.
const BillDetailPage = lazy(async () => ({ default: (await import('../../engine/detail/index.ts')).BillDetailPage }));

/** The gate's title (the screen registry marks every bill page `filed`: the route host gates it). */
export { FILING_REQUIRED };

const BILL_ROUTE = /^\/bill\/([^/]+)\/([^/]+)$/;

/**
 * The {type} and {key} of the page: the route's parameters, or, for a bill page registered by
 * its own uri (the sign-record list, which owns /sign/detail/{id}), read from that uri.
 */
export function billRouteParts(page: ScreenProps['page']): { type?: string; key?: string } {
  const { type, key } = page.params;
  if (type && key) return { type, key };
  const match = BILL_ROUTE.exec(page.path);
  return match ? { type: match[1], key: match[2] } : {};
}

/**
 * The shared bill page (/bill/{type}/{key} and /details/{type}/{key}). Bills belong to a
 * company, so a user whose company is not filed yet is sent to the filing first (spec §6): its
 * registry entries are `filed`, and the route host shows the one filing gate (src/screens/filing)
 * instead, as on every other page that needs a filing.
 * The list and the detail page (also reached in place as /bill/{type}/{key}?id=..., spec §2.4)
 * are the generic, definition-driven pages; no id (or mode=add) on a detail route means add.
 */
export function BillPageScreen({ page }: ScreenProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { type, key } = billRouteParts(page);
  if (!type || !key) {
    return <UnderConstructionPage title={page.title} planned={page.planned} onHome={() => navigate('/home')} />;
  }
  const query = new URLSearchParams(search);
  const isDetail = pathname.startsWith('/details/') || isDetailQuery(search);
  if (isDetail) {
    return (
      <Suspense fallback={<PageLoading />}>
        <BillDetailPage type={type} routeKey={key} id={query.get('id')} startTime={query.get('startTime')} endTime={query.get('endTime')} />
      </Suspense>
    );
  }
  return <BillListScreen route={`/bill/${type}/${key}`} title={page.title} planned={page.planned} />;
}
