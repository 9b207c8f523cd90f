// The settlement application calls (platform-and-settlement.md §7.7; issue 13;
// docs/settlement-server.md). All POST { data } under /api/enterprise, guarded by the page
// /exchangeSettlement (its module; the action's button code), for a company whose filing is
// approved; each body is schema-validated and bounded; each call is scoped to the caller's company.
import { recordIdSchema } from '#core/record-id.ts';
import type { FastifyInstance } from 'fastify';
import { listRequestSchema, type ReceivedListRequest } from '#core/list/list-request.ts';
import { pageRoute, type RouteAccess } from '../auth/route-access.ts';
import { ok } from '../http/envelope.ts';
import { badRequest } from '../fields/term-values.ts';
import { dataBody, type JsonSchema } from '../http/validation.ts';
import { callerOf } from './caller.ts';
import {
  attachBills,
  declareNames,
  declareToApi,
  deleteApplications,
  detachBills,
  findOwn,
  revokeApplications,
  saveApplication,
  submitApplication,
} from '../settlement/applications.ts';
import { BankSimulator, bankDelayFrom } from '../settlement/bank-simulator.ts';
import { listApplications, listAttached, listBillLines, listCandidates, listRevokes } from '../settlement/lists.ts';
import * as M from '../settlement/messages.ts';
import { applyVerifications, listVerifiable, listVerifications, processDueVerifications, revokeVerifications } from '../settlement/verifications.ts';
import { SETTLEMENT_KINDS, SETTLEMENT_MODULE, type IeType } from '../settlement/settlement-kinds.ts';
import { hasSettlementLists, settlementListShapes } from '../settlement/list-shapes.ts';

export { SETTLEMENT_MODULE };
export const VERIFICATION_MODULE = '/settlementVerification';
export const API = '/api/enterprise';
/** Sub-paths not named by the spec follow their siblings (docs/settlement-server.md). */
export const SETTLEMENT_PATHS = {
  list: '/declarel/queryPageList',
  detail: '/declarel/queryById',
  save: '/declarel/saveData',
  declaration: '/declarel/declaration',
  delete: '/declarel/delete',
  revoke: '/declare/revoke/revoke',
  revokeList: '/declare/revoke/revokePageList',
  candidates: 'queryPageList',
  attach: 'addInventory',
  detach: 'deleteInventory',
  verifiable: '/declarel/severList',
  verificationApply: '/declare/verification/apply',
  verificationList: '/declare/verification/queryPageList',
  verificationRevoke: '/declare/verification/revokes',
  verificationRevokeList: '/declare/revoke/verificationPageList',
} as const;
export const MAX_IDS = 2000;
export const REVOKE_TYPE = 1;

const banks = new WeakMap<FastifyInstance, BankSimulator>();
/** The bank review simulator of an app (tests change its delay). */
export function bankSimulatorOf(app: FastifyInstance): BankSimulator {
  const bank = banks.get(app);
  if (!bank) throw new Error('settlement routes are not registered');
  return bank;
}

/** Takes the bank's and the write-offs' steps whose time has come, before a call reads (bank-simulator.ts). */
export async function takeDueSteps(app: FastifyInstance): Promise<void> {
  await bankSimulatorOf(app).processDue(app.portal.db);
  await processDueVerifications(app.portal.db);
}

function page(codes?: readonly string[], module = SETTLEMENT_MODULE): { access: RouteAccess } {
  return { access: { ...(pageRoute(module, codes) as Extract<RouteAccess, { kind: 'page' }>), filed: true } };
}
const verificationPage = (codes?: readonly string[]) => page(codes, VERIFICATION_MODULE);

const id = recordIdSchema('编号');
const ids = { type: 'array', title: '选中数据', maxItems: MAX_IDS, items: id };
const time = { type: 'string', title: '时间', maxLength: 19 };
const body = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema =>
  dataBody({ type: 'object', additionalProperties: false, required, properties });

/** The button codes of the page's actions: save, attach and detach need either of add / edit; submit its own. */
export const SETTLEMENT_BUTTONS = { save: ['add', 'edit'], submit: ['submit'] } as const;

const note = { type: ['string', 'null'], title: '备注', maxLength: 500 } as const;
/** An application's own fields and its submission's, as the page's bodies and the open API's bound them. */
export const APPLICATION_FIELDS = {
  ebcCode: { type: 'string', title: '电商企业', minLength: 1, maxLength: 50 },
  ieType: { type: 'string', title: '进出口类型', enum: ['EXP', 'IMP'] },
  note,
} as const;
export const SUBMIT_FIELDS = { bankCode: { type: 'string', title: '银行', maxLength: 20 }, note } as const;

