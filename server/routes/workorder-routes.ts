// Work tickets (bill-families-and-screens.md §3.3, §5, §7; docs/work-orders.md). The feedback form
// (§3.11) is the form engine's (server/routes/form-engine-routes.ts).
// All POST { data } under /api/enterprise, at the paths the definitions name:
// - the ticket form (schemas/forms/workorder): /Work_ticket/save, code add on /workorder;
// - the list (schemas/bills/other-workorder, servedBy workorder): /Work_ticket/list, state_count,
//   detail { id } (the page's module), delete { ids } (code deleteWorkorder);
// The guard checks the token, the module and the button before the body is read; each body is
// schema-checked and bounded; every call is scoped to the caller's company. Also registers the
// screenshots' upload purpose (/api/file/upload?route=/workorder&code=add: jpeg or png under 2 MB,
// the spec's own refusals).
import { recordIdSchema } from '#core/record-id.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listRequestSchema, termsSchema, type ReceivedListRequest, type ReceivedTerm } from '#core/list/list-request.ts';
import { pageRoute } from '../auth/route-access.ts';
import { ok } from '../http/envelope.ts';
import { dataBody, type JsonSchema } from '../http/validation.ts';
import { formDictionaries, sendFormProblems, validateFormBody } from '../forms/validate-form.ts';
import { TICKET_FORM_ID, TICKET_LIST_SERVED_BY, ticketFeature } from '../workorder/ticket-forms.ts';
import {
  countTickets,
  deleteTickets,
  detailTicket,
  listTickets,
  MAX_IDS,
  MSG_TICKET_SAVED,
  MSG_TICKETS_DELETED,
  saveTicket,
  type TicketDeps,
} from '../workorder/tickets.ts';
import { callerOf } from './caller.ts';

/** A form body: its fields (the form's own schema checks them, with its messages). */
const FORM_BODY: JsonSchema = { type: 'object', maxProperties: 20 };
const id = recordIdSchema('工单编号');
const idBody = dataBody({ type: 'object', additionalProperties: false, required: ['id'], properties: { id } });
const idsBody = dataBody({
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: {
    ids: { type: 'array', title: '选中数据', maxItems: MAX_IDS, items: id },
    // The list's confirm buttons also send the time window of the query; a ticket ignores it.
    startTime: { type: ['string', 'null'], maxLength: 19 },
    endTime: { type: ['string', 'null'], maxLength: 19 },
  },
});
const listBody = dataBody(listRequestSchema);
const countBody = dataBody({ type: 'object', properties: { terms: termsSchema } });

type DataRequest<T> = FastifyRequest<{ Body: { data: T } }>;

export async function registerWorkOrderRoutes(app: FastifyInstance): Promise<void> {
  const form = app.forms.byId.get(TICKET_FORM_ID);
  const list = app.bills.featureLists.find((definition) => definition.ui.servedBy === TICKET_LIST_SERVED_BY);
  const { db, secrets, config } = app.portal;

  if (form && list) {
    const feature = ticketFeature(form, list);
    const deps: TicketDeps = { db, feature, signingKey: secrets.accessKey, files: { dir: config.filesDir } };
    const { upload } = feature.files;
    app.uploadPurposes.add({ route: feature.module, code: feature.codes.upload, accept: upload.accept, maxBytes: upload.maxBytes, messages: upload.messages });

    const route = <Body>(
      path: string,
      codes: string[] | undefined,
      body: JsonSchema,
      handler: (request: DataRequest<Body>, reply: FastifyReply) => Promise<unknown>,
    ) => app.post<{ Body: { data: Body } }>(path, { config: { access: pageRoute(feature.module, codes) }, schema: { body } }, handler);

    route<Record<string, unknown>>(feature.paths.save, [feature.codes.save], dataBody(FORM_BODY), async (request, reply) => {
      const checked = validateFormBody(form, request.body.data, await formDictionaries(db, form));
      if (!checked.ok) return sendFormProblems(reply, request, checked);
      return ok(await saveTicket(deps, callerOf(request), checked.data), MSG_TICKET_SAVED);
    });
    route<ReceivedListRequest>(feature.paths.list, undefined, listBody, async (request) => ok(await listTickets(deps, callerOf(request), request.body.data)));
    route<{ terms?: ReceivedTerm[] }>(feature.paths.stateCount, undefined, countBody, async (request) =>
      ok(await countTickets(deps, callerOf(request), request.body.data.terms ?? [])),
    );
    route<{ id: number }>(feature.paths.detail, undefined, idBody, async (request) => ok(await detailTicket(deps, callerOf(request), request.body.data.id)));
    route<{ ids: number[] }>(feature.paths.delete, [feature.codes.delete], idsBody, async (request) =>
      ok({ deleted: await deleteTickets(deps, callerOf(request), request.body.data.ids) }, MSG_TICKETS_DELETED),
    );
  }
}
