import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../app/constants.ts';
import { detailLabelAt } from '../../app/routing/buildRouteTable.ts';
import type { RouteRecord } from '../../app/routing/types.ts';

export interface Crumb {
  title: string;
  /** Where the crumb leads; the last crumb and menu groups lead nowhere. */
  path?: string;
}

/**
 * Home > menu group > page [> sub-route] for a registered route; home > 页面不存在 otherwise.
 * `search` is the location's query: a detail route without an id is 新增, not 详情; a list page
 * with a detail query (in place, spec §2.4) ends like the detail route.
 */
export function crumbsFor(record: RouteRecord | null, search = ''): Crumb[] {
  if (!record) return [{ title: '首页', path: HOME_PATH }, { title: '页面不存在' }];
  if (!record.module) return [{ title: record.title }];
  const crumbs: Crumb[] = [{ title: '首页', path: HOME_PATH }, ...record.ancestors.map((m) => ({ title: m.name }))];
  const detail = detailLabelAt(record, search);
  if (detail !== undefined) {
    crumbs.push({ title: record.module.name, path: record.parentPath ?? record.path }, { title: detail });
  } else {
    crumbs.push({ title: record.module.name });
  }
  return crumbs;
}

export function PageBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={crumbs.map((c, i) => ({
        key: `${i}-${c.title}`,
        title: c.path && i < crumbs.length - 1 ? <Link to={c.path}>{c.title}</Link> : c.title,
      }))}
    />
  );
}
