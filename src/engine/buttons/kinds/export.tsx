// The selected rows, else the list as filtered, as a workbook to download.
import { ExportOutlined } from '@ant-design/icons';
import { exportBody } from '#core/list/action-bodies.ts';
import type { ClientButtonKind } from '../button-kind.ts';

export const exportButton: ClientButtonKind<'export'> = {
  kind: 'export',
  icon: <ExportOutlined />,
  usesSelection: true,
  overflowFirst: true,
  run: async (button, { calls, listRequest, selectedRows }) => {
    await calls.exportFile(button, exportBody(listRequest, selectedRows));
  },
};
