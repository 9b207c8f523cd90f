// The screen of /exchangeSettlement/applicationDetail: reads its address (the tab's own
// location), the held codes of /exchangeSettlement, and wires the view to the real calls. A new
// application moves the tab to its edit address; 返回 closes the tab for the list.
import { useLocation } from 'react-router-dom';
import type { ScreenProps } from '../../../app/routing/types.ts';
import { useButtonCodes } from '../../../engine/permissions/index.ts';
import { useTabLeave, useTabMove } from '../../../engine/tab/TabContext.tsx';
import { ApplicationDetailView } from './ApplicationDetailView.tsx';
import { billTypeOf } from './billKinds.ts';
import { detailCalls } from './detailApi.ts';
import { detailHref, readDetailAddress, SETTLEMENT_LIST_PATH } from './detailParams.ts';

export const AUTHORISATION_APPLY_PATH = '/settlementAuthorization/apply';

export function ApplicationDetailScreen(_props: Partial<ScreenProps>) {
  const { search } = useLocation();
  const { hasButton } = useButtonCodes(SETTLEMENT_LIST_PATH);
  const leave = useTabLeave();
  const move = useTabMove();
  const address = readDetailAddress(search);
  return (
    <ApplicationDetailView
      // A new address (the created application) starts a fresh view.
      key={search}
      address={address}
      calls={detailCalls}
      codes={{ add: hasButton('add'), edit: hasButton('edit') }}
      onBack={() => leave(SETTLEMENT_LIST_PATH)}
      onCreated={(created) => move(detailHref('edit', billTypeOf(created.ieType), created.id))}
      onAuthorise={() => leave(AUTHORISATION_APPLY_PATH)}
    />
  );
}
