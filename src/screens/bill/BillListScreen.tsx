// The list at /bill/{type}/{key}: its definition from the server, then the generic list page.
// A family without a definition yet keeps the under-construction page; a failed load offers a
// retry (the HTTP layer has said what went wrong).
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LABEL_RETRY, MSG_DEFINITION_FAILED } from '../../engine/list/listMessages.ts';
import { DefinitionGate, DefinitionLoading } from '../../engine/list/DefinitionGate.tsx';
import { useBillDefinition } from '../../engine/list/useBillDefinition.ts';
import { UnderConstructionPage } from '../underConstruction/index.ts';
import type { FeatureDialogs } from '../../engine/dialogs/featureDialogs.ts';
import { loadListPage } from './warmBillPage.ts';

// The list page with AG Grid is a chunk of its own: this screen shows at once and fetches the
// definition and the grid code side by side.
const BillListPage = lazy(loadListPage);

export interface BillListScreenProps {
  /** The list route, e.g. /bill/export/order. */
  route: string;
  title: string;
  planned?: string;
  /** The dialogs the list's feature brings (buttons of kind dialog name them). */
  dialogs?: FeatureDialogs;
}

export function BillListScreen({ route, title, planned, dialogs }: BillListScreenProps) {
  const navigate = useNavigate();
  const definition = useBillDefinition(route);
  useEffect(() => {
    void loadListPage();
  }, []);
  return (
    <DefinitionGate
      definition={definition}
      failedTitle={MSG_DEFINITION_FAILED}
      retryLabel={LABEL_RETRY}
      missing={(message) => <UnderConstructionPage title={title} planned={planned ?? message} onHome={() => navigate('/home')} />}
    >
      {(ready) => (
        <Suspense fallback={<DefinitionLoading />}>
          <BillListPage key={route} definition={ready} dialogs={dialogs} />
        </Suspense>
      )}
    </DefinitionGate>
  );
}
