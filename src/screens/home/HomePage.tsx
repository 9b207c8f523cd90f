import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LockOutlined } from '@ant-design/icons';
import { CHANGE_PASSWORD_FUNCTION, defaultPages, functionTypeOfUri, type UserFunction } from '#core/common-functions.ts';
import { useSession } from '../../app/SessionContext.tsx';
import { useRouteTable } from '../../app/routing/RouteTableContext.tsx';
import type { RouteRecord, ScreenProps } from '../../app/routing/types.ts';
import { findUserFunctions, onFunctionsSaved } from '../commonFun/commonFunctionsApi.ts';
import { OwnPasswordDialog } from '../password/index.ts';
import { UpgradeOffer } from '../agreement/UpgradeOffer.tsx';
import { hasApprovedFiling } from '../filing/index.ts';
import { menuIcon } from '../shell/menuIcons.tsx';
import { HomeView, type QuickLink } from './HomeView.tsx';
import { ARCHIVE_ROUTE } from './homeDocuments.ts';
import { useHomeDocuments } from './useHomeDocuments.ts';
import { useHomeContent } from './useHomeContent.ts';
import { CONTENT_ROUTES } from '#core/content.ts';

export const COMMON_FUN_PATH = '/commonFun';

/** A saved common function as a home-page shortcut (修改密码 with its own icon). */
export function quickLinkOf(entry: UserFunction): QuickLink {
  const password = entry.id === CHANGE_PASSWORD_FUNCTION.id;
  return { path: password ? CHANGE_PASSWORD_FUNCTION.uri : entry.uri, title: entry.name, icon: password ? <LockOutlined /> : menuIcon(entry.icon) };
}

const NOT_SHORTCUTS = new Set(['/home', COMMON_FUN_PATH]);

/**
 * The shortcuts shown before the server answers (and when it cannot): the server's default for a
 * user who has saved nothing, from the same menu (defaultPages over the held pages, then 修改密码).
 */
export function menuDefaultFunctions(table: readonly RouteRecord[]): UserFunction[] {
  const pages = table
    .filter((record) => record.module && !record.parentPath && !record.path.includes(':') && !NOT_SHORTCUTS.has(record.path))
    .map((record) => ({
      id: record.module!.id,
      name: record.title,
      uri: record.path,
      icon: record.module!.icon ?? null,
      type: functionTypeOfUri(record.path),
      group: record.ancestors[0]?.id ?? record.module!.id,
    }));
  const picked: UserFunction[] = defaultPages(pages).map(({ group: _group, ...entry }) => entry);
  return [...picked, { ...CHANGE_PASSWORD_FUNCTION, type: 'common' }];
}

const cacheKeyOf = (userId: string | undefined) => (userId ? `home-functions:${userId}` : null);

/** The user's shortcuts as last answered in this browser session (cleared at logout), so a reload shows them at once. */
function cachedFunctions(key: string | null): UserFunction[] | null {
  if (!key) return null;
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    const valid =
      Array.isArray(value) && value.every((entry) => entry && typeof entry.id === 'string' && typeof entry.name === 'string' && typeof entry.uri === 'string');
    return valid ? (value as UserFunction[]) : null;
  } catch {
    return null;
  }
}

/**
 * /home: the signed-in user's start page. Its common functions are the user's saved choice
 * (findUserFunctions), asked again when the choice is saved on /commonFun. Until the answer
 * arrives, the last answer of this browser session shows, else the menu's default (also when the
 * call fails), so the page is never empty. A company without an approved filing sees no upgrade
 * offer and an empty 资料下载 card: nothing on the page asks what the server would refuse.
 */
export function HomePage(_props: Partial<ScreenProps>) {
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const table = useRouteTable();
  const [now] = useState(() => new Date());
  const fallback = useMemo(() => menuDefaultFunctions(table).map(quickLinkOf), [table]);
  const cacheKey = cacheKeyOf(userInfo?.id);
  const [saved, setSaved] = useState<QuickLink[] | null>(() => cachedFunctions(cacheKey)?.map(quickLinkOf) ?? null);
  const [changingPassword, setChangingPassword] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    findUserFunctions().then(
      (answer) => {
        if (!current) return;
        setSaved(answer.map(quickLinkOf));
        if (cacheKey) sessionStorage.setItem(cacheKey, JSON.stringify(answer));
      },
      () => undefined, // The HTTP layer has said why; the menu's default stays.
    );
    return () => {
      current = false;
    };
  }, [attempt, cacheKey]);
  useEffect(() => onFunctionsSaved(() => setAttempt((n) => n + 1)), []);

  // The newest documents, for a user who holds the archive page. The archive needs an approved
  // filing: before it the card is quietly empty (no call the server would refuse with a toast).
  const filed = hasApprovedFiling(userInfo);
  const holdsArchive = table.some((record) => record.path === ARCHIVE_ROUTE);
  const documents = useHomeDocuments(holdsArchive && filed ? ARCHIVE_ROUTE : null);

  // News and notices, for every signed-in user; a link only where the user holds the page.
  const { notices, news } = useHomeContent();
  const holds = (path: string) => table.some((record) => record.path === path);
  const holdsNews = holds(CONTENT_ROUTES.NEWS.list);
  const holdsNotices = holds(CONTENT_ROUTES.NOTICE.list);

  const open = (path: string) => {
    if (path === CHANGE_PASSWORD_FUNCTION.uri) setChangingPassword(true);
    else navigate(path);
  };

  return (
    <>
      {/* The resource-centre account is opened on the approved filing's identity: not before it. */}
      {filed && <UpgradeOffer />}
      <HomeView
        now={now}
        userInfo={userInfo}
        quickLinks={saved ?? fallback}
        onOpen={open}
        onCustomise={table.some((record) => record.path === COMMON_FUN_PATH) ? () => navigate(COMMON_FUN_PATH) : undefined}
        documents={documents === null ? null : documents.map((item) => ({ ...item, open: () => void item.open().catch(() => undefined) }))}
        onMoreDocuments={holdsArchive ? () => navigate(ARCHIVE_ROUTE) : undefined}
        notices={notices}
        news={news}
        onOpenNotice={holdsNotices ? (item) => navigate(CONTENT_ROUTES.NOTICE.detail(item.id)) : undefined}
        onOpenNews={holdsNews ? (item) => navigate(CONTENT_ROUTES.NEWS.detail(item.id)) : undefined}
        onMoreNotices={holdsNotices ? () => navigate(CONTENT_ROUTES.NOTICE.list) : undefined}
        onMoreNews={holdsNews ? () => navigate(CONTENT_ROUTES.NEWS.list) : undefined}
      />
      <OwnPasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
