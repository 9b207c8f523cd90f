// /workorder/show/{id} (spec §2): the work order list's definition is asked by its detailRoute
// (schemas/bills/other-workorder.ui.json), then the ticket by id. 返回 closes the tab for the list
// (in the shell's tabs), else goes to the list.
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { HOME_PATH } from '../../app/constants.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import { DefinitionGate } from '../../engine/list/DefinitionGate.tsx';
import { useDetailRouteDefinition } from '../../engine/list/useBillDefinition.ts';
import { useTab } from '../../engine/tab/TabContext.tsx';
import { detailRouteOf } from '../sign/recordFields.ts';
import { WorkOrderDetailView } from './WorkOrderDetailView.tsx';
import { LABEL_BACK, LABEL_RETRY, MSG_LOAD_FAILED } from './workOrderMessages.ts';

export function WorkOrderShowScreen({ page }: ScreenProps) {
  const navigate = useNavigate();
  const definition = useDetailRouteDefinition(detailRouteOf(page.path));
  const tab = useTab();
  const back = () => {
    const list = definition.status === 'ready' ? definition.definition.ui.route : HOME_PATH;
    if (tab) tab.close(list);
    else navigate(list);
  };
  return (
    <DefinitionGate
      definition={definition}
      failedTitle={MSG_LOAD_FAILED}
      retryLabel={LABEL_RETRY}
      extra={
        <Button key="back" onClick={back}>
          {LABEL_BACK}
        </Button>
      }
    >
      {(ready) => <WorkOrderDetailView key={page.params.id} definition={ready} id={page.params.id} onBack={back} />}
    </DefinitionGate>
  );
}
