import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../app/routing/types';
import { useSession } from '../../app/session/SessionContext';
import { useIsRouteAvailable } from '../../app/routing/RouteTableContext';
import { UnderConstructionPage } from '../underConstruction';

export const FILING_REQUIRED = '请先进行企业备案！';

/**
 * The shared bill page (/bill/{type}/{key} and /details/{type}/{key}). Bills belong to a
 * company, so a user whose company is not filed yet is sent to the filing first (spec §6).
 * The generic list and detail engine comes in a later delivery; until then the page says so.
 */
export function BillPageScreen({ page }: ScreenProps) {
  const navigate = useNavigate();
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
  const planned = page.planned ?? '单据详情：表头、表体与回执，新增、暂存、保存与申报';
  return <UnderConstructionPage title={page.title} planned={planned} onHome={() => navigate('/home')} />;
}
