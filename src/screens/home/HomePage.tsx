import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/SessionContext.tsx';
import { useRouteTable } from '../../app/routing/RouteTableContext.tsx';
import type { RouteRecord, ScreenProps } from '../../app/routing/types.ts';
import { menuIcon } from '../shell/menuIcons.tsx';
import { HomeView, type QuickLink } from './HomeView.tsx';

const MAX_QUICK_LINKS = 12;

/**
 * The user's menu pages for quick access, taken in turn from each first-level menu group so that
 * a long export group does not crowd out settlement or company pages.
 */
export function quickLinksOf(table: readonly RouteRecord[], max = MAX_QUICK_LINKS): RouteRecord[] {
  const groups = new Map<string, RouteRecord[]>();
  for (const record of table) {
    if (!record.module || record.parentPath || record.path.includes(':')) continue;
    const group = record.ancestors[0]?.id ?? record.module.id;
    groups.set(group, [...(groups.get(group) ?? []), record]);
  }
  const queues = [...groups.values()];
  const picked: RouteRecord[] = [];
  for (let round = 0; picked.length < max && queues.some((q) => q.length > round); round += 1) {
    for (const queue of queues) if (queue[round] && picked.length < max) picked.push(queue[round]);
  }
  return picked;
}

/** /home: the signed-in user's start page. */
export function HomePage(_props: Partial<ScreenProps>) {
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const table = useRouteTable();
  const [now] = useState(() => new Date());
  const quickLinks = useMemo<QuickLink[]>(() => quickLinksOf(table).map((r) => ({ path: r.path, title: r.title, icon: menuIcon(r.module?.icon) })), [table]);
  return <HomeView now={now} userInfo={userInfo} quickLinks={quickLinks} onOpen={(path) => navigate(path)} />;
}
