// Cross checks of menu.json beyond its meta-schema: stable unique keys and uris, routes the spec
// allows, icons that exist, groups that are groups.
import { FirstOccurrence } from './first-occurrence.ts';
import { antDesignIconNames, similarIconNames } from './icons.ts';
import { childPointer, pointerOf, ProblemList, type Problem } from './problem.ts';
import { classifyMenuUri, groupUri, MENU_PAGE_ROUTES } from './routes.ts';
import type { MenuFile, MenuNode } from './seed-types.ts';

export interface Visit {
  node: MenuNode;
  pointer: string;
}

/** Every node of the menu tree, depth first, with its JSON pointer. */
export function* walk(nodes: MenuNode[], pointer: string): Generator<Visit> {
  for (const [index, node] of nodes.entries()) {
    const nodePointer = childPointer(pointer, index);
    yield { node, pointer: nodePointer };
    if (node.children) yield* walk(node.children, childPointer(nodePointer, 'children'));
  }
}

function checkPageUri(node: MenuNode, pointer: string, problems: ProblemList, formPages: readonly string[]): void {
  const uriPointer = childPointer(pointer, 'uri');
  const kind = classifyMenuUri(node.uri, formPages);
  switch (kind.kind) {
    case 'page':
    case 'bill':
      return;
    case 'subRoute':
      problems.add(uriPointer, `"${node.uri}" 是子页面路由（${kind.pattern}），由客户端挂在 ${kind.parent} 下，不作为菜单节点`);
      return;
    case 'billIndex':
      problems.add(uriPointer, `"${node.uri}" 是单据索引路由，规格 §2.2 把它排除在路由之外；单据页面应为 /bill/{export|import|other}/{family}`);
      return;
    default:
      problems.add(uriPointer, `"${node.uri}" 不是规格允许的页面路由（§2.3 的一级页面、/bill/{export|import|other}/{family} 或表单引擎的 /form/{form}）`);
  }
}

function checkGroup(node: MenuNode, pointer: string, problems: ProblemList): void {
  if (node.uri !== groupUri(node.key)) {
    problems.add(childPointer(pointer, 'uri'), `分组节点（有 children）的 uri 应为 "${groupUri(node.key)}"`);
  }
  if (node.buttons.length > 0) {
    problems.add(childPointer(pointer, 'buttons'), '分组节点没有页面，不应配置按钮');
  }
}

/** `formPages`: the engine forms' routes (/form/{form}), pages a menu node may name. */
export function checkMenu(file: string, menu: MenuFile, formPages: readonly string[] = []): Problem[] {
  const problems = new ProblemList(file);
  const icons = antDesignIconNames();
  const keys = new FirstOccurrence();
  const uris = new FirstOccurrence();
  for (const { node, pointer } of walk(menu.modules, pointerOf('modules'))) {
    const earlierKey = keys.previous(node.key, childPointer(pointer, 'key'));
    if (earlierKey) problems.add(childPointer(pointer, 'key'), `菜单 key "${node.key}" 重复（已用于 #${earlierKey}）`);
    const earlierUri = uris.previous(node.uri, childPointer(pointer, 'uri'));
    if (earlierUri) problems.add(childPointer(pointer, 'uri'), `uri "${node.uri}" 重复（已用于 #${earlierUri}）`);
    if (node.children) checkGroup(node, pointer, problems);
    else checkPageUri(node, pointer, problems, formPages);
    if (!icons.has(node.icon)) {
      const similar = similarIconNames(node.icon, icons);
      const hint = similar.length > 0 ? `，相近的有：${similar.join('、')}` : '';
      problems.add(childPointer(pointer, 'icon'), `@ant-design/icons 中没有图标 "${node.icon}"${hint}`);
    }
  }
  const present = new Set([...walk(menu.modules, '')].map(({ node }) => node.uri));
  for (const route of MENU_PAGE_ROUTES) {
    if (!present.has(route)) problems.add(pointerOf('modules'), `菜单缺少规格中的页面 "${route}"`);
  }
  return problems.items;
}

/** Every button code any page of the menu offers. */
export function menuButtonCodes(menu: MenuFile): ReadonlySet<string> {
  const codes = new Set<string>();
  for (const { node } of walk(menu.modules, '')) node.buttons.forEach((code) => codes.add(code));
  return codes;
}
