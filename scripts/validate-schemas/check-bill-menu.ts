// A family's buttons are granted through the menu page its route names: the server refuses a
// caller whose module for that page lacks the button's code, so the page must exist and offer
// every code the family's buttons use.
import type { UiDefinition } from '#core/definition/index.ts';
import type { Checked } from './checked-files.ts';
import { walk } from './check-menu.ts';
import { pointerOf, ProblemList, type Problem } from './problem.ts';
import { SEED_FILES } from './seed-files.ts';
import type { MenuFile } from './seed-types.ts';

export function checkBillMenu(ui: Checked<UiDefinition>, menu: MenuFile): Problem[] {
  const problems = new ProblemList(ui.file);
  const { route, buttons } = ui.value;
  const page = [...walk(menu.modules, pointerOf('modules'))].find(({ node }) => node.uri === route && !node.children);
  if (!page) {
    problems.add(pointerOf('route'), `${SEED_FILES.menu.file} 中没有 uri 为 "${route}" 的页面，按钮无法授权`);
    return problems.items;
  }
  const offered = new Set(page.node.buttons);
  buttons.forEach((button, i) => {
    if (!offered.has(button.code)) {
      problems.add(pointerOf('buttons', i, 'code'), `按钮编码 "${button.code}" 不在菜单页面 "${route}"（${SEED_FILES.menu.file}#${page.pointer}/buttons）中`);
    }
  });
  return problems.items;
}
