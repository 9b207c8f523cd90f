// The browser renders list and detail pages from the same definition the server mounts, so it
// asks for it here (resolved, ready to use) instead of bundling copies at build time: an analyst's
// change to schemas/bills reaches the page on the next server start, with no client build.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/require-user.ts';
import { businessError, ok } from '../../http/envelope.ts';
import { dataBody } from '../../http/validation.ts';
import type { BillEngine } from '../engine.ts';

export const DEFINITION_PATH = '/api/enterprise/bill/definition';
export const NO_DEFINITION = '该页面尚未配置单据定义';

/** `/details/export/order` and `/bill/export/order` name the same family. */
function listRoute(route: string): string {
  return route.replace(/^\/details\//, '/bill/').replace(/[?#].*$/, '');
}

export function registerDefinitionRoutes(app: FastifyInstance, engine: BillEngine): void {
  const byRoute = new Map(engine.families.map((family) => [family.definition.ui.route, family.definition]));
  app.post<{ Body: { data: { route: string } } }>(
    DEFINITION_PATH,
    {
      preHandler: requireUser,
      schema: { body: dataBody({ type: 'object', required: ['route'], properties: { route: { type: 'string', title: '页面路径', maxLength: 200 } } }) },
    },
    async (request) => {
      const definition = byRoute.get(listRoute(request.body.data.route));
      if (!definition) throw businessError(NO_DEFINITION);
      return ok({ schema: definition.schema, ui: definition.ui });
    },
  );
}
