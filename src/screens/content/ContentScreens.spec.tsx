// /news, /notice and their detail pages in the whole portal against a fake API (spec §2, §7, §9):
// the list asks its type, 10 a page, and pages on; a card opens /news/newsDetails/{id}; the
// notice detail path shows a news item as well; an attachment downloads with the bearer.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONTENT_PATHS, type ContentDetail } from '#core/content.ts';
import { signIn } from '../../testing/httpMock.ts';
import { renderPortal } from '../../testing/renderPortal.tsx';
import { answer, installFakeApi, ok, recordFeedback, type FakeApi } from '../../testing/fakeApi.ts';
import { adminUserFixture, moduleTreeFixture } from '../shell/fixtures.ts';
import { newsFixtures, noticeDetailFixture, noticeFixtures } from './contentFixtures.ts';

vi.mock('../../http/index.ts', async (importOriginal) => (await import('../../testing/httpMock.ts')).withFakeNetwork(await importOriginal()));

let api: FakeApi;
type ListBody = { data: { pageIndex: number; pageSize: number; terms: Array<{ column: string; value: string }> } };

function installContentServer() {
  const news = newsFixtures(12);
  const notices = noticeFixtures();
  api.on(`POST ${CONTENT_PATHS.list}`, (request) => {
    const { pageIndex, pageSize, terms } = (request.body as ListBody).data;
    const all = terms[0]?.value === 'NEWS' ? news : notices;
    return ok({ datas: all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), total: all.length });
  });
  api.on(`POST ${CONTENT_PATHS.detail}`, (request) => {
    const id = Number((request.body as { data: { id: string } }).data.id);
    const summary = [...news, ...notices].find((item) => item.id === id);
    if (!summary) return answer(-1, '该信息不存在或已被删除');
    const detail: ContentDetail = id === 201 ? noticeDetailFixture() : { ...summary, content: `<p>${summary.title}正文</p>`, fileVos: [] };
    return ok(detail);
  });
}

beforeEach(() => {
  sessionStorage.clear();
  api = installFakeApi();
  recordFeedback();
  signIn(adminUserFixture, moduleTreeFixture);
  installContentServer();
});

const listBodies = () => api.requestsTo(`POST ${CONTENT_PATHS.list}`).map((request) => (request.body as ListBody).data);

describe('/news', () => {
  it('asks the NEWS page of 10, shows the cards, pages on and opens a card at /news/newsDetails/{id}', async () => {
    const { location } = renderPortal('/news');
    await screen.findByText('海关总署发布跨境电商零售出口商品退货监管新措施');
    expect(screen.queryByText(/建设中/)).toBeNull();
    expect(listBodies().at(-1)).toEqual({ pageIndex: 0, pageSize: 10, terms: [{ column: 'type', termType: 'eq', type: 'and', value: 'NEWS' }] });
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('跨境电商出口运抵、离境报文申报常见问题解答');
    expect(listBodies().at(-1)).toMatchObject({ pageIndex: 1, pageSize: 10 });
    fireEvent.click(screen.getByRole('link', { name: '跨境电商出口运抵、离境报文申报常见问题解答' }));
    await waitFor(() => expect(location()).toBe('/news/newsDetails/111'));
    expect(await screen.findByText('跨境电商出口运抵、离境报文申报常见问题解答正文')).toBeTruthy();
  });
});

describe('/notice', () => {
  it('asks NOTICE items; the detail page shows the HTML and downloads an attachment with the bearer', async () => {
    api.on('GET /api/file/download/00000000-0000-4000-8000-000000000001', () => ({
      body: new ArrayBuffer(4),
      headers: { 'content-type': 'application/octet-stream' },
    }));
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    const { location } = renderPortal('/notice');
    await screen.findByText('关于系统升级维护的通知');
    expect(listBodies().at(-1)!.terms[0]!.value).toBe('NOTICE');
    fireEvent.click(screen.getByRole('link', { name: '关于启用新版跨境电商报文规范的通知' }));
    await waitFor(() => expect(location()).toBe('/notice/noticeDetails/201'));
    fireEvent.click(await screen.findByText('新版报文字段变更说明.xlsx'));
    await waitFor(() => expect(api.requestsTo('GET /api/file/download/00000000-0000-4000-8000-000000000001')).toHaveLength(1));
    const request = api.requestsTo('GET /api/file/download/00000000-0000-4000-8000-000000000001')[0]!;
    expect(request.query.token).toBeUndefined();
    expect(request.headers.authorization).toMatch(/^Bearer /);
  });

  it('/notice/noticeDetails/{id} shows a news item too (the other reading of §2)', async () => {
    renderPortal('/notice/noticeDetails/100');
    expect(await screen.findByText('海关总署发布跨境电商零售出口商品退货监管新措施正文')).toBeTruthy();
    expect((api.requestsTo(`POST ${CONTENT_PATHS.detail}`)[0]!.body as { data: unknown }).data).toEqual({ id: '100' });
  });
});
