// Another definition's list in a dialog (a dialog button's `list`, e.g. a cancellation history):
// its definition by route, then its columns, search, sorting and paging like any list page — a
// history is a definition, not a hand-written table.
import { lazy, Suspense } from 'react';
import { Modal } from 'antd';
import { DefinitionGate, DefinitionLoading } from './DefinitionGate.tsx';
import { LABEL_RETRY, MSG_DEFINITION_FAILED } from './listMessages.ts';
import { useBillDefinition } from './useBillDefinition.ts';

const BillListPage = lazy(() => import('./BillListPage.tsx').then((module) => ({ default: module.BillListPage })));

/** The grid's height in a dialog (the page's fills the window). */
const DIALOG_GRID_HEIGHT = 420;

export interface DefinitionListDialogProps {
  /** The route of the definition to list. */
  route: string;
  title: string;
  /** Default 80%. */
  width?: string;
  onClose(): void;
}

export function DefinitionListDialog({ route, title, width, onClose }: DefinitionListDialogProps) {
  const definition = useBillDefinition(route);
  return (
    <Modal open title={title} width={width ?? '80%'} onCancel={onClose} footer={null} destroyOnHidden>
      <DefinitionGate definition={definition} failedTitle={MSG_DEFINITION_FAILED} retryLabel={LABEL_RETRY}>
        {(ready) => (
          <Suspense fallback={<DefinitionLoading />}>
            <BillListPage definition={ready} gridHeight={DIALOG_GRID_HEIGHT} keepQuery={false} />
          </Suspense>
        )}
      </DefinitionGate>
    </Modal>
  );
}
