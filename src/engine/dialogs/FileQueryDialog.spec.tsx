import { MSG_QUERY_FILE_NOT_EXCEL } from '#core/messages.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { buttonByText } from '../../testing/portalQueries.ts';

import { installFakeApi, ok, recordFeedback, type FakeApi } from '../../testing/fakeApi.ts';
import { MSG_TOO_MANY_QUERY_FILES } from './dialogMessages.ts';
import { FileQueryDialog } from './FileQueryDialog.tsx';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

const TEMPLATE_PATH = '/api/enterprise/expu/order/downloadQueryTemplate';
let api: FakeApi;
let open: ReturnType<typeof vi.spyOn>;
let uploads = 0;

beforeEach(() => {
  recordFeedback();
  open = vi.spyOn(window, 'open').mockReturnValue(null);
  api = installFakeApi();
  api.on('POST /api/jwt_core/validate', () => ok({ token: 't2', refreshToken: 'r2' }));
  api.on('POST /api/file/upload', () => ok([{ uri: `/api/file/download/q${++uploads}`, name: 'x.xlsx' }]));
  api.on(`POST ${TEMPLATE_PATH}`, () => ok({ downloadUri: '/api/file/download/t1?token=s' }));
});
afterEach(() => open.mockRestore());

function renderDialog(onQuery = vi.fn(async (_uris: string[]) => true)) {
  render(
    <AppProviders>
      <FileQueryDialog
        open
        title="Excel查询"
        templatePath={TEMPLATE_PATH}
        purpose={{ route: '/bill/export/order', code: 'conditionalQuery' }}
        onQuery={onQuery}
        onClose={() => {}}
      />
    </AppProviders>,
  );
  return onQuery;
}

const excel = (name: string) => new File(['xlsx'], name);
const choose = (...files: File[]) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } });
const queryButton = () => buttonByText('查询', document.querySelector('.ant-modal-footer')!);

describe('FileQueryDialog (spec §2.4, §5.1)', () => {
  it('takes up to 3 Excel files and refuses a file that is not Excel', async () => {
    renderDialog();
    choose(new File(['x'], '查询.txt'));
    expect(await screen.findByText(MSG_QUERY_FILE_NOT_EXCEL)).toBeTruthy();
    choose(excel('查询一.xlsx'), excel('查询二.xls'), excel('查询三.xlsx'), excel('查询四.xlsx'));
    expect(await screen.findByText(MSG_TOO_MANY_QUERY_FILES)).toBeTruthy();
    for (const name of ['查询一.xlsx', '查询二.xls', '查询三.xlsx']) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.queryByText('查询四.xlsx')).toBeNull();
  });

  it('downloads the query template', async () => {
    renderDialog();
    fireEvent.click(buttonByText('下载查询模板'));
    await waitFor(() => expect(open).toHaveBeenCalledWith(`${window.location.origin}/api/file/download/t1?token=s`, '_blank', 'noopener'));
  });

  it('uploads every file, then runs the query with their uris; keeps them when the query fails', async () => {
    const onQuery = renderDialog(vi.fn(async (_uris: string[]) => false));
    choose(excel('查询一.xlsx'), excel('查询二.xlsx'));
    await screen.findByText('查询二.xlsx');
    fireEvent.click(queryButton());
    await waitFor(() => expect(onQuery).toHaveBeenCalledTimes(1));
    expect(onQuery.mock.calls[0][0]).toEqual([`/api/file/download/q${uploads - 1}`, `/api/file/download/q${uploads}`]);
    expect(api.requestsTo('POST /api/file/upload')).toHaveLength(2);
    await waitFor(() => expect(queryButton().className).not.toContain('loading'));
    expect(screen.getByText('查询一.xlsx')).toBeTruthy();
  });
});
