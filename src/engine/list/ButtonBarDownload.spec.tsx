// The download button of the knowledge files (spec §2.8, §5.3, §7.9): one selected file comes
// from GET {base}/download?file_path=… with the bearer token and is saved under its name;
// several come as one archive (POST batchDownload { ids } → downloadUri, opened like exports).
import { MSG_SELECT_DOWNLOAD_FILES } from '#core/messages.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../app/AppProviders.tsx';
import { buttonByText } from '../../testing/portalQueries.ts';
import { saveTokens } from '../../http/index.ts';
import { answer, ok, recordFeedback, type FeedbackLog } from '../../testing/fakeApi.ts';
import { ButtonBar } from './ButtonBar.tsx';
import { MSG_DOWNLOAD_FAILED } from './listMessages.ts';
import type { BillRow } from '#core/list/list-page.ts';
import { dataOf, installFakeBillServer } from '../../testing/fakeBillServer.ts';
import { ListSession } from '../../testing/listSession.tsx';
import { archiveDefinition } from '../../testing/sampleFamilies.ts';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

const definition = archiveDefinition();
const files: BillRow[] = [
  { id: 11, fileName: '出口申报操作指南.pdf', filePath: 'knowledge/2025/export-guide.pdf', fileType: 'e', createTime: '2025-11-20 09:00:00' },
  { id: 12, fileName: '进口申报操作指南.pdf', filePath: 'knowledge/2025/import-guide.pdf', fileType: 'i', createTime: '2025-11-19 09:00:00' },
  { id: 13, fileName: '', filePath: 'knowledge/2025/常见问题.docx', fileType: 'o', createTime: '2025-11-18 09:00:00' },
];
let feedback: FeedbackLog;
let open: ReturnType<typeof vi.spyOn>;
let saved: { name: string; href: string }[];
let blobs: Blob[];

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

beforeEach(() => {
  feedback = recordFeedback();
  saveTokens({ token: 'token-1', refreshToken: 'refresh-1' });
  open = vi.spyOn(window, 'open').mockReturnValue(null);
  saved = [];
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:portal/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => vi.restoreAllMocks());

function renderBar(rows: BillRow[]) {
  render(
    <AppProviders>
      <ListSession definition={definition}>
        <ButtonBar
          definition={definition}
          selectedRows={rows}
          stateName={(state) => state}
          listRequest={{ pageIndex: 0, pageSize: 50, sorts: [], terms: [] }}
          onChanged={vi.fn()}
          onFileQuery={vi.fn()}
        />
      </ListSession>
    </AppProviders>,
  );
}

describe('download button', () => {
  it('warns 请选择下载文件 with nothing selected and calls nothing', async () => {
    const server = installFakeBillServer([definition]);
    renderBar([]);
    fireEvent.click(buttonByText('下载'));
    expect(await screen.findByText(MSG_SELECT_DOWNLOAD_FILES)).toBeTruthy();
    expect(server.api.requests).toHaveLength(0);
  });

  it('fetches one selected file with the bearer token and saves it under its name', async () => {
    const server = installFakeBillServer([definition], { bills: files });
    renderBar([files[0]]);
    fireEvent.click(buttonByText('下载'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = server.calls('download', 'GET');
    expect(call.path).toBe('/api/enterprise/Knowledge_file/download');
    expect(call.query).toEqual({ file_path: 'knowledge/2025/export-guide.pdf' });
    expect(call.headers.authorization).toBe('Bearer token-1');
    expect(saved[0]).toEqual({ name: '出口申报操作指南.pdf', href: 'blob:portal/1' });
    expect(await readText(blobs[0])).toBe('file knowledge/2025/export-guide.pdf');
    expect(server.calls('batchDownload')).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('names a file without a name after its path', async () => {
    installFakeBillServer([definition], { bills: files });
    renderBar([files[2]]);
    fireEvent.click(buttonByText('下载'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('常见问题.docx');
  });

  it('shows the server’s refusal instead of saving it as the file', async () => {
    const server = installFakeBillServer([definition], { bills: files });
    server.failNext(
      'download',
      {
        body: new TextEncoder().encode(JSON.stringify({ code: -1, message: '文件不存在', data: null })).buffer,
        headers: { 'content-type': 'application/json' },
      },
      'GET',
    );
    renderBar([files[0]]);
    fireEvent.click(buttonByText('下载'));
    await waitFor(() => expect(feedback.warnings.map((w) => w.text)).toContain('文件不存在'));
    expect(saved).toHaveLength(0);
    expect(screen.queryByText(MSG_DOWNLOAD_FAILED)).toBeNull();
  });

  it('downloads several files as one archive: POST batchDownload { ids }, then opens the downloadUri', async () => {
    const server = installFakeBillServer([definition], { bills: files });
    renderBar(files.slice(0, 2));
    fireEvent.click(buttonByText('下载'));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(dataOf(server.calls('batchDownload')[0])).toEqual({ ids: [11, 12] });
    expect(open.mock.calls[0][0]).toBe(`${window.location.origin}/api/file/download/fake-1?token=signed`);
    expect(server.calls('download', 'GET')).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });

  it('says 下载失败 when the archive answer names no file', async () => {
    const server = installFakeBillServer([definition], { bills: files });
    server.failNext('batchDownload', ok(null));
    renderBar(files.slice(0, 2));
    fireEvent.click(buttonByText('下载'));
    expect(await screen.findByText(MSG_DOWNLOAD_FAILED)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('leaves an HTTP failure to the HTTP layer', async () => {
    const server = installFakeBillServer([definition], { bills: files });
    server.failNext('download', answer(-1, '请求地址出错', 404), 'GET');
    renderBar([files[1]]);
    fireEvent.click(buttonByText('下载'));
    await waitFor(() => expect(feedback.warnings.length + feedback.errors.length).toBeGreaterThan(0));
    expect(saved).toHaveLength(0);
  });
});
