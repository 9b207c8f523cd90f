import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, installFakeApi, ok } from '../../testing/fakeApi.ts';
import { ImportDialog } from './ImportDialog.tsx';

const IMPORT_PATH = '/api/enterprise/expu/order/importData';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fakeImport(refuse: boolean) {
  const api = installFakeApi();
  api.on('POST /api/jwt_core/validate', () => ok({ token: 'token', refreshToken: 'refresh' }));
  api.on('POST /api/file/upload', async () => {
    await wait(800);
    return ok([{ uri: '/api/file/download/1', name: '出口订单.xlsx' }]);
  });
  api.on(`POST ${IMPORT_PATH}`, async () => {
    await wait(1500);
    return refuse
      ? answer(-1, '第2行「订单编号」：请填写订单编号', 200, {
          errors: [
            { row: 2, title: '订单编号', message: '第2行「订单编号」：请填写订单编号' },
            { row: 5, title: '币制', message: '第5行「币制」：请选择有效的币制' },
          ],
        })
      : ok({ count: 12 });
  });
}

const meta = {
  title: '单据引擎/导入弹窗',
  component: ImportDialog,
  args: {
    open: true,
    title: '导入',
    importPath: IMPORT_PATH,
    fileKey: 'filePath',
    purpose: { route: '/bill/export/order', code: 'importQuery' },
    onClose: () => {},
    onImported: () => {},
  },
  beforeEach: () => fakeImport(false),
} satisfies Meta<typeof ImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick an .xlsx file, confirm, and watch the upload and import steps. */
export const Import: Story = {};

/** The server refuses rows: they are listed by row and column. */
export const RefusedRows: Story = { beforeEach: () => fakeImport(true) };
