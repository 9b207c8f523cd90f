// List, state counts and detail of one family (spec §7.2, §7.6): reading the family's page needs
// its module.
import type { FastifyInstance } from 'fastify';
import { businessError, ok } from '../http/envelope.ts';
import { dataBody } from '../http/validation.ts';
import { BILL_NOT_FOUND, billDetail, billId } from '../bills/find-bill.ts';
import type { BillEngine } from '../bills/engine.ts';
import { familyUrl } from '../bills/family.ts';
import type { BillFamily } from '../bills/family.ts';
import { listBills } from '../bills/list/list-bills.ts';
import { stateCounts } from '../bills/list/state-counts.ts';
import { listRequestSchema, termsSchema, type ReceivedListRequest as ListRequest, type ReceivedTerm as ListTerm } from '#core/list/list-request.ts';
import { callerOf, familyPage } from './caller.ts';

export function registerReadRoutes(app: FastifyInstance, engine: BillEngine, family: BillFamily): void {
  const { api } = family.definition.ui;

  app.post<{ Body: { data: ListRequest } }>(
    familyUrl(family, api.list as string),
    { config: familyPage(family), schema: { body: dataBody(listRequestSchema) } },
    async (request) => ok(await listBills(engine, family, callerOf(request).companyCode, request.body.data)),
  );

  if (api.stateCount) {
    app.post<{ Body: { data: { terms?: ListTerm[] } } }>(
      familyUrl(family, api.stateCount as string),
      { config: familyPage(family), schema: { body: dataBody({ type: 'object', properties: { terms: termsSchema } }) } },
      async (request) => ok(await stateCounts(engine, family, callerOf(request).companyCode, request.body.data.terms)),
    );
  }

  if (api.detail) {
    app.post<{ Body: { data: { id: unknown } } }>(
      familyUrl(family, api.detail as string),
      { config: familyPage(family), schema: { body: dataBody({ type: 'object', required: ['id'], properties: { id: { title: '单据编号' } } }) } },
      async (request) => {
        const caller = callerOf(request);
        const id = billId(request.body.data.id);
        const detail = id === null ? null : await billDetail(engine.db, family, caller.companyCode, id);
        if (!detail) throw businessError(BILL_NOT_FOUND);
        return ok(detail);
      },
    );
  }
}
