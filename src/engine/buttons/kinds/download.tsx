// The stored files of the selected rows: one under its name, several as one archive.
import { MSG_SELECT_DOWNLOAD_FILES } from '#core/messages.ts';
import { CloudDownloadOutlined } from '@ant-design/icons';
import type { ClientButtonKind } from '../button-kind.ts';

export const downloadButton: ClientButtonKind<'download'> = {
  kind: 'download',
  icon: <CloudDownloadOutlined />,
  selectionMessage: MSG_SELECT_DOWNLOAD_FILES,
  run: async (button, { calls, selectedRows }) => {
    await calls.downloadFiles(button, selectedRows);
  },
};
