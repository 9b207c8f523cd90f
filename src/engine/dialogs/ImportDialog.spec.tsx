import { MSG_IMPORT_SUCCEEDED, MSG_INVALID_FILE_NAME, MSG_QUERY_FILE_NOT_EXCEL } from '#core/messages.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { buttonByText } from '../../testing/portalQueries.ts';
import { CONFIRM_IMPORT } from '../../http/index.ts';
import { answer, installFakeApi, ok, recordFeedback, type FakeApi } from '../../testing/fakeApi.ts';
import { ImportDialog } from './ImportDialog.tsx';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

const IMPORT_PATH = '/api/enterprise/expu/order/importData';
let api: FakeApi;

beforeEach(() => {
  recordFeedback();
  api = installFakeApi();
  api.on('POST /api/jwt_core/validate', () => ok({ token: 't2', refreshToken: 'r2' }));
  api.on('POST /api/file/upload', () => ok([{ uri: '/api/file/download/77', name: '出口订单_11月.xlsx' }]));
});

function renderDialog() {
  const onImported = vi.fn();
  render(
    <AppProviders>
      <ImportDialog
        open
        title="导入"
        importPath={IMPORT_PATH}
        fileKey="filePath"
        purpose={{ route: '/bill/export/order', code: 'importQuery' }}
        onClose={() => {}}
        onImported={onImported}
      />
    </AppProviders>,
  );
  return { onImported };
}

const excel = (name: string) => new File(['xlsx'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
const importButton = () => buttonByText('导入', document.querySelector('.ant-modal-footer')!);

describe('ImportDialog (spec §5.1, §7.3)', () => {
  it('takes only an Excel file whose name passes the rule', async () => {
    renderDialog();
    choose(new File(['x'], '订单.csv', { type: 'text/csv' }));
    expect(await screen.findByText(MSG_QUERY_FILE_NOT_EXCEL)).toBeTruthy();
    choose(excel('orders 2025-11.xlsx'));
    expect(await screen.findByText(MSG_INVALID_FILE_NAME)).toBeTruthy();
    expect(importButton().disabled).toBe(true);
    expect(api.requests).toHaveLength(0);
  });

  it('asks first, validates the token, uploads, then imports the uri under the file key', async () => {
    const { onImported } = renderDialog();
    choose(excel('出口订单_11月.xlsx'));
    expect(await screen.findByText('出口订单_11月.xlsx')).toBeTruthy();
    api.on(`POST ${IMPORT_PATH}`, () => ok({ count: 3 }));
    fireEvent.click(importButton());
    expect(await screen.findByText(CONFIRM_IMPORT)).toBeTruthy();
    fireEvent.click(buttonByText('确定'));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(api.requests.map((request) => request.path)).toEqual(['/api/jwt_core/validate', '/api/file/upload', IMPORT_PATH]);
    expect((api.requestsTo(`POST ${IMPORT_PATH}`)[0].body as { data: unknown }).data).toEqual({ filePath: '/api/file/download/77' });
    expect(await screen.findByText(MSG_IMPORT_SUCCEEDED)).toBeTruthy();
  });

  it('lists the rows the server refused and imports nothing', async () => {
    const { onImported } = renderDialog();
    choose(excel('出口订单_11月.xlsx'));
    api.on(`POST ${IMPORT_PATH}`, () =>
      answer(-1, '第2行「订单编号」：请填写订单编号；第3行「币制」：请选择有效的币制', 200, {
        errors: [
          { row: 2, field: 'orderNo', title: '订单编号', message: '第2行「订单编号」：请填写订单编号' },
          { row: 3, field: 'currency', title: '币制', message: '第3行「币制」：请选择有效的币制' },
        ],
      }),
    );
    fireEvent.click(importButton());
    await screen.findByText(CONFIRM_IMPORT);
    fireEvent.click(buttonByText('确定'));
    expect(await screen.findByText('第2行「订单编号」：请填写订单编号')).toBeTruthy();
    expect(screen.getByText('第3行「币制」：请选择有效的币制')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });
});
