// Two families must not claim the same menu route or the same API base: the client picks the
// definition by route and the server mounts the handlers by base, so the second would be hidden.
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
    const baseOwner = bases.get(value.api.base);
    if (baseOwner) problems.push({ file, pointer: pointerOf('api', 'base'), message: `接口基路径 "${value.api.base}" 已由 ${baseOwner} 使用` });
    else bases.set(value.api.base, file);
  }
  return problems;
}
