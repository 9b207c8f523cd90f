// The route screens of news and notices (spec §2): /news and /notice list their type; the detail
// pages /news/newsDetails/:id and /notice/noticeDetails/:id show any item by id (both readings of
// §2: the news list opens /news/newsDetails/{id}, and /notice/noticeDetails/{id} shows a news item
// too). The list's page is kept by its tab, so a reload or a return finds the same page.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONTENT_PAGE_SIZE, CONTENT_ROUTES, type ContentAttachment, type ContentDetail, type ContentSummary, type ContentType } from '#core/content.ts';
import type { ScreenProps } from '../../app/routing/types.ts';
import { useTab } from '../../engine/tab/TabContext.tsx';
import { ContentCardList } from './ContentCardList.tsx';
import { ContentDetailView } from './ContentDetailView.tsx';
import { downloadAttachment, queryContentDetail, queryContentPage } from './contentApi.ts';

/** The type a route serves: /news… is NEWS, /notice… NOTICE. */
export function contentTypeOfPath(path: string): ContentType {
  return path.startsWith(CONTENT_ROUTES.NEWS.list) ? 'NEWS' : 'NOTICE';
}

interface Paging {
  page: number;
  pageSize: number;
}

function keptPaging(value: unknown): Paging {
  const kept = value as Partial<Paging> | null;
  const page = Number(kept?.page);
  const pageSize = Number(kept?.pageSize);
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, pageSize: Number.isInteger(pageSize) && pageSize >= 1 ? pageSize : CONTENT_PAGE_SIZE };
}

export function ContentListScreen({ page: info }: ScreenProps) {
  const type = contentTypeOfPath(info.path);
  const navigate = useNavigate();
  const tab = useTab();
  const [paging, setPaging] = useState<Paging>(() => keptPaging(tab?.recall('paging')));
  const [answer, setAnswer] = useState<{ items: ContentSummary[] | null; total: number; failed: boolean }>({ items: null, total: 0, failed: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    queryContentPage(type, paging.page - 1, paging.pageSize).then(
      (page) => current && setAnswer({ items: page.datas, total: page.total, failed: false }),
      () => current && setAnswer({ items: [], total: 0, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [type, paging, attempt]);

  const onPage = useCallback(
    (page: number, pageSize: number) => {
      const next = { page: pageSize === paging.pageSize ? page : 1, pageSize };
      tab?.keep('paging', next);
      setAnswer((previous) => ({ ...previous, items: null }));
      setPaging(next);
    },
    [paging.pageSize, tab],
  );

  return (
    <ContentCardList
      type={type}
      items={answer.items}
      total={answer.total}
      page={paging.page}
      pageSize={paging.pageSize}
      failed={answer.failed}
      onPage={onPage}
      onOpen={(item) => navigate(CONTENT_ROUTES[type].detail(item.id))}
      onRetry={() => {
        setAnswer({ items: null, total: 0, failed: false });
        setAttempt((n) => n + 1);
      }}
    />
  );
}

export function ContentDetailScreen({ page: info }: ScreenProps) {
  const id = info.params.id ?? '';
  // Another id is another item: nothing of the previous one shows while it loads.
  return <ContentDetailPage key={id} id={id} listRoute={CONTENT_ROUTES[contentTypeOfPath(info.path)].list} />;
}

function ContentDetailPage({ id, listRoute }: { id: string; listRoute: string }) {
  const navigate = useNavigate();
  const tab = useTab();
  const [item, setItem] = useState<ContentDetail | null | 'failed'>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    queryContentDetail(id).then(
      (found) => current && setItem(found),
      () => current && setItem('failed'),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const back = () => {
    if (tab) tab.close(listRoute);
    else navigate(listRoute);
  };
  const download = (file: ContentAttachment) => void downloadAttachment(file.attachment.downloadUri, file.fileName).catch(() => undefined);

  return (
    <ContentDetailView
      item={item}
      onBack={back}
      onDownload={download}
      onRetry={() => {
        setItem(null);
        setAttempt((n) => n + 1);
      }}
    />
  );
}
