// Two families must not claim the same menu route or the same API base: the client picks the
// definition by route and the server mounts the handlers by base, so the second would be hidden.
// Within a family, a button must not claim a sub-path of the family's api (or another button's):
// the server would refuse to start (出口报关单's deleteById is its line delete, not the list's 删除).
import { buttonPaths } from '#core/buttons/registry.ts';
import type { UiDefinition } from '#core/definition/index.ts';
import type { Checked } from './checked-files.ts';
import { pointerOf, type Problem } from './problem.ts';

export function checkBillClaims(uis: ReadonlyArray<Checked<UiDefinition>>): Problem[] {
  const problems: Problem[] = [];
  const routes = new Map<string, string>();
  const bases = new Map<string, string>();
  for (const { file, value } of uis) {
    const routeOwner = routes.get(value.route);
    if (routeOwner) problems.push({ file, pointer: pointerOf('route'), message: `路由 "${value.route}" 已由 ${routeOwner} 使用` });
    else routes.set(value.route, file);
    // A feature's lists share its path families (the server mounts nothing for them).
    const baseOwner = value.servedBy === undefined ? bases.get(value.api.base) : undefined;
    if (baseOwner) problems.push({ file, pointer: pointerOf('api', 'base'), message: `接口基路径 "${value.api.base}" 已由 ${baseOwner} 使用` });
    else if (value.servedBy === undefined) bases.set(value.api.base, file);
    problems.push(...pathClaims(file, value));
  }
  return problems;
}

function pathClaims(file: string, ui: UiDefinition): Problem[] {
  const problems: Problem[] = [];
  const owners = new Map<string, string>();
  for (const [key, path] of Object.entries(ui.api)) if (key !== 'base' && typeof path === 'string') owners.set(path, `api.${key}`);
  ui.buttons.forEach((button, i) => {
    for (const path of buttonPaths(button)) {
      const owner = owners.get(path);
      if (owner) problems.push({ file, pointer: pointerOf('buttons', i), message: `按钮 "${button.code}" 的接口子路径 "${path}" 已由 ${owner} 使用` });
      else owners.set(path, `按钮 "${button.code}"`);
    }
  });
  return problems;
}
