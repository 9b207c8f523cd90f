// The first machine endpoints of the open API (issue 27 point 2, docs/open-api.md), here to prove
// the signed-request guard end to end; bulk calls and declare by business keys come later on the
// same guard. Every route is `signedRequest`: by the time a handler runs, request.user is the key's
// creator of the key's company, exactly as a session would make it, so callerOf() scopes the reads.
import { MSG_FILING_REQUIRED } from '#core/messages.ts';
import { OPEN_API_BASE, familyScope } from '#core/open-api.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedRequest } from '../auth/route-access.ts';
import { isFilingApproved } from '../company/filing-gate.ts';
import { BILL_NOT_FOUND, billDetail } from '../bills/find-bill.ts';
import { dynamicDb } from '../bills/db.ts';
import { businessError, ok } from '../http/envelope.ts';
import { callerOf } from './caller.ts';

export async function registerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  const { bills } = app;

  // Who am I: the key, its company and scopes (any live key). POST takes any JSON body, so a
  // developer can check the body's digest their code signs against the one the server computed.
  const whoAmI = (request: FastifyRequest) => {
    const caller = callerOf(request);
    return ok({ keyId: request.apiKey?.keyId, companyCode: caller.companyCode, scopes: request.apiKey?.scopes ?? [] });
  };
  app.get(`${OPEN_API_BASE}/ping`, { config: { access: signedRequest(null) } }, async (request) => whoAmI(request));
  app.post(`${OPEN_API_BASE}/ping`, { config: { access: signedRequest(null) } }, async (request) => whoAmI(request));

  // One bill, with its lines, by its business key (the family's link field: orderNo, logisticsNo…).
  for (const family of bills.families) {
    app.get<{ Params: { businessKey: string } }>(
      `${OPEN_API_BASE}/bills/${family.id}/:businessKey`,
      {
        config: { access: signedRequest(familyScope(family.id, 'read'), [family.moduleUri]) },
        schema: { params: { type: 'object', properties: { businessKey: { type: 'string', title: family.link.title, maxLength: 200 } } } },
      },
      async (request) => {
        const caller = callerOf(request);
        if (!(await isFilingApproved(bills.reader, caller.companyCode))) throw businessError(MSG_FILING_REQUIRED);
        // The newest bill of that key in the caller's company: another company's is one that does not exist.
        const found = (await dynamicDb(bills.reader)
          .selectFrom(family.headTable)
          .select('id')
          .where('company_code', '=', caller.companyCode)
          .where(family.link.column, '=', request.params.businessKey)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()) as { id: number } | undefined;
        const detail = found ? await billDetail(bills.reader, family, caller.companyCode, Number(found.id)) : null;
        if (!detail) throw businessError(BILL_NOT_FOUND);
        return ok(detail);
      },
    );
  }
}
