import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../app/routing/types';
import { useSession } from '../../app/session/SessionContext';
import { useIsRouteAvailable } from '../../app/routing/RouteTableContext';
import { UnderConstructionPage } from '../underConstruction';
import { BillListScreen } from './BillListScreen';

export const FILING_REQUIRED = '请先进行企业备案！';
const DETAIL_PLANNED = '单据详情：表头、表体与回执，新增、暂存、保存与申报';

/**
 * The shared bill page (/bill/{type}/{key} and /details/{type}/{key}). Bills belong to a
 * company, so a user whose company is not filed yet is sent to the filing first (spec §6).
 * The list is the generic, definition-driven list page; the detail page (also reached in place
 * as /bill/{type}/{key}?id=..., spec §2.4) comes in a later delivery and says so meanwhile.
 */
export function BillPageScreen({ page }: ScreenProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { userInfo } = useSession();
  const isAvailable = useIsRouteAvailable();

  if (!userInfo?.companyCode) {
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
  const { type, key } = page.params;
  const isDetail = pathname.startsWith('/details/') || new URLSearchParams(search).has('id');
  if (isDetail || !type || !key) {
    return <UnderConstructionPage title={page.title} planned={DETAIL_PLANNED} onHome={() => navigate('/home')} />;
  }
  return <BillListScreen route={`/bill/${type}/${key}`} title={page.title} planned={page.planned} />;
}
