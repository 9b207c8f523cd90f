// The browser renders list and detail pages from the same definition the server mounts, so it
// asks for it here (resolved, ready to use) instead of bundling copies at build time: an analyst's
// change to schemas/bills reaches the page on the next server start, with no client build. A family
// whose field table maps a customs message also gets its type (customsMessage), which the client
// cannot derive from the two files it reads.
import { MSG_NO_DEFINITION } from '#core/messages.ts';
import type { FastifyInstance } from 'fastify';
import { namedPage } from '../auth/route-access.ts';
import { ApiError, CODE_FAILURE_SHOWN_BY_CALLER, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import type { BillEngine } from '../bills/engine.ts';
import { definitionModule } from '#core/definition/index.ts';
import { messageType } from '../customs/declare/declared-messages.ts';

export const DEFINITION_PATH = '/api/enterprise/bill/definition';
export const NO_DEFINITION = MSG_NO_DEFINITION;

/** `/details/export/order` and `/bill/export/order` name the same family. */
function listRoute(route: string): string {
  return route.replace(/^\/details\//, '/bill/').replace(/[?#].*$/, '');
}

export function registerDefinitionRoutes(app: FastifyInstance, engine: BillEngine): void {
  const byRoute = new Map([
    ...engine.families.map((family) => [family.definition.ui.route, family.definition] as const),
    ...engine.featureLists.map((definition) => [definition.ui.route, definition] as const),
  ]);
  // A page of its own (e.g. /sign/detail/{id}, /workorder/show/{id}) asks by the detailRoute
  // pattern a family, or a list a feature serves, declares.
  const byDetailRoute = new Map(
    [...engine.families.map((family) => family.definition), ...engine.featureLists].flatMap((definition) =>
      definition.ui.detailRoute ? [[definition.ui.detailRoute, definition] as const] : [],
    ),
  );
  const definitionOf = (asked: { route?: unknown; detailRoute?: unknown } | undefined) => {
    if (typeof asked?.route === 'string') return byRoute.get(listRoute(asked.route));
    return typeof asked?.detailRoute === 'string' ? byDetailRoute.get(asked.detailRoute) : undefined;
  };
  const path = { type: 'string', title: '页面路径', maxLength: 200 };
  app.post<{ Body: { data: { route?: string; detailRoute?: string } } }>(
    DEFINITION_PATH,
    {
      // The page asking must be one the user holds (its module), before the body is checked.
      config: {
        access: namedPage((request) => {
          const definition = definitionOf((request.body as { data?: { route?: unknown; detailRoute?: unknown } } | undefined)?.data);
          return definition ? { modules: [definitionModule(definition.ui)] } : null;
        }),
      },
      schema: {
        body: dataBody({
          type: 'object',
          properties: { route: path, detailRoute: path },
          anyOf: [{ required: ['route'] }, { required: ['detailRoute'] }],
        }),
      },
    },
    async (request) => {
      const definition = definitionOf(request.body.data);
      // -1000: not an error to warn about; the page itself says it is not configured yet.
      if (!definition) throw new ApiError(NO_DEFINITION, { code: CODE_FAILURE_SHOWN_BY_CALLER });
      // A family declared in a customs message says which (CEB303…): its detail page offers 报文.
      const message = engine.customs.messages.get(definition.family);
      return ok({ schema: definition.schema, ui: definition.ui, ...(message ? { customsMessage: messageType(message.mapping.root) } : {}) });
    },
  );
}
