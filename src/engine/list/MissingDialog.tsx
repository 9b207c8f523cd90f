// A dialog button whose dialog the screen does not bring: said plainly rather than nothing
// happening (scripts/validate-schemas and the registry spec keep this from shipping).
import { Modal, Result } from 'antd';
import { missingDialogText } from './listMessages.ts';

export function MissingDialog({ title, name, onClose }: { title: string; name: string; onClose(): void }) {
  return (
    <Modal open title={title} onCancel={onClose} footer={null}>
      <Result status="warning" title={missingDialogText(name)} />
    </Modal>
  );
}
