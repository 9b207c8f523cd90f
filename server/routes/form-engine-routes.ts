// The form engine's routes (issue 25 point 1; docs/forms.md "表单引擎"): for every form no feature
// serves (no `servedBy`), POST /api/enterprise{route}/{call} for each call its UI file names —
// api.load (the record), api.save, every lifecycle action (api[action]) and, with an attachments
// section, api.saveFile and api.deleteFile; a new-record form (a feedback) only api.save, each
// submit a new record. Each is a route of the form's page (its route is its
// menu node: read needs the page, a change the code of the button that makes it), checked before
// the body is read. At start the forms' tables are created or gain new columns (form-table.ts),
// their upload purposes are registered, and the reviewers poll.
import { RECORD_ID_TEXT, recordIdOf, recordIdSchema } from '#core/record-id.ts';
import { isEngineForm } from '#core/forms/index.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageRoute } from '../auth/route-access.ts';
import { ok } from '../http/envelope.ts';
import { dataBody, type JsonSchema } from '../http/validation.ts';
import type { UntypedDb } from '../db/untyped.ts';
import { formSettings } from '../forms/settings.ts';
import { sendFormProblems } from '../forms/validate-form.ts';
import { engineForm, type EngineForm } from '../forms/engine/engine-form.ts';
import { ensureFormTables } from '../forms/engine/form-table.ts';
import { FormReviewers } from '../forms/engine/form-reviewer.ts';
import { FormService, MSG_FORM_FILE_DELETED, MSG_FORM_SAVED, type FormSaveOutcome } from '../forms/engine/form-service.ts';
import { callerOf } from './caller.ts';

/** A form body: the form's fields (its own schema checks them, with its messages). */
const FORM_BODY: JsonSchema = { type: 'object', maxProperties: 300 };
const EMPTY_BODY: JsonSchema = { type: 'object', maxProperties: 20 };
const ID = { anyOf: [recordIdSchema('附件编号'), RECORD_ID_TEXT], title: '附件编号' };

type FormRequest<Body> = FastifyRequest<{ Body: { data: Body } }>;

export async function registerFormEngineRoutes(app: FastifyInstance): Promise<void> {
  const forms: EngineForm[] = [...app.forms.byId.values()].filter((loaded) => isEngineForm(loaded.definition.ui)).map(engineForm);
  const { config, db, secrets } = app.portal;
  const untyped = db as unknown as UntypedDb;
  const reviewers = new FormReviewers(untyped, forms, formSettings(config).formReviewDelayMs);
  app.decorate('formEngine', { forms: new Map(forms.map((form) => [form.id, form])), reviewers });
  if (forms.length === 0) return;
  await ensureFormTables(untyped, forms);
  const service = new FormService({
    db: untyped,
    signingKey: secrets.accessKey,
    files: { dir: config.filesDir },
    moved: (form, id, state) => reviewers.moved(form, id, state),
  });
  app.addHook('onReady', async () => reviewers.start(app.log));
  app.addHook('onClose', async () => reviewers.stop());

  for (const form of forms) {
    const { api, route: page } = form.ui;
    const route = <Body>(
      call: string,
      codes: string[] | undefined,
      body: JsonSchema,
      handler: (request: FormRequest<Body>, reply: FastifyReply) => Promise<unknown>,
    ) =>
      app.post<{ Body: { data: Body } }>(
        `/api/enterprise${api.base}/${call}`,
        { config: { access: pageRoute(page, codes) }, schema: { body: dataBody(body) } },
        handler,
      );
    const answer = (reply: FastifyReply, request: FastifyRequest, outcome: FormSaveOutcome, message: string) =>
      outcome.ok ? ok(outcome.detail, message) : sendFormProblems(reply, request, outcome.refused);

    if (form.record === 'new') {
      // Each submit a new record (docs/forms.md「表单引擎」): the submit button's call and success.
      const submit = form.ui.buttons.find((button) => button.kind === 'submit' && (button.path ?? api.save) === api.save);
      route<Record<string, unknown>>(api.save, form.submitCode ? [form.submitCode] : undefined, FORM_BODY, async (request, reply) =>
        answer(reply, request, await service.create(form, callerOf(request), request.body.data), submit?.success ?? '提交成功'),
      );
      continue;
    }
    route(api.load, undefined, EMPTY_BODY, async (request) => ok(await service.detail(form, callerOf(request))));
    route<Record<string, unknown>>(api.save, [form.saveCode], FORM_BODY, async (request, reply) =>
      answer(reply, request, await service.save(form, callerOf(request), request.body.data), MSG_FORM_SAVED),
    );
    for (const action of form.actions) {
      const success = form.ui.buttons.find((button) => button.code === action.code && button.path === action.path)?.success ?? '提交成功';
      route<Record<string, unknown>>(action.path, [action.code], FORM_BODY, async (request, reply) =>
        answer(reply, request, await service.act(form, action, callerOf(request), request.body.data), success),
      );
    }
    const attachments = form.attachments;
    if (!attachments || !form.uploadCode) continue;
    app.uploadPurposes.add({ route: page, code: form.uploadCode, accept: attachments.upload.accept, maxBytes: attachments.upload.maxBytes });
    route<{ fileUri: string; [field: string]: unknown }>(
      api.saveFile ?? 'saveFile',
      [form.uploadCode],
      {
        type: 'object',
        required: [attachments.typeField, 'fileUri'],
        properties: {
          [attachments.typeField]: { type: 'string', title: '文件类型', minLength: 1, maxLength: 20 },
          fileUri: { type: 'string', title: '文件', minLength: 1, maxLength: 500 },
          fileName: { type: 'string', title: '文件名', maxLength: 255 },
        },
      },
      async (request) =>
        ok(
          await service.attach(form, callerOf(request), { fileType: String(request.body.data[attachments.typeField]), fileUri: request.body.data.fileUri }),
          attachments.upload.success,
        ),
    );
    route<{ id: number | string }>(
      api.deleteFile ?? 'deleteFileByFileId',
      [form.uploadCode],
      { type: 'object', required: ['id'], properties: { id: ID } },
      async (request) => {
        await service.detach(form, callerOf(request), recordIdOf(request.body.data.id) ?? 0);
        return ok(null, MSG_FORM_FILE_DELETED);
      },
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The engine forms and their reviewers (for tests and tools). */
    formEngine: { forms: ReadonlyMap<string, EngineForm>; reviewers: FormReviewers };
  }
}
