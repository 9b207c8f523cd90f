// Opens the import dialog (upload a workbook, then import it).
import { UploadOutlined } from '@ant-design/icons';
import type { ClientButtonKind } from '../button-kind.ts';

export const importButton: ClientButtonKind<'import'> = {
  kind: 'import',
  icon: <UploadOutlined />,
  overflowFirst: true,
  run: (button, { openDialog }) => openDialog({ kind: 'import', button }),
};