const idBody = body({ id }, ['id']);
const saveBody = body({ id, ...APPLICATION_FIELDS }, ['ebcCode', 'ieType']);
const declarationBody = body({ id, ...SUBMIT_FIELDS }, ['id', 'bankCode']);
// The list's batch buttons send the bills' create-time window with the ids (spec §7.4); it is not needed here.
const window = { startTime: time, endTime: time };
const idsBody = body({ ids, ...window }, ['ids']);
const revokeBody = body({ ids, ...window, reason: { type: 'string', title: '撤销原因', maxLength: 500 }, revokeType: { type: 'integer', title: '撤销类型' } }, [
  'ids',
]);
const attachBody = body({ declareId: id, ids, startTime: time, endTime: time }, ['declareId', 'ids']);
const detachBody = body({ declareId: id, ids }, ['declareId', 'ids']);
const listBody = dataBody(listRequestSchema);
const amount = { type: ['string', 'number'], title: '核销金额', maxLength: 40 };
const applyBody = body({ ids, amount: { anyOf: [{ type: 'array', maxItems: MAX_IDS, items: amount }, amount] } }, ['ids', 'amount']);
const verificationRevokeBody = body({ ids, ...window, reason: { type: 'string', title: '撤销原因', maxLength: 500 } }, ['ids']);

type Data<T> = { Body: { data: T } };

