// The read-only record page of a family whose UI file names this route as its detailRoute
// (spec §2 "/sign/detail/{id}: read-only sign record fields and a back button", §3.12). The
// definition is asked by that route (POST /api/enterprise/bill/definition { detailRoute }),
// then the record by id. 返回 closes the record's tab for the family's list (in the shell's tabs),
// else goes back where the user came from, or to the list when the page was opened directly. The
// shell shows the breadcrumb of the route.
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../app/constants.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import { DefinitionGate } from '../../engine/list/DefinitionGate.tsx';
import { useDetailRouteDefinition } from '../../engine/list/useBillDefinition.ts';
import { useTab } from '../../engine/tab/TabContext.tsx';
import { RecordDetailView } from './RecordDetailView.tsx';
import { detailRouteOf } from './recordFields.ts';
import { LABEL_BACK, LABEL_RETRY, MSG_LOAD_FAILED } from './signMessages.ts';

/** react-router's key of the first entry of a history: nothing to go back to. */
const FIRST_ENTRY = 'default';

export function SignDetailScreen({ page }: ScreenProps) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const definition = useDetailRouteDefinition(detailRouteOf(page.path));
  const tab = useTab();

  const back = () => {
    const list = definition.status === 'ready' ? definition.definition.ui.route : HOME_PATH;
    if (tab) tab.close(list);
    else if (key !== FIRST_ENTRY) navigate(-1);
    else navigate(list);
  };
  const backButton = (
    <Button key="back" onClick={back}>
      {LABEL_BACK}
    </Button>
  );

  return (
    <DefinitionGate definition={definition} failedTitle={MSG_LOAD_FAILED} retryLabel={LABEL_RETRY} extra={backButton}>
      {(ready) => <RecordDetailView key={page.params.id} definition={ready} id={page.params.id} onBack={back} />}
    </DefinitionGate>
  );
}
