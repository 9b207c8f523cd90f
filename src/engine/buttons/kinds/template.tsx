// The import template workbook, to download.
import { DownloadOutlined } from '@ant-design/icons';
import type { ClientButtonKind } from '../button-kind.ts';

export const templateButton: ClientButtonKind<'template'> = {
  kind: 'template',
  icon: <DownloadOutlined />,
  overflowFirst: true,
  run: async (button, { calls }) => {
    await calls.exportFile(button, {});
  },
};
