// A family's buttons are granted through the menu page its route names: the server refuses a
// caller whose module for that page lacks the button's code, so the page must exist and offer
// every code the family's buttons use. The other way round (spec §6: a button exists when the
// page's module holds its code), every code the page grants is a button of the family's list,
// or one of the detail page's codes (core/buttons/detail-codes.ts) — a code granted and never
// shown (删除 on a list without its button) is a mistake of the definition. Lists shown inside
// the page (ui.module is the page, e.g. the waybill import of the subsidy application form) count
// as the page's: their buttons are the page's buttons too.
import { DETAIL_PAGE_CODES } from '#core/buttons/detail-codes.ts';
import { definitionModule, type UiDefinition } from '#core/definition/index.ts';
import type { Checked } from './checked-files.ts';
import { walk } from './check-menu.ts';
import { pointerOf, ProblemList, type Problem } from './problem.ts';
import { SEED_FILES } from './seed-files.ts';
import type { MenuFile } from './seed-types.ts';

export function checkBillMenu(ui: Checked<UiDefinition>, menu: MenuFile, all: ReadonlyArray<Checked<UiDefinition>> = []): Problem[] {
  const problems = new ProblemList(ui.file);
  const { buttons, list } = ui.value;
  // A list shown inside another page (a history dialog) is granted through that page (ui.module).
  const route = definitionModule(ui.value);
  const ownPage = ui.value.module === undefined;
  const page = [...walk(menu.modules, pointerOf('modules'))].find(({ node }) => node.uri === route && !node.children);
  if (!page) {
    problems.add(pointerOf(ownPage ? 'route' : 'module'), `${SEED_FILES.menu.file} 中没有 uri 为 "${route}" 的页面，按钮无法授权`);
    return problems.items;
  }
  const offered = new Set(page.node.buttons);
  buttons.forEach((button, i) => {
    if (!offered.has(button.code)) {
      problems.add(pointerOf('buttons', i, 'code'), `按钮编码 "${button.code}" 不在菜单页面 "${route}"（${SEED_FILES.menu.file}#${page.pointer}/buttons）中`);
    }
  });
  list.rowActions.forEach((button, i) => {
    if (!offered.has(button.code)) {
      problems.add(
        pointerOf('list', 'rowActions', i, 'code'),
        `按钮编码 "${button.code}" 不在菜单页面 "${route}"（${SEED_FILES.menu.file}#${page.pointer}/buttons）中`,
      );
    }
  });
  // A statistics page's query button (its code is granted like any other).
  const queryCode = ui.value.statistics?.queryCode;
  if (queryCode !== undefined && !offered.has(queryCode)) {
    problems.add(pointerOf('statistics', 'queryCode'), `按钮编码 "${queryCode}" 不在菜单页面 "${route}"（${SEED_FILES.menu.file}#${page.pointer}/buttons）中`);
  }
  if (!ownPage) return problems.items;
  const inside = all.filter((other) => other !== ui && other.value.module === route).map((other) => other.value);
  const shown = new Set<string>(
    [...buttons, ...list.rowActions, ...inside.flatMap((other) => [...other.buttons, ...other.list.rowActions])].map((button) => button.code),
  );
  if (queryCode !== undefined) shown.add(queryCode);
  for (const code of offered) {
    if (shown.has(code)) continue;
    if (code !== 'delete' && DETAIL_PAGE_CODES.includes(code)) continue;
    problems.add(pointerOf('buttons'), `菜单页面 "${route}"（${SEED_FILES.menu.file}#${page.pointer}/buttons）授予按钮编码 "${code}"，列表却没有该按钮`);
  }
  return problems.items;
}
