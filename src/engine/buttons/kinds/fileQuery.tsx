// Opens the file-query dialog (upload query files, then list the bills they name).
import { FileSearchOutlined } from '@ant-design/icons';
import type { ClientButtonKind } from '../button-kind.ts';

export const fileQueryButton: ClientButtonKind<'fileQuery'> = {
  kind: 'fileQuery',
  icon: <FileSearchOutlined />,
  overflowFirst: true,
  run: (button, { openDialog }) => openDialog({ kind: 'fileQuery', button }),
};
