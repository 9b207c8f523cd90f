// The forms feature (schemas/forms, docs/forms.md): loads every form definition at start and
// answers a form page's definition, as definition-routes.ts does for bill pages:
// POST /api/enterprise/form/definition { route } → { schema, ui }, for a user who holds the page's
// module (its UI file's `module`, else its route; checked before the body is validated). The forms are kept on the app (app.forms) for
// the features that store them (server/company).
import { MSG_NO_DEFINITION } from '#core/messages.ts';
import { formModule } from '#core/forms/index.ts';
import type { FastifyInstance } from 'fastify';
import { namedPage } from '../auth/route-access.ts';
import { ApiError, CODE_FAILURE_SHOWN_BY_CALLER, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { loadForms, type LoadedForm } from '../forms/load-forms.ts';
import { formSettings } from '../forms/settings.ts';

export const FORM_DEFINITION_PATH = '/api/enterprise/form/definition';

export interface FormRegistry {
  /** Forms by their id (the file name: enterprise). */
  byId: ReadonlyMap<string, LoadedForm>;
  /** Forms by their page route (/enterprise). */
  byRoute: ReadonlyMap<string, LoadedForm>;
}

function routeOf(body: unknown): string | undefined {
  const route = (body as { data?: { route?: unknown } } | undefined)?.data?.route;
  return typeof route === 'string' ? route.replace(/[?#].*$/, '') : undefined;
}

export async function registerFormRoutes(app: FastifyInstance): Promise<void> {
  const forms = loadForms(formSettings(app.portal.config).formSchemaDir);
  const registry: FormRegistry = {
    byId: new Map(forms.map((form) => [form.definition.id, form])),
    byRoute: new Map(forms.map((form) => [form.definition.ui.route, form])),
  };
  app.decorate('forms', registry);

  const formOf = (body: unknown) => {
    const route = routeOf(body);
    return route === undefined ? undefined : registry.byRoute.get(route);
  };
  app.post<{ Body: { data: { route: string } } }>(
    FORM_DEFINITION_PATH,
    {
      config: {
        access: namedPage((request) => {
          const form = formOf(request.body);
          return form ? { modules: [formModule(form.definition.ui)] } : null;
        }),
      },
      schema: {
        body: dataBody({ type: 'object', required: ['route'], properties: { route: { type: 'string', title: '页面路径', maxLength: 200 } } }),
      },
    },
    async (request) => {
      const form = formOf(request.body);
      // -1000: the page itself says it is not configured yet.
      if (!form) throw new ApiError(MSG_NO_DEFINITION, { code: CODE_FAILURE_SHOWN_BY_CALLER });
      return ok({ schema: form.definition.schema, ui: form.definition.ui });
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The loaded form definitions (schemas/forms). */
    forms: FormRegistry;
  }
}
