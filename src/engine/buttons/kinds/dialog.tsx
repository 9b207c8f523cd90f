// Opens a dialog: a feature's own (the screen hands the list a map of them) or another
// definition's list (e.g. a cancellation history). The button bar renders it.
import { ProfileOutlined } from '@ant-design/icons';
import type { ClientButtonKind } from '../button-kind.ts';

export const dialogButton: ClientButtonKind<'dialog'> = {
  kind: 'dialog',
  icon: <ProfileOutlined />,
  run: (button, { openDialog }) => openDialog({ kind: 'dialog', button }),
};
