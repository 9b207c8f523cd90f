// Asks for a text (a reason, a note) in a dialog, which posts it with the selected ids.
import { EditOutlined } from '@ant-design/icons';
import type { ClientButtonKind } from '../button-kind.ts';

export const promptButton: ClientButtonKind<'prompt'> = {
  kind: 'prompt',
  icon: <EditOutlined />,
  run: (button, { openDialog }) => openDialog({ kind: 'prompt', button }),
};
