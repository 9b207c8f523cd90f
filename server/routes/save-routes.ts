// Save and save-and-declare (spec §2.5, §7.6). The body is validated with the family's schema —
// the same messages the form shows — and a failing save changes nothing (HTTP 400, the first
// problem as message, all of them in data.errors). Saving needs the button code save (or
// temporary); saving and declaring needs saveDeclare and, as it declares, the declare code a
// list's 申报 needs (a user who may not declare on the list may not declare from the detail page).
// A field that refers to another family's bill (x-refersTo) must name one of the company's, or the
// save is refused with the problem at that field (bills/references/missing-references.ts).
import { buttonAction } from '#core/buttons/index.ts';
import type { FastifyInstance } from 'fastify';
import { ApiError, businessError, ok } from '../http/envelope.ts';
import { givenVersion, VERSION_MISSING } from '../bills/save/bill-version.ts';
import { dataBody } from '../http/validation.ts';
import { runAction } from '../bills/actions/run-action.ts';
import { engineDb } from '../bills/db.ts';
import { BILL_NOT_FOUND, billDetail, billId } from '../bills/find-bill.ts';
import type { BillEngine } from '../bills/engine.ts';
import { familyUrl } from '../bills/family.ts';
import type { BillFamily } from '../bills/family.ts';
import { loadDictionaries } from '../bills/options/dictionaries.ts';
import { insertBill, updateBill } from '../bills/save/store-bill.ts';
import { validateBill } from '../bills/validation/validate-bill.ts';
import { missingReferences, referenceProblem } from '../bills/references/missing-references.ts';
import { callerOf, familyPage } from './caller.ts';
import { sendProblems } from './problem-answer.ts';
import { sendRefusal } from './refusal-reply.ts';

export const SAVED = '保存成功！';
export const DECLARED = '申报成功!';
const DECLARE_ACTION = 'declare';
/** The button code of declaring (the list's 申报; spec §6). */
export const DECLARE_CODE = 'declare';

export function registerSaveRoutes(app: FastifyInstance, engine: BillEngine, family: BillFamily): void {
  const { api, buttons } = family.definition.ui;
  const declareVerb = buttons.find((button) => buttonAction(button) === DECLARE_ACTION)?.text ?? '申报';

  const register = (path: string, codes: string[], declare: boolean) => {
    app.post<{ Body: { data: Record<string, unknown> } }>(
      familyUrl(family, path),
      { config: familyPage(family, codes, declare ? [DECLARE_CODE] : []), schema: { body: dataBody({ type: 'object' }) } },
      async (request, reply) => {
        const caller = callerOf(request);
        const body = request.body.data;
        const checked = validateBill(family, body, await loadDictionaries(engine.db, family.dictionaryCodes));
        if (!checked.ok) return sendProblems(reply, request, checked.problems, checked.truncated);
        // Its links name bills of the company (x-refersTo); the lines only when the body carries them.
        const { lines, ...head } = checked.data;
        const [missing] = await missingReferences(engine.db, engine.families, family, caller.companyCode, [{ head, lines: lines ?? null }]);
        if (missing.length > 0)
          return sendProblems(
            reply,
            request,
            missing.map((problem) => referenceProblem(family, problem)),
          );
        const hasId = !(body.id === undefined || body.id === null || body.id === '');
        const given = hasId ? billId(body.id) : null;
        if (hasId && given === null) throw businessError(BILL_NOT_FOUND);
        const version = givenVersion(body.version);
        if (given !== null && version === null) throw new ApiError(VERSION_MISSING, { httpStatus: 400 });
        const now = Date.now();
        try {
          const { id, signRecords } = await engineDb(engine.db)
            .transaction()
            .execute(async (trx) => {
              const saved = given ?? (await insertBill(trx, family, caller.companyCode, checked.data, now));
              if (given !== null) await updateBill(trx, family, caller.companyCode, given, version as number, checked.data, now);
              const outcome = declare
                ? await runAction(engine, trx, { family, action: DECLARE_ACTION, verb: declareVerb, ids: [saved], note: null, ...caller }, now)
                : { signRecords: [] };
              return { id: saved, signRecords: outcome.signRecords };
            });
          await engine.customs.afterCommit(signRecords);
          return ok(await billDetail(engine.db, family, caller.companyCode, id), declare ? DECLARED : SAVED);
        } catch (error) {
          return sendRefusal(reply, error);
        }
      },
    );
  };

  if (api.save) register(api.save, ['save', 'temporary'], false);
  if (api.saveAndDeclare && family.definition.ui.lifecycle.actions[DECLARE_ACTION]) register(api.saveAndDeclare, ['saveDeclare'], true);
}
