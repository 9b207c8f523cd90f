import type { Meta, StoryObj } from '@storybook/react-vite';
import { installFakeApi, ok } from '../../testing/fakeApi.ts';
import { FileQueryDialog } from './FileQueryDialog.tsx';

const TEMPLATE_PATH = '/api/enterprise/expu/order/downloadQueryTemplate';

const meta = {
  title: '单据引擎/Excel查询弹窗',
  component: FileQueryDialog,
  args: {
    open: true,
    title: 'Excel查询',
    templatePath: TEMPLATE_PATH,
    purpose: { route: '/bill/export/order', code: 'conditionalQuery' },
    onQuery: async () => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      return true;
    },
    onClose: () => {},
  },
  beforeEach: () => {
    const api = installFakeApi();
    let serial = 0;
    api.on('POST /api/jwt_core/validate', () => ok({ token: 'token', refreshToken: 'refresh' }));
    api.on('POST /api/file/upload', () => ok([{ uri: `/api/file/download/${++serial}`, name: 'query.xlsx' }]));
    api.on(`POST ${TEMPLATE_PATH}`, () => ok({ downloadUri: '/api/file/download/template?token=demo' }));
  },
} satisfies Meta<typeof FileQueryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up to 3 Excel files and the query template. */
export const ChooseFiles: Story = {};

/** A family without a query template. */
export const WithoutTemplate: Story = { args: { templatePath: null } };