export async function registerSettlementRoutes(app: FastifyInstance): Promise<void> {
  // A definitions folder without the settlement lists (a test's own families) has no settlement pages.
  if (!hasSettlementLists(app.bills.featureLists)) return;
  const db = app.portal.db;
  const lists = settlementListShapes(app.bills.featureLists);
  const bank = new BankSimulator(bankDelayFrom(app.portal.config));
  banks.set(app, bank);
  const due = () => takeDueSteps(app);

  app.post<Data<ReceivedListRequest>>(API + SETTLEMENT_PATHS.list, { config: page(), schema: { body: listBody } }, async (request) => {
    const { companyCode } = callerOf(request);
    await due();
    return ok(await listApplications(db, lists.applications, companyCode, request.body.data));
  });

  app.post<Data<{ id: number }>>(API + SETTLEMENT_PATHS.detail, { config: page(), schema: { body: idBody } }, async (request) => {
    const { companyCode } = callerOf(request);
    await due();
    return ok(declareToApi(await findOwn(db, companyCode, request.body.data.id), await declareNames(db)));
  });

  app.post<Data<{ id?: number; ebcCode: string; ieType: IeType; note?: string | null }>>(
    API + SETTLEMENT_PATHS.save,
    { config: page(SETTLEMENT_BUTTONS.save), schema: { body: saveBody } },
    async (request) => {
      const { companyCode } = callerOf(request);
      const saved = await saveApplication(db, companyCode, request.body.data);
      return ok(declareToApi(await findOwn(db, companyCode, saved), await declareNames(db)), M.MSG_SAVED);
    },
  );

  app.post<Data<{ id: number; bankCode: string; note?: string | null }>>(
    API + SETTLEMENT_PATHS.declaration,
    { config: page(SETTLEMENT_BUTTONS.submit), schema: { body: declarationBody } },
    async (request) => {
      const { companyCode } = callerOf(request);
      await submitApplication(db, bank, companyCode, request.body.data);
      return ok(null, M.MSG_OK);
    },
  );

  app.post<Data<{ ids: number[] }>>(API + SETTLEMENT_PATHS.delete, { config: page(['delete']), schema: { body: idsBody } }, async (request) => {
    const { companyCode } = callerOf(request);
    await deleteApplications(db, companyCode, request.body.data.ids);
    return ok(null, M.MSG_DELETED);
  });

  app.post<Data<{ ids: number[]; reason?: string; revokeType?: number }>>(
    API + SETTLEMENT_PATHS.revoke,
    { config: page(['revoke']), schema: { body: revokeBody } },
    async (request) => {
      const { companyCode } = callerOf(request);
      const { ids: chosen, reason = '', revokeType = REVOKE_TYPE } = request.body.data;
      if (revokeType !== REVOKE_TYPE) throw badRequest(M.MSG_REVOKE_TYPE);
      await due();
      await revokeApplications(db, companyCode, chosen, reason);
      return ok(null, M.MSG_REVOKED);
    },
  );

  app.post<Data<ReceivedListRequest>>(API + SETTLEMENT_PATHS.revokeList, { config: page(), schema: { body: listBody } }, async (request) => {
    const { companyCode } = callerOf(request);
    return ok(await listRevokes(db, lists.applicationRevokes, companyCode, 'declare', request.body.data));
  });

  app.post<Data<ReceivedListRequest>>(API + SETTLEMENT_PATHS.verifiable, { config: verificationPage(), schema: { body: listBody } }, async (request) => {
    const { companyCode } = callerOf(request);
    await due();
    return ok(await listVerifiable(db, lists.applications, companyCode, request.body.data));
  });

  app.post<Data<{ ids: number[]; amount: unknown }>>(
    API + SETTLEMENT_PATHS.verificationApply,
    { config: verificationPage(['apply']), schema: { body: applyBody } },
    async (request) => {
      const { companyCode } = callerOf(request);
      const { ids: chosen, amount: given } = request.body.data;
      await due();
      const created = await applyVerifications(db, bank, companyCode, chosen, Array.isArray(given) ? given : [given]);
      return ok({ ids: created }, M.MSG_VERIFICATION_APPLIED);
    },
  );

  app.post<Data<ReceivedListRequest>>(API + SETTLEMENT_PATHS.verificationList, { config: verificationPage(), schema: { body: listBody } }, async (request) => {
    const { companyCode } = callerOf(request);
    await due();
    return ok(await listVerifications(db, lists.verifications, companyCode, request.body.data));
  });

  app.post<Data<{ ids: number[]; reason?: string }>>(
    API + SETTLEMENT_PATHS.verificationRevoke,
    { config: verificationPage(['revoke']), schema: { body: verificationRevokeBody } },
    async (request) => {
      const { companyCode } = callerOf(request);
      await revokeVerifications(db, companyCode, request.body.data.ids, request.body.data.reason ?? '');
      return ok(null, M.MSG_REVOKED);
    },
  );

  app.post<Data<ReceivedListRequest>>(
    API + SETTLEMENT_PATHS.verificationRevokeList,
    { config: verificationPage(), schema: { body: listBody } },
    async (request) => ok(await listRevokes(db, lists.verificationRevokes, callerOf(request).companyCode, 'verification', request.body.data)),
  );

  for (const kind of Object.values(SETTLEMENT_KINDS)) {
    app.post<Data<ReceivedListRequest>>(`${API}${kind.headPath}`, { config: page(), schema: { body: listBody } }, async (request) =>
      ok(await listAttached(db, callerOf(request).companyCode, kind, request.body.data)),
    );
    app.post<Data<ReceivedListRequest>>(`${API}${kind.linePath}`, { config: page(), schema: { body: listBody } }, async (request) =>
      ok(await listBillLines(db, callerOf(request).companyCode, kind, request.body.data)),
    );
    app.post<Data<ReceivedListRequest>>(
      `${API}${kind.pickerBase}/${SETTLEMENT_PATHS.candidates}`,
      { config: page(), schema: { body: listBody } },
      async (request) => ok(await listCandidates(db, callerOf(request).companyCode, kind, request.body.data)),
    );
    app.post<Data<{ declareId: number; ids: number[]; startTime?: string; endTime?: string }>>(
      `${API}${kind.pickerBase}/${SETTLEMENT_PATHS.attach}`,
      { config: page(SETTLEMENT_BUTTONS.save), schema: { body: attachBody } },
      async (request) => {
        const { companyCode } = callerOf(request);
        const row = await attachBills(db, companyCode, kind, request.body.data);
        return ok(declareToApi(row, await declareNames(db)), M.MSG_OK);
      },
    );
    app.post<Data<{ declareId: number; ids: number[] }>>(
      `${API}${kind.pickerBase}/${SETTLEMENT_PATHS.detach}`,
      { config: page(SETTLEMENT_BUTTONS.save), schema: { body: detachBody } },
      async (request) => {
        const { companyCode } = callerOf(request);
        const row = await detachBills(db, companyCode, kind, request.body.data.declareId, request.body.data.ids);
        return ok(declareToApi(row, await declareNames(db)), M.MSG_DELETED);
      },
    );
  }
}
