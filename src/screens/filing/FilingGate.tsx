// The one filing gate (spec §6, bill-families §6; issue 23 point 8): a page whose calls need an
// approved company filing (the server's routes with `filed: true`: every bill family, the archive,
// the sign records, exchange settlement and its write-off) shows this card instead of itself while
// the company has not filed, or its filing is not approved yet — the same card on every such page,
// and no call that the server would refuse with a toast. The screen registry marks those pages
// (`filed`), and the route host puts the gate around them.
import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MSG_FILING_REQUIRED } from '#core/messages.ts';
import { useSession } from '../../app/SessionContext.tsx';
import { useIsRouteAvailable } from '../../app/routing/RouteTableContext.tsx';
import { hasApprovedFiling } from './filingApproved.ts';

export const FILING_REQUIRED = MSG_FILING_REQUIRED;
export const FILING_REQUIRED_DETAIL = '您的企业尚未完成备案，备案通过后即可办理单据业务。';
export const LABEL_GO_FILING = '去备案';
/** The company filing page (spec §2). */
export const FILING_ROUTE = '/enterprise';

export { hasApprovedFiling };

export function useFilingApproved(): boolean {
  return hasApprovedFiling(useSession().userInfo);
}

export interface FilingRequiredProps {
  /** 去备案: to the filing page; omitted for a user who does not hold it. */
  onFile?: () => void;
}

/** The card itself: 请先进行企业备案！ and, for a user who holds the filing page, 去备案. */
export function FilingRequired({ onFile }: FilingRequiredProps) {
  return (
    <Result
      status="warning"
      title={FILING_REQUIRED}
      subTitle={FILING_REQUIRED_DETAIL}
      data-testid="filing-required"
      extra={
        onFile ? (
          <Button type="primary" onClick={onFile}>
            {LABEL_GO_FILING}
          </Button>
        ) : undefined
      }
    />
  );
}

/** Its children once the company's filing is approved; the card until then. */
export function FilingGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const approved = useFilingApproved();
  const isAvailable = useIsRouteAvailable();
  if (approved) return <>{children}</>;
  return <FilingRequired onFile={isAvailable(FILING_ROUTE) ? () => navigate(FILING_ROUTE) : undefined} />;
}
