// The company filing (bill-families-and-screens.md §7 "Company filing", docs/company-filing.md):
// POST /api/enterprise{api.base}/{call} for every call the filing's UI file names (api.base
// /company): queryDetailById, saveCompany, apply, saveFile, deleteFileByFileId, queryAuthCode,
// generateAuthCode. Each is a route of the filing page (its module, /enterprise) and, for a change,
// of the button whose call it is (save, saveDeclare, upload, queryAuthCode, generateAuthCode), all
// taken from the UI file and checked before the body is read. Also registers the upload purpose of
// the attachments (/api/file/upload?route=/enterprise&code=upload: jpeg or png, 512000 bytes),
// brings the approved identities' keys up to the definition at start (filing-identity.ts) and
// runs the filing reviewer.
import { RECORD_ID_TEXT, recordIdOf, recordIdSchema } from '#core/record-id.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageRoute } from '../auth/route-access.ts';
import { ok } from '../http/envelope.ts';
import { dataBody, type JsonSchema } from '../http/validation.ts';
import { formSettings } from '../forms/settings.ts';
import { sendFormProblems } from '../forms/validate-form.ts';
import { FILING_FORM_ID, filingForm } from '../company/filing-form.ts';
import { FilingReviewer } from '../company/filing-reviewer.ts';
import { syncIdentityKeys } from '../company/filing-identity.ts';
import { FilingService, MSG_DECLARED, MSG_FILE_DELETED, MSG_GENERATED, MSG_SAVED } from '../company/filing-service.ts';
import { callerOf } from './caller.ts';

/** A filing body: the form's fields (the form's own schema checks them, with its messages). */
const FORM_BODY: JsonSchema = { type: 'object', maxProperties: 200 };
const EMPTY_BODY: JsonSchema = { type: 'object', maxProperties: 20 };
const ID = { anyOf: [recordIdSchema('附件编号'), RECORD_ID_TEXT], title: '附件编号' };

export async function registerCompanyRoutes(app: FastifyInstance): Promise<void> {
  const loaded = app.forms.byId.get(FILING_FORM_ID);
  if (!loaded) return;
  const filing = filingForm(loaded);
  const { api } = loaded.definition.ui;
  const { config, db, secrets } = app.portal;
  const reviewer = new FilingReviewer(db, filing, formSettings(config).filingReviewDelayMs);
  const service = new FilingService({ db, filing, reviewer, signingKey: secrets.accessKey, files: { dir: config.filesDir } });
  app.decorate('filingReviewer', reviewer);
  app.addHook('onReady', async () => {
    await syncIdentityKeys(db, filing, app.log);
    reviewer.start(app.log);
  });
  app.addHook('onClose', async () => reviewer.stop());

  app.uploadPurposes.add({ route: filing.route, code: filing.codes.upload, accept: filing.upload.accept, maxBytes: filing.upload.maxBytes });

  const url = (call: string) => `/api/enterprise${api.base}/${call}`;
  const route = <Body>(
    call: string,
    codes: string[] | undefined,
    body: JsonSchema,
    handler: (request: FastifyRequest<{ Body: { data: Body } }>, reply: FastifyReply) => Promise<unknown>,
  ) => app.post<{ Body: { data: Body } }>(url(call), { config: { access: pageRoute(filing.route, codes) }, schema: { body: dataBody(body) } }, handler);

  route(api.load, undefined, EMPTY_BODY, async (request) => ok(await service.detail(callerOf(request))));

  const save = (declare: boolean) => async (request: FastifyRequest<{ Body: { data: Record<string, unknown> } }>, reply: FastifyReply) => {
    const outcome = await service.save(callerOf(request), request.body.data, declare);
    if (!outcome.ok) return sendFormProblems(reply, request, outcome.refused);
    return ok(outcome.detail, declare ? MSG_DECLARED : MSG_SAVED);
  };
  route(api.save, [filing.codes.save], FORM_BODY, save(false));
  if (api.declare) route(api.declare, [filing.codes.declare], FORM_BODY, save(true));

  const typeField = filing.upload.typeField;
  route<{ fileUri: string; [field: string]: unknown }>(
    api.saveFile,
    [filing.codes.upload],
    {
      type: 'object',
      required: [typeField, 'fileUri'],
      properties: {
        [typeField]: { type: 'string', title: '文件类型', minLength: 1, maxLength: 10 },
        fileUri: { type: 'string', title: '文件', minLength: 1, maxLength: 500 },
        // The page sends its company; the file always goes to the caller's company (docs/company-filing.md).
        companyId: { type: ['integer', 'string', 'null'], title: '企业编号', maxLength: 30 },
      },
    },
    async (request) =>
      ok(
        await service.attach(callerOf(request), { fileType: String(request.body.data[typeField]), fileUri: request.body.data.fileUri }),
        filing.upload.success,
      ),
  );
  route<{ id: number | string }>(api.deleteFile, [filing.codes.upload], { type: 'object', required: ['id'], properties: { id: ID } }, async (request) => {
    await service.detach(callerOf(request), recordIdOf(request.body.data.id) ?? 0);
    return ok(null, MSG_FILE_DELETED);
  });
  route(api.queryAuthCode, [filing.codes.queryAuthCode], EMPTY_BODY, async (request) => ok(await service.authCode(callerOf(request))));
  route(api.generateAuthCode, [filing.codes.generateAuthCode], EMPTY_BODY, async (request) =>
    ok(await service.generateAuthCode(callerOf(request)), MSG_GENERATED),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The filing reviewer (customs' stand-in), for tests and tools. */
    filingReviewer: FilingReviewer;
  }
}
