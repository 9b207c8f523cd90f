import { MSG_FILING_REQUIRED } from '#core/messages.ts';
import { lazy, Suspense } from 'react';
import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../app/routing/types.ts';
import { useSession } from '../../app/SessionContext.tsx';
import { useIsRouteAvailable } from '../../app/routing/RouteTableContext.tsx';
import { UnderConstructionPage } from '../underConstruction/index.ts';
import { PageLoading } from '../../app/routing/PageLoading.tsx';
import { BillListScreen } from './BillListScreen.tsx';
import { isDetailQuery } from '../../app/routing/buildRouteTable.ts';

// The detail page brings the form library and the line grid: loaded on first visit.
const BillDetailPage = lazy(async () => ({ default: (await import('../../engine/detail/index.ts')).BillDetailPage }));

export const FILING_REQUIRED = MSG_FILING_REQUIRED;

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
 * company, so a user whose company is not filed yet is sent to the filing first (spec §6).
 * The list and the detail page (also reached in place as /bill/{type}/{key}?id=..., spec §2.4)
 * are the generic, definition-driven pages; no id (or mode=add) on a detail route means add.
 */
export function BillPageScreen({ page }: ScreenProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { userInfo } = useSession();
  const isAvailable = useIsRouteAvailable();

  // No company, or a company whose filing is not approved yet (filingApproved false; a session
  // stored before the field existed leaves it to the server, which refuses the same way).
  if (!userInfo?.companyCode || userInfo.filingApproved === false) {
    return (
      <Result
        status="warning"
        title={FILING_REQUIRED}
        subTitle="您的企业尚未完成备案，备案通过后即可办理单据业务。"
        extra={
          isAvailable('/enterprise') ? (
            <Button type="primary" onClick={() => navigate('/enterprise')}>
              去备案
            </Button>
          ) : undefined
        }
      />
    );
  }
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
